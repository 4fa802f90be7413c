import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ExportBar, type ExportPort } from '../features/export/ui';
import { createRowFilter, EMPTY_FILTER } from '../features/filter';
import { FilterBar } from '../features/filter/ui';
import { KIND_KEYS, type CandidateSummary, type PickedTable } from '../features/pick';
import { GridReading, GridReadNote, TablePicker } from '../features/pick/ui';
import { createKindScanner, createRowShaper, defaultColumns } from '../features/preview';
import { ColumnEditor, PreviewGrid } from '../features/preview/ui';
import { COLUMN_KINDS, type CollectedTable, type ColumnKind, type ColumnSpec, type ExportFormat, type KeywordFilterSpec, type OutputTable, type TableFingerprint, type TableSource } from '../features/table';
import { useExtensionT } from '../i18n/use-extension-t';
import { cardStyles, headingStyles, mutedTextStyles } from '../shared/card-styles';
import type { TablePort } from './panel-ports';

/** How the user shapes the output; kept by the panel whichever table (picked or crawled) is current. */
export interface Shaping {
  columns: ColumnSpec[];
  filter: KeywordFilterSpec;
  format: ExportFormat;
}

/** What a crawl section placed in the workspace receives (the crawl feature's CrawlPanel takes these). */
export interface CrawlSlotProps {
  tabId: number;
  /** The chosen candidate on the page (the crawl reads its fingerprint through its own messages). */
  candidateId: number;
  shaping: Shaping;
  /** A crawl's merged rows (with where they came from) replace the picked table as the current one; null returns to the picked table. */
  onCollected(table: CollectedTable | null, source: TableSource | null): void;
  /** A recipe's columns, filter and format. */
  onApplyRecipe(shaping: Shaping): void;
  /**
   * The crawl the section shows in this tab (running or ended), by its table's fingerprint, or null: while there is
   * one, a new scan of the tab is one of its pages, the choice stays and the list marks that table on each page.
   */
  onCrawl(table: TableFingerprint | null): void;
}

export interface TableWorkspaceProps {
  tabId: number;
  /** The page scan this workspace belongs to: a new scan (other tab, reload, "look again") drops the choice. */
  scan: object;
  /** The tab no longer shows the scanned page and cannot be read (an error page, a closed tab): only a crawl's rows stay. */
  held?: boolean;
  /**
   * The table a crawl running or paused in this tab reads, from the crawl's stored state (also a crawl this panel did
   * not start: the panel opened again mid-crawl). Its page loads keep the choice, and the list marks that table.
   */
  tabCrawl?: TableFingerprint | null;
  table: TablePort;
  exporter: ExportPort;
  renderCrawl?: (props: CrawlSlotProps) => ReactNode;
  /** "Save to my history" for the current output (the uploads feature's SaveToHistory). */
  renderSave?: (props: SaveSlotProps) => ReactNode;
}

/** What a save section placed under the export receives. */
export interface SaveSlotProps {
  output: OutputTable;
  format: ExportFormat;
  disabled: boolean;
}

type Picked = { status: 'none' } | { status: 'collecting'; candidate: CandidateSummary } | { status: 'failed'; candidate: CandidateSummary } | { status: 'ready'; candidate: CandidateSummary; picked: PickedTable; at: string };

// Memoised here, with stable callbacks below: a running crawl re-renders the workspace with every page, and neither
// the candidate list nor the column editor changes with the rows.
const StableTablePicker = memo(TablePicker);
const StableColumnEditor = memo(ColumnEditor);
const TEXT_ONLY: readonly ColumnKind[] = [COLUMN_KINDS.TEXT];

const subheadingStyles = css`
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`;
/** Pick → columns → filter → preview → export, for the picked table or a crawl's rows. */
export function TableWorkspace({ tabId, scan, held = false, tabCrawl = null, table: port, exporter, renderCrawl, renderSave }: TableWorkspaceProps) {
  const t = useExtensionT();
  const [picked, setPicked] = useState<Picked>({ status: 'none' });
  const [crawled, setCrawled] = useState<{ table: CollectedTable; source: TableSource } | null>(null);
  /** The table of the crawl the crawl section shows. */
  const [shownCrawl, setShownCrawl] = useState<TableFingerprint | null>(null);
  const [shaping, setShaping] = useState<Shaping>({ columns: [], filter: EMPTY_FILTER, format: 'csv' });
  const run = useRef(0);
  const crawling = useRef(false);
  crawling.current = crawled !== null;
  /** A crawl runs in this tab or its rows are shown: the tab's page loads are its steps. */
  const crawlHere = useRef(false);
  crawlHere.current = crawled !== null || shownCrawl !== null || tabCrawl !== null;
  const lastTab = useRef(tabId);
  const currentScan = useRef(scan);
  currentScan.current = scan;
  /** The scan the choice was made on: its candidate id names an element of that page only. */
  const chosenOn = useRef<object | null>(null);

  useEffect(() => {
    const sameTab = lastTab.current === tabId;
    lastTab.current = tabId;
    // A crawl loads page after page in its tab: each load is a new scan, but the choice and the crawl stay what is shown.
    if (sameTab && crawlHere.current) return;
    run.current += 1;
    setPicked({ status: 'none' });
    setCrawled(null);
    setShownCrawl(null);
  }, [tabId, scan]);

  const choose = useCallback((candidate: CandidateSummary): void => {
    const mine = ++run.current;
    chosenOn.current = currentScan.current;
    setPicked({ status: 'collecting', candidate });
    setCrawled(null);
    port.collect(tabId, candidate.id).then(
      (result) => {
        if (mine !== run.current) return;
        setPicked({ status: 'ready', candidate, picked: result, at: new Date().toISOString() });
        setShaping((s) => ({ ...s, columns: defaultColumns(result.table), filter: { ...s.filter, column: null } }));
      },
      (error: unknown) => {
        console.error('[panel] reading the table failed', error);
        if (mine === run.current) setPicked({ status: 'failed', candidate });
      },
    );
  }, [port, tabId]);
  const setColumns = useCallback((columns: ColumnSpec[]) => setShaping((s) => ({ ...s, columns })), []);

  const current = crawled?.table ?? (picked.status === 'ready' ? picked.picked.table : null);
  // Incremental views of the rows: while a crawl appends pages, each update shapes, filters and scans for link/image
  // columns only the new rows (no work over every row collected so far on the panel's main thread).
  const shaper = useRef(createRowShaper());
  const filter = useRef(createRowFilter());
  const kindScanner = useRef(createKindScanner());
  const shaped = useMemo(() => (current ? shaper.current(current, shaping.columns) : { columns: [], rows: [] }), [current, shaping.columns]);
  const rows = useMemo(() => filter.current(shaped.columns, shaped.rows, shaping.filter), [shaped, shaping.filter]);
  const output: OutputTable | null =
    picked.status === 'ready' && current
      ? { columns: shaped.columns, rows, source: crawled?.source ?? { url: picked.picked.url, pages: 1, crawledAt: picked.at } }
      : null;
  const kinds = useMemo(() => (current ? kindScanner.current(current) : []), [current]);
  // A column the rows do not reach yet (a crawl before its first page) reads as text, as availableKinds answers.
  const kindsOf = useMemo(() => (source: number) => kinds[source] ?? TEXT_ONLY, [kinds]);

  // The crawled table, found again on each page of the crawl (the same object while it stays the same table).
  const followed = useStableFingerprint(shownCrawl ?? tabCrawl);

  if (held && !crawled) return null;
  return (
    <>
      {!held && (
        <StableTablePicker
          tabId={tabId}
          scan={scan}
          port={port}
          chosenId={picked.status !== 'none' && chosenOn.current === scan ? picked.candidate.id : null}
          follow={followed}
          onChoose={choose}
        />
      )}
      {picked.status === 'collecting' && (
        <>
          <p css={mutedTextStyles}>{t('pick.finding')}</p>
          <GridReading tabId={tabId} port={port} />
        </>
      )}
      {picked.status === 'failed' && <p role="alert">{t('pick.collectFailed')}</p>}
      {picked.status === 'ready' && current && output && (
        <section css={cardStyles} aria-labelledby="table-heading">
          <h2 id="table-heading" css={headingStyles}>
            {t('pick.chosen')}: {t(KIND_KEYS[picked.picked.kind])} · {t('pick.size', { rows: current.rows.length, columns: current.columns.length })}
            {picked.picked.title ? ` · ${picked.picked.title}` : ''}
          </h2>
          {picked.picked.scrolled && <GridReadNote read={picked.picked.scrolled} />}
          {renderCrawl?.({
            tabId,
            candidateId: picked.candidate.id,
            shaping,
            onCollected: (table, source) => {
              const next = table && source ? { table, source } : null;
              // A running crawl's next rows render as a transition, which the user's scrolling and typing interrupt;
              // starting and leaving a crawl stay urgent (a new scan of the crawled tab must see the crawl as current).
              if (next && crawling.current) startTransition(() => setCrawled(next));
              else setCrawled(next);
            },
            onApplyRecipe: setShaping,
            onCrawl: setShownCrawl,
          })}
          <h3 css={subheadingStyles}>{t('preview.columnsHeading')}</h3>
          <StableColumnEditor specs={shaping.columns} kindsOf={kindsOf} onChange={setColumns} />
          <h3 css={subheadingStyles}>{t('filter.heading')}</h3>
          <FilterBar spec={shaping.filter} columns={shaped.columns} total={shaped.rows.length} shown={rows.length} onChange={(filter) => setShaping((s) => ({ ...s, filter }))} />
          <h3 css={subheadingStyles}>{t('preview.heading')}</h3>
          {shaped.columns.length ? <PreviewGrid columns={shaped.columns} rows={rows} /> : <p role="alert">{t('preview.noColumns')}</p>}
          <h3 css={subheadingStyles}>{t('export.heading')}</h3>
          <ExportBar output={output} port={exporter} disabled={!shaped.columns.length} onFormat={(format) => setShaping((s) => ({ ...s, format }))} />
          {renderSave?.({ output, format: shaping.format, disabled: !shaped.columns.length })}
        </section>
      )}
    </>
  );
}

/** `fingerprint`, as the same object while its value stays (a memoised list does not re-render per poll). */
function useStableFingerprint(fingerprint: TableFingerprint | null): TableFingerprint | null {
  const kept = useRef<{ key: string; value: TableFingerprint | null }>({ key: '', value: null });
  const key = fingerprint ? JSON.stringify(fingerprint) : '';
  if (kept.current.key !== key) kept.current = { key, value: fingerprint };
  return kept.current.value;
}
