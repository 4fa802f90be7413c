import { Button } from '@tablecrawler/ui';
import { useEffect, useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { actionRowStyles, mutedTextStyles } from '../../../shared/card-styles';
import type { GridRead } from '../messages';

export interface GridReadingProgress {
  reading: boolean;
  rows: number;
  declared: number | null;
}

/** What the panel needs while a pick scrolls through a virtualised grid. */
export interface GridReadingPort {
  readingProgress(tabId: number): Promise<GridReadingProgress>;
  stopReading(tabId: number): Promise<void>;
}

/** How often the panel asks how far the reading has got. */
export const READING_POLL_MS = 300;

/**
 * Shown while the chosen table is being read: nothing for a table read at once; for a grid that is scrolled through,
 * the rows read so far (of those the grid declares) and a button that stops the reading (the rows read are kept).
 */
export function GridReading({ tabId, port }: { tabId: number; port: GridReadingPort }) {
  const t = useExtensionT();
  const [progress, setProgress] = useState<GridReadingProgress | null>(null);
  const [stopping, setStopping] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (): void => {
      port.readingProgress(tabId).then(
        (now) => {
          if (!live) return;
          setProgress(now.reading ? now : null);
          timer = setTimeout(ask, READING_POLL_MS);
        },
        (error: unknown) => console.error('[panel] reading progress failed', error),
      );
    };
    timer = setTimeout(ask, READING_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [port, tabId]);

  if (!progress) return null;
  const stop = (): void => {
    setStopping(true);
    port.stopReading(tabId).catch((error: unknown) => console.error('[panel] stopping the reading failed', error));
  };
  return (
    <div css={actionRowStyles} role="status" data-testid="grid-reading">
      <span css={mutedTextStyles}>{progress.declared === null ? t('pick.reading', { count: progress.rows }) : t('pick.readingOf', { rows: progress.rows, total: progress.declared })}</span>
      <Button size="sm" variant="secondary" onClick={stop} disabled={stopping}>
        {t('pick.stopReading')}
      </Button>
    </div>
  );
}

/** What the pick did with a virtualised grid: every row read by scrolling, or only part of them. */
export function GridReadNote({ read }: { read: GridRead }) {
  const t = useExtensionT();
  const text = read.complete
    ? read.declared === null || read.declared === read.rows
      ? t('pick.scrolledAll', { count: read.rows })
      : t('pick.scrolledAllOf', { rows: read.rows, total: read.declared })
    : read.declared === null
      ? t('pick.scrolledPart', { count: read.rows })
      : t('pick.scrolledPartOf', { rows: read.rows, total: read.declared });
  return (
    <p css={mutedTextStyles} role={read.complete ? 'status' : 'alert'} data-testid="grid-read">
      {text}
    </p>
  );
}
