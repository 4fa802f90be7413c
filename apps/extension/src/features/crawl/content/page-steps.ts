import { findCandidates } from '@tablecrawler/table-extract';
import { collectTable, fingerprintOf, locateTable, type TableFingerprint } from '../../table';
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

export function readPage(doc: Document, query: PageQuery): PageReadResult {
  const table = locate(doc, query);
  const frameStatus = table ? httpStatusOf(table.ownerDocument) : 0;
  const httpStatus = frameStatus >= 400 ? frameStatus : httpStatusOf(doc);
  if (!table) return { found: false, url: doc.location.href, httpStatus };
  const { table: collected, rowKeys } = collectTable(table);
  const plan = planNextPage(table, query.mode, { nextSelector: query.nextSelector, urlPattern: query.urlPattern });
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

/** Share of the box's height one scroll step moves: steps overlap, so a virtual grid never skips a row. */
const SCROLL_STEP = 0.9;
/** How long a step that is not at the end waits for rows to come before the next step (a virtual grid redraws within a frame or two). */
const SCROLL_PROBE_MS = 300;
/** Quiet time after the first change before the rows are read: a grid library may draw a step's rows over a few frames. */
const SCROLL_QUIET_MS = 40;

/** Resolves once `doc` has had no mutation for `quietMs` and one frame has passed, or after `capMs`. */
function quiet(doc: Document, quietMs: number, capMs: number): Promise<void> {
  const view = doc.defaultView;
  if (!view) return Promise.resolve();
  return new Promise((resolve) => {
    let framed = false;
    let timer = 0;
    const finish = (): void => {
      observer.disconnect();
      view.clearTimeout(timer);
      view.clearTimeout(cap);
      resolve();
    };
    const arm = (): void => {
      view.clearTimeout(timer);
      timer = view.setTimeout(() => (framed ? finish() : arm()), quietMs);
    };
    const observer = new view.MutationObserver(arm);
    observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
    const cap = view.setTimeout(finish, capMs);
    view.requestAnimationFrame(() => (framed = true));
    arm();
  });
}

/**
 * Scrolls the box (or the window) one step at a time until the table changes: a virtual grid swaps its rows at each
 * step (so stepping reads every row, where jumping to the end would skip them), an endless list loads more at the end.
 * Steps short of the end wait briefly; the step that reaches the end waits up to the timeout.
 */
async function scrollForMore(doc: Document, query: PageQuery, table: Element, target: Element | null, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  const box = target ?? doc.scrollingElement;
  if (!box) return false;
  for (;;) {
    const top = box.scrollTop;
    const end = box.scrollHeight - box.clientHeight;
    const to = Math.min(end, top + Math.max(1, Math.floor(box.clientHeight * SCROLL_STEP)));
    const atEnd = to >= end - 1;
    const current = table.isConnected ? table : (locate(doc, query) ?? table);
    const changed = waitForTableChange(doc, query, { element: current, signature: tableSignature(current) }, atEnd ? timeoutMs : Math.min(SCROLL_PROBE_MS, timeoutMs), signal);
    box.scrollTop = atEnd ? box.scrollHeight : to;
    if (await changed) {
      await quiet(doc, SCROLL_QUIET_MS, Math.min(1000, timeoutMs));
      return true;
    }
    if (atEnd || signal?.aborted || box.scrollTop <= top) return false;
  }
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
  if (action.kind === 'scroll') return (await scrollForMore(doc, query, table, action.target, query.timeoutMs, signal)) ? { kind: 'changed' } : { kind: 'unchanged' };
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
