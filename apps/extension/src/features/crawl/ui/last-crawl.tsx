import { Button } from '@tablecrawler/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { actionRowStyles, cardStyles, headingStyles, mutedTextStyles } from '../../../shared/card-styles';
import { ExportBar, type ExportPort } from '../../export/ui';
import { createRowShaper, defaultColumns } from '../../preview';
import { PreviewGrid } from '../../preview/ui';
import type { CollectedRow, OutputTable } from '../../table';
import type { CrawlSnapshot } from '../messages';
import type { CrawlOnScreen } from './crawl-on-screen';
import { CrawlProgress } from './crawl-progress';
import type { CrawlPort } from './crawl-port';

export interface LastCrawlProps {
  port: CrawlPort;
  exporter: ExportPort;
  /** Crawls a chosen table's section shows; while one does, this card stays hidden. */
  onScreen: CrawlOnScreen;
  /** How often the stored crawl is read. Default 1000 ms. */
  pollMs?: number;
}

interface Collected {
  id: string;
  lastPage: number;
  columns: string[];
  rows: CollectedRow[];
}

const isActive = (s: CrawlSnapshot): boolean => s.status === 'running' || s.status === 'paused';

/**
 * The last crawl at panel level, whatever tab the panel follows: status, the rows so far (windowed preview), export,
 * pause, resume and stop while it runs and dismiss (deletes its stored rows) once it has ended. Shown when no chosen table's crawl
 * section shows a crawl: after the crawled tab closed, the active tab changed or the panel was opened again.
 */
export function LastCrawl({ port, exporter, onScreen, pollMs = 1000 }: LastCrawlProps) {
  const t = useExtensionT();
  const shownElsewhere = useSyncExternalStore(onScreen.subscribe, onScreen.count) > 0;
  const [snapshot, setSnapshot] = useState<CrawlSnapshot | null>(null);
  const [collected, setCollected] = useState<Collected | null>(null);
  const [failed, setFailed] = useState(false);
  const known = useRef<Collected | null>(null);

  // Read from IndexedDB (the service worker writes it after every page), so an open panel does not keep the worker awake.
  useEffect(() => {
    let live = true;
    const read = (): void =>
      void port.latest().then(
        (s) => live && setSnapshot((before) => (before && s && before.id === s.id && before.status === s.status && before.pagesDone === s.pagesDone && before.elapsedMs === s.elapsedMs ? before : s)),
        (error: unknown) => console.error('[crawl] reading the last crawl failed', error),
      );
    read();
    const timer = setInterval(read, pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [port, pollMs]);

  const visible = snapshot !== null && !shownElsewhere;
  const id = snapshot?.id;
  const pagesDone = snapshot?.pagesDone ?? 0;
  // Only pages not read yet are read (a long crawl is not re-read every second).
  useEffect(() => {
    if (!visible || id === undefined) return;
    const before = known.current?.id === id ? known.current : null;
    if (before && before.lastPage >= pagesDone) return;
    let live = true;
    port.readPagesAfter(id, before?.lastPage ?? 0).then(
      (added) => {
        if (!live) return;
        const sameColumns = before && before.columns.length === added.columns.length && before.columns.every((name, i) => name === added.columns[i]);
        const next: Collected = { id, lastPage: added.lastPage, columns: before && sameColumns ? before.columns : added.columns, rows: before && added.rows.length ? before.rows.concat(added.rows) : (before?.rows ?? added.rows) };
        known.current = next;
        setCollected(next);
      },
      (error: unknown) => console.error('[crawl] reading rows failed', error),
    );
    return () => {
      live = false;
    };
  }, [visible, id, pagesDone, port]);

  const rows = collected && collected.id === id ? collected : null;
  // One spec list per column layout (the columns array is kept while the names stay), so the shaper shapes only the
  // rows each new page adds.
  const shaper = useRef(createRowShaper());
  const columns = rows?.columns;
  const specs = useMemo(() => (columns ? defaultColumns({ columns, rows: [] }) : []), [columns]);
  const shaped = useMemo(() => (rows ? shaper.current({ columns: rows.columns, rows: rows.rows }, specs) : null), [rows, specs]);

  if (!visible || !snapshot) return null;
  const output: OutputTable | null = shaped && shaped.rows.length ? { columns: shaped.columns, rows: shaped.rows, source: { url: snapshot.url, pages: snapshot.pagesDone, crawledAt: new Date().toISOString() } } : null;
  const control = (action: 'pause' | 'resume' | 'stop'): void => {
    port.control(action).then(
      (s) => s && setSnapshot(s),
      (error: unknown) => console.error(`[crawl] ${action} failed`, error),
    );
  };
  const dismiss = (): void => {
    setFailed(false);
    port.dismiss(snapshot.id).then(
      () => {
        known.current = null;
        setCollected(null);
        setSnapshot(null);
      },
      (error: unknown) => {
        console.error('[crawl] dismiss failed', error);
        setFailed(true);
      },
    );
  };
  return (
    <section css={cardStyles} aria-labelledby="last-crawl-heading">
      <h2 id="last-crawl-heading" css={headingStyles}>
        {t('crawl.lastHeading')}
      </h2>
      <p css={mutedTextStyles}>{t('crawl.lastFrom', { url: snapshot.url })}</p>
      <CrawlProgress snapshot={snapshot} />
      {output && shaped ? (
        <>
          <PreviewGrid columns={shaped.columns} rows={shaped.rows} />
          <ExportBar output={output} port={exporter} />
        </>
      ) : (
        <p css={mutedTextStyles}>{t('crawl.noRows')}</p>
      )}
      <div css={actionRowStyles}>
        {snapshot.status === 'running' && (
          <Button size="sm" variant="secondary" onClick={() => control('pause')}>
            {t('crawl.pause')}
          </Button>
        )}
        {snapshot.status === 'paused' && (
          <Button size="sm" onClick={() => control('resume')}>
            {t('crawl.resume')}
          </Button>
        )}
        {isActive(snapshot) ? (
          <Button size="sm" variant="secondary" onClick={() => control('stop')}>
            {t('crawl.stop')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={dismiss}>
            {t('crawl.dismiss')}
          </Button>
        )}
      </div>
      {failed && <p role="alert">{t('crawl.dismissFailed')}</p>}
    </section>
  );
}
