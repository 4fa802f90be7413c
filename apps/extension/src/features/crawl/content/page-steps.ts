import { findCandidates } from '@tablecrawler/table-extract';
import { collectTable, collectWholeGrid, fingerprintOf, GRID_ROWS, locateTable, ownRowViewport, quiet, rowKeysIn, waitUntil, type CollectOptions, type TableFingerprint } from '../../table';
import { CRAWL_MODES } from '../model/crawl-machine';
import { rowKey } from '../model/merge';
import type { AdvanceResult, PageQuery, PageReadResult } from '../messages';
import { planNextPage, type NextAction } from './next-page';

/**
 * The content script's part of a crawl step: read the table (with whether a next page exists) and act on the page
 * to reach the next one, waiting until the table has really changed (MutationObserver on the table's document, a
 * frame's load) up to a timeout — never a fixed sleep.
 */

const documentsOf = (doc: Document): Document[] => {
  const docs = [doc];
  for (const frame of Array.from(doc.querySelectorAll('iframe, frame'))) {
    try {
      const inner = (frame as HTMLIFrameElement).contentDocument;
      if (inner) docs.push(...documentsOf(inner));
    } catch {
      // A cross-origin frame cannot hold the table we can read.
    }
  }
  return docs;
};

/** The document's HTTP status from Navigation Timing (Chrome 109+), 0 when unknown. */
function httpStatusOf(doc: Document): number {
  const entry = doc.defaultView?.performance?.getEntriesByType?.('navigation')[0] as (PerformanceEntry & { responseStatus?: number }) | undefined;
  return entry?.responseStatus ?? 0;
}

/** What a table looks like now: rows, and the text of its first and last rows (cheap; enough to see a change). */
export function tableSignature(el: Element): string {
  const text = el.textContent ?? '';
  return `${el.childElementCount}:${rowKey({ text: [text] })}`;
}

function rowsSignature(texts: string[][]): string {
  return `${texts.length}:${rowKey({ text: texts[0] ?? [] })}:${rowKey({ text: texts[texts.length - 1] ?? [] })}`;
}

/** The fingerprint of a chosen table: its rank among the page's candidates (also one picked on the page that the list did not offer). */
export function fingerprintElement(doc: Document, element: Element): TableFingerprint {
  const candidates = findCandidates(doc);
  const index = candidates.findIndex((c) => c.element === element);
  const found = candidates[index];
  if (found) return fingerprintOf(found, index);
  const { table, kind } = collectTable(element);
  return fingerprintOf({ element, kind, columns: table.columns.length }, candidates.length);
}

/** The table found last for a fingerprint: reading a page and advancing from it locate it once. */
let located: { key: string; element: Element } | undefined;

function locate(doc: Document, query: PageQuery): Element | null {
  const key = JSON.stringify(query.fingerprint);
  // A frame that navigated leaves its old document (still "connected" in itself) without a window.
  if (located?.key === key && located.element.isConnected && located.element.ownerDocument.defaultView) return located.element;
  const element = locateTable(doc, query.fingerprint);
  located = element ? { key, element } : undefined;
  return element;
}

/** Reads the crawl's table on this page; `columnName` names the columns the page leaves unnamed (in the UI language). */
export async function readPage(doc: Document, query: PageQuery, columnName?: (index: number) => string): Promise<PageReadResult> {
  const table = locate(doc, query);
  const frameStatus = table ? httpStatusOf(table.ownerDocument) : 0;
  const httpStatus = frameStatus >= 400 ? frameStatus : httpStatusOf(doc);
  if (!table) return { found: false, url: doc.location.href, httpStatus };
  const plan = planNextPage(table, query.mode, { nextSelector: query.nextSelector, urlPattern: query.urlPattern });
  // One page of a paged grid may be taller than the grid's box, which then draws only the rows in view: the page is
  // read whole by scrolling that box. In scroll mode each scroll step is a page of the crawl instead.
  const box = plan.mode === CRAWL_MODES.SCROLL ? null : ownRowViewport(table);
  const options: CollectOptions = columnName ? { columnName } : {};
  const { table: collected, rowKeys } = box ? await collectWholeGrid(table, box, options) : collectTable(table, options);
  const result: PageReadResult = {
    found: true,
    url: doc.location.href,
    httpStatus,
    mode: plan.mode,
    next: plan.next,
    table: collected,
    signature: rowsSignature(collected.rows.map((r) => r.text)),
  };
  return rowKeys ? { ...result, rowKeys } : result;
}

/**
 * Resolves true as soon as the located table differs from `before` (content, rows, or a new table element after a
 * frame reload), false after `timeoutMs` or when `signal` aborts.
 */
export function waitForTableChange(doc: Document, query: PageQuery, before: { element: Element; signature: string }, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const observers: MutationObserver[] = [];
    let scheduled = false;
    const finish = (changed: boolean): void => {
      controller.abort();
      for (const o of observers) o.disconnect();
      clearTimeout(timer);
      resolve(changed);
    };
    const changed = (): boolean => {
      if (before.element.isConnected && tableSignature(before.element) !== before.signature) return true;
      const now = before.element.isConnected ? before.element : locateTable(doc, query.fingerprint);
      return !!now && (now !== before.element || tableSignature(now) !== before.signature);
    };
    const check = (): void => {
      scheduled = false;
      if (changed()) finish(true);
    };
    // Mutations come in bursts; one check per task is enough.
    const schedule = (): void => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(check);
    };
    const watch = (target: Document): void => {
      const observer = new MutationObserver(schedule);
      observer.observe(target.documentElement, { childList: true, subtree: true, characterData: true });
      observers.push(observer);
    };
    for (const d of documentsOf(doc)) watch(d);
    // A frame that navigates gets a new document: observe it once it has loaded.
    for (const frame of Array.from(doc.querySelectorAll('iframe, frame'))) {
      frame.addEventListener(
        'load',
        () => {
          try {
            const inner = (frame as HTMLIFrameElement).contentDocument;
            if (inner) watch(inner);
          } catch {
            // Cross-origin after navigation: nothing to observe.
          }
          schedule();
        },
        { signal: controller.signal },
      );
    }
    const timer = setTimeout(() => finish(false), timeoutMs);
    signal?.addEventListener('abort', () => finish(false), { once: true, signal: controller.signal });
  });
}

const withoutFragment = (url: string): string => url.split('#', 1)[0] ?? url;

/** Does what reaches the next page in place; plain navigations are left to the runner. */
function act(action: Exclude<NextAction, { kind: 'navigate' } | { kind: 'scroll' }>, table: Element): void {
  const doc = table.ownerDocument;
  switch (action.kind) {
    case 'click':
      (action.element as HTMLElement).click();
      return;
    case 'navigate-frame':
      doc.location.href = action.url;
      return;
  }
}

/** Quiet time after the first change before the rows are read: a grid library may draw a step's rows over a few tasks. */
const SCROLL_QUIET_MS = 40;

/**
 * How far to scroll `box` so that what comes into view is just past the rows drawn now (all of them were read): a
 * virtual grid then draws rows not seen yet without skipping any, and an endless list is scrolled to its end.
 */
function scrollStepOf(box: Element, table: Element, doc: Document): number {
  const isPage = box === doc.scrollingElement;
  const viewTop = isPage ? 0 : box.getBoundingClientRect().top;
  let bottom = -Infinity;
  for (const row of Array.from(table.querySelectorAll(GRID_ROWS))) bottom = Math.max(bottom, row.getBoundingClientRect().bottom);
  // Two pixels of overlap keep a row cut exactly at the edge in view.
  return Number.isFinite(bottom) ? Math.max(1, Math.floor(bottom - viewTop - 2)) : box.clientHeight;
}

/**
 * Scrolls the box (or the window) until rows not drawn before come into view, and waits (up to the timeout) for the
 * table to change: a virtual grid swaps its rows (rows keyed by the grid count as new only with a key not drawn
 * before), an endless list loads more at its end.
 */
async function scrollForMore(doc: Document, query: PageQuery, table: Element, target: Element | null, timeoutMs: number, signal?: AbortSignal): Promise<'changed' | 'end' | 'stalled'> {
  const box = target ?? doc.scrollingElement;
  if (!box) return 'end';
  const end = box.scrollHeight - box.clientHeight;
  const to = Math.min(end, box.scrollTop + scrollStepOf(box, table, doc));
  const keys = rowKeysIn(table);
  const signature = tableSignature(table);
  const progressed = (): boolean => {
    const now = table.isConnected ? table : locate(doc, query);
    if (!now) return false;
    if (keys.size === 0) return now !== table || tableSignature(now) !== signature;
    for (const key of rowKeysIn(now)) if (!keys.has(key)) return true;
    return false;
  };
  const changed = waitUntil(doc, progressed, timeoutMs, signal);
  box.scrollTop = to >= end - 1 ? box.scrollHeight : to;
  if (!(await changed)) {
    // A grid's own box holds nothing but its rows: scrolled short of its end, rows are still to come (a grid slow to
    // draw them on a busy machine), so the step failed and is tried again. The window's end is no such sign (a footer).
    const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
    return target && box !== doc.scrollingElement && !atEnd ? 'stalled' : 'end';
  }
  await quiet(doc, SCROLL_QUIET_MS, Math.min(1000, timeoutMs));
  return 'changed';
}

/** Marks the control a page-world click must press (see `armed`). */
export const CLICK_MARK = 'data-tablecrawler-next';

const isScriptLink = (el: Element): boolean => /^\s*javascript:/i.test(el.closest('a')?.getAttribute('href') ?? '');

/**
 * A `javascript:` link runs only when the page itself clicks it (the content script's isolated world may not run
 * script URLs): the control is marked, the change-wait armed, and the runner clicks it in the page's world, then
 * asks `settle()` for the outcome.
 */
let armed: Promise<boolean> | undefined;

export async function settle(): Promise<AdvanceResult> {
  const waiting = armed;
  armed = undefined;
  if (!waiting) return { kind: 'unchanged' };
  return (await waiting) ? { kind: 'changed' } : { kind: 'unchanged' };
}

export async function advancePage(doc: Document, query: PageQuery & { timeoutMs: number }, signal?: AbortSignal): Promise<AdvanceResult> {
  const table = locate(doc, query);
  if (!table) return { kind: 'table-missing' };
  const plan = planNextPage(table, query.mode, { nextSelector: query.nextSelector, urlPattern: query.urlPattern });
  const action = plan.action;
  if (plan.next.kind !== 'available' || !action) return { kind: 'no-next' };
  // A link that changes only the fragment (#page=2) loads no document: the page redraws itself, so wait here.
  const sameDocument = action.kind === 'navigate' && withoutFragment(action.url) === withoutFragment(doc.location.href);
  if (action.kind === 'navigate' && !sameDocument) return { kind: 'navigate', url: action.url };
  if (action.kind === 'scroll') {
    const scrolled = await scrollForMore(doc, query, table, action.target, query.timeoutMs, signal);
    return scrolled === 'changed' ? { kind: 'changed' } : scrolled === 'stalled' ? { kind: 'unchanged', stalled: true } : { kind: 'unchanged' };
  }
  const before = { element: table, signature: tableSignature(table) };
  const changed = waitForTableChange(doc, query, before, query.timeoutMs, signal);
  if (action.kind === 'navigate') {
    doc.location.href = action.url;
    return (await changed) ? { kind: 'changed' } : { kind: 'unchanged' };
  }
  if (action.kind === 'click' && isScriptLink(action.element)) {
    for (const old of Array.from(action.element.ownerDocument.querySelectorAll(`[${CLICK_MARK}]`))) old.removeAttribute(CLICK_MARK);
    (action.element.closest('a') ?? action.element).setAttribute(CLICK_MARK, '');
    armed = changed;
    return { kind: 'armed' };
  }
  act(action, table);
  return (await changed) ? { kind: 'changed' } : { kind: 'unchanged' };
}
