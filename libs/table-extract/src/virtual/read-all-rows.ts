import type { ExtractOptions, ExtractedTable } from '../model';
import { extractTable } from '../extract/extract-table';
import { RowMerger } from './merge-rows';
import { gridViewport } from './viewport';

export interface ReadAllRowsOptions extends ExtractOptions {
  /** Stops the reading (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
  /** How long the grid's DOM must stay unchanged after a scroll before its rows are read, in ms. Default 50. */
  settleMs?: number;
  /** Longest wait for the grid to settle after a scroll, in ms. Default 2000. */
  timeoutMs?: number;
  /** Share of the viewport's height scrolled per step (steps overlap so no row is skipped). Default 0.9. */
  step?: number;
  /** Stops after this many body rows. Default 1,000,000. */
  maxRows?: number;
}

/** Resolves once `target`'s subtree has had no mutation for `quietMs` (at least two frames), or after `timeoutMs`. */
function settle(target: Element, quietMs: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const view = target.ownerDocument.defaultView;
    if (!view) {
      resolve();
      return;
    }
    let quiet = 0;
    let frames = 0;
    const finish = (): void => {
      observer.disconnect();
      view.clearTimeout(quiet);
      view.clearTimeout(limit);
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = (): void => {
      observer.disconnect();
      view.clearTimeout(quiet);
      view.clearTimeout(limit);
      reject(signal?.reason);
    };
    const arm = (): void => {
      view.clearTimeout(quiet);
      quiet = view.setTimeout(() => (frames >= 2 ? finish() : arm()), quietMs);
    };
    const observer = new view.MutationObserver(arm);
    observer.observe(target, { childList: true, subtree: true, characterData: true, attributes: true });
    const limit = view.setTimeout(finish, timeoutMs);
    signal?.addEventListener('abort', abort, { once: true });
    const frame = (): void => {
      frames++;
      if (frames < 2) view.requestAnimationFrame(frame);
    };
    view.requestAnimationFrame(frame);
    arm();
  });
}

/**
 * Reads every row of a grid that keeps only the rows in view in the DOM (ag-grid, Tabulator, MUI DataGrid, virtual
 * lists): scrolls its viewport (gridViewport) from the top to the end in overlapping steps, waits after each step until
 * the grid's DOM settles, extracts the rows in view and merges them (RowMerger: by row key, else by overlap), then
 * puts the scroll position back. A grid with nothing to scroll is read as extractTable reads it. Options default:
 * settleMs 50, timeoutMs 2000, step 0.9, maxRows 1,000,000, plus extractTable's.
 */
export async function readAllRows(grid: Element, options: ReadAllRowsOptions = {}): Promise<ExtractedTable> {
  const { signal, settleMs = 50, timeoutMs = 2000, step = 0.9, maxRows = 1_000_000, ...extract } = options;
  signal?.throwIfAborted();
  const viewport = gridViewport(grid);
  if (!viewport) return extractTable(grid, extract);
  const start = viewport.scrollTop;
  const scrollTo = async (top: number): Promise<void> => {
    viewport.scrollTop = top;
    // A scroll that changes nothing mutates nothing: the settle timeout would be waited out for no reason.
    await settle(grid, settleMs, timeoutMs, signal);
  };
  try {
    if (start > 0) await scrollTo(0);
    const merger = new RowMerger(extractTable(grid, extract));
    for (;;) {
      signal?.throwIfAborted();
      const before = viewport.scrollTop;
      const end = viewport.scrollHeight - viewport.clientHeight;
      if (before >= end - 1 || merger.size >= maxRows) break;
      await scrollTo(Math.min(end, before + Math.max(1, Math.floor(viewport.clientHeight * step))));
      merger.add(extractTable(grid, extract));
      // The viewport did not move (a grid that grows as it is read moves its end instead): done.
      if (viewport.scrollTop <= before) break;
    }
    return merger.table();
  } finally {
    viewport.scrollTop = start;
  }
}
