import { drawnText, gridViewport, RowMerger, rowKeyOf } from '@tablecrawler/table-extract';
import { collectedOf, extractForCollect, type Collected, type CollectOptions } from './collect';

/**
 * Reading a grid that draws only the rows in view (AG Grid, MUI DataGrid, Tabulator in a box of fixed height) whole,
 * as a person scrolling it would: shared by the pick (one click, every row) and the crawl (a page of a paged grid).
 */

/** The rows of a table or an ARIA grid. */
export const GRID_ROWS = 'tr, [role="row"]';

/** The bottom edge (viewport coordinates) of the last row of the table drawn with its text, -Infinity when none. */
function filledRowsBottom(table: Element): number {
  let bottom = -Infinity;
  for (const row of Array.from(table.querySelectorAll(GRID_ROWS))) if (drawnText(row).trim()) bottom = Math.max(bottom, row.getBoundingClientRect().bottom);
  return bottom;
}

/** The keys grid libraries wrote on the rows now drawn with their text (empty for plain tables). */
export function rowKeysIn(table: Element): Set<string> {
  const keys = new Set<string>();
  for (const row of Array.from(table.querySelectorAll(GRID_ROWS))) {
    const key = rowKeyOf(row);
    // A grid may add a row before drawing its cells (in a later frame): it is not there to read yet.
    if (key && drawnText(row).trim()) keys.add(key);
  }
  return keys;
}

/** Resolves true as soon as `test()` holds after a DOM change in `doc`, false after `timeoutMs` or on abort. */
export function waitUntil(doc: Document, test: () => boolean, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    let scheduled = false;
    const finish = (result: boolean): void => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    const abort = (): void => finish(false);
    const observer = new MutationObserver(() => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (test()) finish(true);
      });
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    const timer = setTimeout(() => finish(false), timeoutMs);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Resolves once `doc` has had no mutation for `quietMs`, or after `capMs`. */
export function quiet(doc: Document, quietMs: number, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    };
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    };
    const observer = new MutationObserver(arm);
    observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
    const cap = setTimeout(finish, capMs);
    arm();
  });
}

/**
 * The box of the table's own (inside it, or its parent or grandparent; never the page) in which its rows scroll and
 * whose content reaches past the rows drawn now: a grid that keeps only the rows in view in the DOM. Null otherwise,
 * also for a table in a scroll box that holds all its rows.
 */
export function ownRowViewport(table: Element): Element | null {
  const box = gridViewport(table);
  if (!box || box === table.ownerDocument.scrollingElement) return null;
  if (!(table.contains(box) || box === table.parentElement || box === table.parentElement?.parentElement)) return null;
  const last = filledRowsBottom(table);
  const contentBottom = box.getBoundingClientRect().top - box.scrollTop + box.scrollHeight;
  // Rows drawn to the end of what the box scrolls over are all the rows there are (a grid's buffer stops short of it).
  return Number.isFinite(last) && last < contentBottom - 2 ? box : null;
}

/** Longest wait for a grid to draw the rows a scroll brings into view. */
const SCROLL_WAIT_MS = 3000;
/** Further waits (3 s, 6 s, 9 s) after a scroll that drew nothing new, before the reading ends short. */
const STALL_RETRIES = 3;
/** Quiet time before a window is read: the grid may fill the cells of new rows over several frames. */
const QUIET_MS = 120;

const contentOf = (table: Element): string => `${table.childElementCount}:${drawnText(table)}`;

export interface WholeGridOptions extends CollectOptions {
  /** Stops the reading; the rows read so far are returned (`complete: false`). */
  signal?: AbortSignal;
  /** Called with the number of body rows read so far, after each window. */
  onRows?: (rows: number) => void;
}

/** A grid read whole: `complete` is false when the reading was stopped before the end. */
export type WholeGrid = Collected & { complete: boolean };

/**
 * Every row of a grid that draws only the rows in view: its box (ownRowViewport) is scrolled to just past the rows
 * drawn with their text, each step read once the grid has drawn rows not seen before (by key, else by content; up to
 * 3 s, then up to three longer waits after a one-pixel nudge) and gone quiet, the windows merged (RowMerger: by key, else by overlap), and the scroll positions of the box
 * and of the page put back. Stops when the rows read reach the end of what the box scrolls over (decision 63).
 */
export async function collectWholeGrid(table: Element, box: Element, options: WholeGridOptions = {}): Promise<WholeGrid> {
  const { signal, onRows, ...collect } = options;
  const doc = table.ownerDocument;
  const page = doc.scrollingElement;
  const start = { box: box.scrollTop, pageTop: page?.scrollTop ?? 0, pageLeft: page?.scrollLeft ?? 0 };
  const scrollTo = async (top: number): Promise<boolean> => {
    const keys = rowKeysIn(table);
    const before = contentOf(table);
    const progressed = (): boolean => (keys.size ? Array.from(rowKeysIn(table)).some((key) => !keys.has(key)) : contentOf(table) !== before);
    const changed = waitUntil(doc, progressed, SCROLL_WAIT_MS, signal);
    box.scrollTop = top;
    let moved = (await changed) || progressed();
    // A grid on a busy machine may draw late or miss the scroll: nudged by a pixel (a scroll event of its own) and
    // waited for again, longer each time, before the rows are taken to have stopped.
    for (let tries = 1; !moved && tries <= STALL_RETRIES && !signal?.aborted; tries++) {
      const again = waitUntil(doc, progressed, SCROLL_WAIT_MS * tries, signal);
      box.scrollTop = tries % 2 ? top - 1 : top;
      moved = (await again) || progressed();
    }
    if (moved) await quiet(doc, QUIET_MS, 2000);
    return moved;
  };
  let complete = false;
  try {
    if (start.box > 0) await scrollTo(0);
    const merger = new RowMerger(extractForCollect(table, collect));
    onRows?.(merger.size);
    for (;;) {
      if (signal?.aborted) break;
      const before = box.scrollTop;
      const end = box.scrollHeight - box.clientHeight;
      const viewTop = box.getBoundingClientRect().top;
      const read = filledRowsBottom(table) - viewTop;
      // Everything the box scrolls over has been drawn and read.
      if (before >= end - 1 || !Number.isFinite(read) || before + read >= box.scrollHeight - 2) {
        complete = true;
        break;
      }
      const moved = await scrollTo(Math.min(end, before + Math.max(1, Math.floor(read - 2))));
      if (signal?.aborted) break;
      merger.add(extractForCollect(table, collect));
      onRows?.(merger.size);
      // Nothing new drawn although the box is short of its end: the rows read so far, not complete. A box that did
      // not move although the grid changed is at its end.
      if (!moved || box.scrollTop <= before) {
        complete = moved;
        break;
      }
    }
    return { ...collectedOf(merger.table()), complete };
  } finally {
    box.scrollTop = start.box;
    if (page && (page.scrollTop !== start.pageTop || page.scrollLeft !== start.pageLeft)) page.scrollTo(start.pageLeft, start.pageTop);
  }
}
