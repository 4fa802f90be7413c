import { gridViewport, isPagerRow, repeatedItems } from '@tablecrawler/table-extract';
import { CRAWL_MODES, type CrawlMode, type NextState, type ResolvedCrawlMode } from '../model/crawl-machine';

/**
 * Finds how to reach the next page of a table, per pagination mode, and what doing it means: navigate to a URL
 * (a plain link: the runner loads it and waits for the navigation to complete), click an element (script links,
 * POST forms, in-page pagers, links inside an iframe) or scroll a box. Pure DOM reading; nothing is clicked here.
 */

export type NextAction =
  | { kind: 'navigate'; url: string }
  /** Load a URL in the frame that holds the table. */
  | { kind: 'navigate-frame'; url: string }
  | { kind: 'click'; element: Element }
  | { kind: 'scroll'; target: Element | null };

export interface NextPlan {
  mode: ResolvedCrawlMode;
  next: NextState;
  /** Present when `next` is available. */
  action?: NextAction;
}

export interface PlanOptions {
  /** A next control taught by the user's click (a CSS selector in the table's document). */
  nextSelector?: string | null;
  /** For the URL-pattern mode: the page URL with `{page}` where the number goes. Detected from the pager when absent. */
  urlPattern?: string | null;
}

export const CLICKABLE = 'a, button, input[type="button"], input[type="submit"], input[type="image"], [role="button"], [role="link"], [onclick]';
const NEXT_WORDS = /^(다음|다음\s*페이지|다음\s*목록|다음\s*\d+\s*(페이지|개)?|next|next\s*page|next\s*›|next\s*»|›|»|>|>>|→|▶|▷|〉|≫)$/i;
const NEXT_LABEL = /(^|\b|\s)(다음|next)(\b|\s|$)/i;
const NOT_NEXT = /(마지막|맨\s*끝|끝|last|end|이전|prev|previous|처음|first)/i;
const LOAD_MORE_WORDS = /(더\s*보기|더보기|더\s*불러오기|more|load\s*more|show\s*more|see\s*more|view\s*more|more\s*results)/i;
const ACTIVE_CLASS = /(^|[-_\s])(on|active|current|selected|sel|cur|now)([-_\s]|$)/i;
/** The same words starting a camelCase class (`gridjs-currentPage`, `activePage`); case-sensitive so `online` is not one. */
const ACTIVE_CAMEL_CLASS = /(^|[-_\s])(active|current|selected)(?=[A-Z0-9])/;
const DISABLED_CLASS = /(^|[-_\s])(disabled?|inactive|off)([-_\s]|$)/i;
/** Query parameters that carry a page number (`?page=`, `pageIndex=`, `p=`, `start=`). */
const PAGE_PARAM_NAMES = '[\\w.-]*page[\\w.-]*|p|pg|pn|start';
const PAGE_PARAM = new RegExp(`[?&#](?:${PAGE_PARAM_NAMES})=\\d+(?=&|$|#)`, 'i');

const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

/** What a person (or a screen reader) reads on a control: its text, else its ARIA label, title, image alt or value. */
export function controlLabel(el: Element): string {
  const text = squash(el.textContent);
  if (text) return text;
  const labelled = squash(el.getAttribute('aria-label')) || squash(el.getAttribute('title'));
  if (labelled) return labelled;
  const img = el.querySelector('img[alt], svg title');
  const alt = img ? squash(img.tagName.toLowerCase() === 'img' ? img.getAttribute('alt') : img.textContent) : '';
  return alt || squash((el as HTMLInputElement).value ?? '');
}

const labelsOf = (el: Element): string[] =>
  [squash(el.textContent), squash(el.getAttribute('aria-label')), squash(el.getAttribute('title')), squash(el.querySelector('img[alt]')?.getAttribute('alt')), el.tagName === 'INPUT' ? squash(el.getAttribute('value')) : ''].filter(
    (s) => s !== '',
  );

export function isDisabled(el: Element): boolean {
  if (el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true') return true;
  if (DISABLED_CLASS.test(el.getAttribute('class') ?? '')) return true;
  const parent = el.parentElement;
  return !!parent && parent.tagName === 'LI' && DISABLED_CLASS.test(parent.getAttribute('class') ?? '');
}

function isShown(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    const style = view?.getComputedStyle(node);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return false;
  }
  return true;
}

const withoutHash = (url: string): string => url.split('#', 1)[0] ?? url;

/** How following a control reaches the next page; 'self' when it is a link to the page shown. */
function actionFor(el: Element, table: Element): NextAction | 'self' {
  const doc = el.ownerDocument;
  const anchor = el.closest('a');
  const href = anchor?.getAttribute('href')?.trim();
  if (anchor && href && !href.startsWith('#') && !/^javascript:/i.test(href) && !anchor.hasAttribute('onclick')) {
    const url = new URL(href, doc.baseURI).href;
    if (withoutHash(url) === withoutHash(doc.location.href)) return 'self';
    // A link inside a frame navigates the frame, not the tab: click it there.
    const top = table.ownerDocument === doc && !doc.defaultView?.frameElement;
    if (anchor.target && anchor.target !== '_self') return { kind: 'click', element: anchor };
    return top ? { kind: 'navigate', url } : { kind: 'click', element: anchor };
  }
  return { kind: 'click', element: el };
}

const ROW = 'tr, [role="row"]';

/**
 * Whether `el` is part of the table's data rather than of its chrome: inside one of its rows, unless that row holds
 * only a pager (an old board's `◀ 이전 [1] 2 3 다음 ▶` row, HN's "More" row: see isPagerRow). A grid library draws
 * its pager inside its own root, in a footer outside the rows (a table's `tfoot` likewise); a table without marked
 * rows (a repeated list) is data inside its items, and chrome around them (a pager above the lists of a letter index).
 */
function inTableData(el: Element, table: Element): boolean {
  if (!table.contains(el) || el.closest('tfoot')) return false;
  const row = el.closest(ROW);
  if (row && table.contains(row)) return !isPagerRow(row);
  if (table.querySelector(ROW)) return false;
  const items = itemsOf(table);
  for (let up: Element | null = el; up && up !== table; up = up.parentElement) if (items.has(up) || items.has(termOf(up))) return true;
  return false;
}

/** The term a description list's definition belongs to (a term is the item, its definitions after it are its values). */
function termOf(el: Element): Element {
  let term: Element | null = el;
  while (term?.tagName === 'DD') term = term.previousElementSibling;
  return term ?? el;
}

const listItems = new Map<Element, Set<Element>>();
/** The items of a repeated list (see repeatedItems), read once per detection: kept until the task's next microtask, as a page's step may change them. */
function itemsOf(list: Element): Set<Element> {
  let items = listItems.get(list);
  if (!items) {
    listItems.set(list, (items = new Set(repeatedItems(list))));
    queueMicrotask(() => listItems.delete(list));
  }
  return items;
}

/** A declared link to the next page (`rel=next`): one wherever it is, in the table's rows too. */
const declaredNext = (el: Element): boolean => /(^|\s)next(\s|$)/i.test(el.getAttribute('rel') ?? '');

/** A page number in a pager's link or marker: `3`, `[3]` or `(3)`. */
const PAGE_NUMBER = /^[[(]?\s*(\d{1,5})\s*[\])]?$/;
const pageNumberOf = (el: Element): number | null => {
  const digits = PAGE_NUMBER.exec(squash(el.textContent))?.[1];
  return digits === undefined ? null : Number(digits);
};

/** Whether a plain link goes to a numbered page (`?page=3`, `?p=2`, `/page/3`): a "More" link that turns the page. */
function linksToPage(el: Element): boolean {
  const href = el.closest('a')?.getAttribute('href')?.trim();
  if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return false;
  const url = new URL(href, el.ownerDocument.baseURI);
  return PAGE_PARAM.test(url.search + url.hash) || /\/[\w-]*page[\w-]*\/\d+(\/|$)/i.test(url.pathname);
}

/** 1 when `b` follows `a` in document order, -1 when it precedes it. */
const follows = (a: Node, b: Node): boolean => (a.compareDocumentPosition(b) & 4) !== 0;

/**
 * A link to a place on the page shown (`#Introduction`, the id of a section here: a manual's "Next: Introduction" with
 * `rel=next`) turns no page. A fragment naming nothing on the page (`#page=2`, `#!/list/2`) may be a script's route.
 */
function inPageAnchor(el: Element): boolean {
  const href = el.closest('a')?.getAttribute('href')?.trim();
  if (!href?.includes('#')) return false;
  const doc = el.ownerDocument;
  const url = new URL(href, doc.baseURI);
  if (withoutHash(url.href) !== withoutHash(doc.location.href) || url.hash.length < 2) return false;
  let id = url.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // kept as written
  }
  return !!doc.getElementById(id) || doc.getElementsByName(id).length > 0;
}

function nextScore(el: Element, table: Element): number {
  if (inPageAnchor(el)) return 0;
  const declared = declaredNext(el);
  if (!declared && inTableData(el, table)) return 0;
  const labels = labelsOf(el);
  if (labels.some((l) => NOT_NEXT.test(l) && !NEXT_LABEL.test(l))) return 0;
  let score = 0;
  if (declared) score = 10;
  else if (labels.some((l) => NEXT_WORDS.test(l))) score = 8;
  else if (labels.some((l) => NEXT_LABEL.test(l) && l.length <= 20)) score = 7;
  else if (isMoreLink(el, labels)) score = 6;
  else if (!squash(el.textContent) && /(^|[-_\s])(next|btn_next|pg_next|arrow_?right)([-_\s]|$)/i.test(el.getAttribute('class') ?? '')) score = 5;
  if (score === 0) return 0;
  // Controls after the table (its pager) beat those before it (a pager at the top or in a header).
  return score + (follows(table, el) ? 2 : 0);
}

/** A "More" control that is a plain link to a numbered page (HN's "More" → `?p=2`): it turns the page, it loads nothing in place. */
const isMoreLink = (el: Element, labels: string[] = labelsOf(el)): boolean =>
  labels.some((l) => l.length <= 30 && LOAD_MORE_WORDS.test(l)) && linksToPage(el);

/** The best next control for `table`, if any (disabled ones included: they end the crawl). */
export function findNextControl(table: Element, options: PlanOptions = {}): Element | null {
  const doc = table.ownerDocument;
  if (options.nextSelector) return doc.querySelector(options.nextSelector);
  let best: Element | null = null;
  let bestScore = 0;
  for (const el of Array.from(doc.querySelectorAll(`${CLICKABLE}, [class*="next"]`))) {
    if (!isShown(el)) continue;
    // The clickable element itself, not a span inside it.
    if (el.parentElement?.closest(CLICKABLE) && !el.matches(CLICKABLE)) continue;
    const score = nextScore(el, table);
    if (score > bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

interface Pager {
  container: Element;
  current: number;
  /** Number → the control for that page. */
  pages: Map<number, Element>;
}

function isCurrentMarker(el: Element): boolean {
  if (el.getAttribute('aria-current') && el.getAttribute('aria-current') !== 'false') return true;
  const classes = [el.getAttribute('class') ?? '', el.parentElement?.getAttribute('class') ?? ''];
  if (classes.some((c) => ACTIVE_CLASS.test(c) || ACTIVE_CAMEL_CLASS.test(c))) return true;
  const anchor = el.closest('a');
  // A number that is not a link (strong, span, b) amid numbered links is the page shown.
  return !el.closest(CLICKABLE) || (!!anchor && !anchor.hasAttribute('href') && !anchor.hasAttribute('onclick'));
}

/** The one page number written as bare text in `container`, outside its numbered elements; null when none or several. */
function bareNumberIn(container: Element, items: Element[]): number | null {
  const walker = container.ownerDocument.createTreeWalker(container, 4);
  const found: number[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (items.some((item) => item.contains(n))) continue;
    for (const m of (n as Text).data.matchAll(/(?:^|[\s[(])(\d{1,5})(?=[\s\])]|$)/g)) found.push(Number(m[1]));
  }
  return found.length === 1 ? (found[0] as number) : null;
}

/**
 * The page shown as bare text beside a pager's links. A lone link (the last block of a board: `[11] <a>[12]</a>`)
 * has its group's container far up (no other number nearby): look in its own parents first, up to three levels.
 */
function bareNumberNear(container: Element, items: Element[]): number | null {
  const [only] = items;
  if (items.length !== 1 || !only) return bareNumberIn(container, items);
  for (let scope = only.parentElement, depth = 0; scope && depth < 3 && scope !== container.parentElement; scope = scope.parentElement, depth += 1) {
    const found = bareNumberIn(scope, items);
    if (found !== null) return found;
  }
  return null;
}

/** A numbered pager near the table: ≥ 2 numbers under one container, one of them marked as the page shown. */
export function findPager(table: Element): Pager | null {
  const doc = table.ownerDocument;
  const numbers = Array.from(doc.querySelectorAll('a, button, [role="button"], [role="link"], strong, span, b, em, li, [aria-current]')).filter(
    (el) => pageNumberOf(el) !== null && el.children.length === 0 && !inTableData(el, table),
  );
  const groups = new Map<Element, Element[]>();
  for (const el of numbers) {
    let container: Element | null = el.parentElement;
    // A pager's numbers share a container within a few levels (ul > li > a, div > a, p > span).
    for (let depth = 0; container && depth < 3; depth += 1, container = container.parentElement) {
      if (numbers.filter((n) => n !== el && container?.contains(n)).length >= 1) break;
    }
    if (!container) continue;
    const list = groups.get(container) ?? [];
    list.push(el);
    groups.set(container, list);
  }
  let best: Pager | null = null;
  for (const [container, items] of groups) {
    const currentEl = items.find(isCurrentMarker);
    // An old board writes the page shown as bare text between the links (`[1] <a>[2]</a> <a>[3]</a>`).
    const current = currentEl ? pageNumberOf(currentEl) : bareNumberNear(container, items);
    if (current === null || items.length + (currentEl ? 0 : 1) < 2) continue;
    const pages = new Map<number, Element>();
    for (const item of items) {
      const control = item.closest(CLICKABLE);
      if (control && item !== currentEl) pages.set(pageNumberOf(item) as number, control);
    }
    if (pages.size === 0) continue;
    const pager: Pager = { container, current, pages };
    // The pager after the table wins over one before it.
    if (!best || (follows(table, container) && !follows(table, best.container))) best = pager;
  }
  return best;
}

/** `{page}` in place of the page number in the pager's links, when links to two pages differ only in that number. */
export function detectUrlPattern(table: Element): string | null {
  const pager = findPager(table);
  return pager ? pagerPattern(pager, table) : (findUrlSequence(table)?.pattern ?? null);
}

function pagerPattern(pager: Pager, table: Element): string | null {
  const links: [number, string][] = [];
  for (const [n, el] of pager.pages) {
    const url = linkUrl(el.closest('a'), table.ownerDocument);
    if (url) links.push([n, url]);
  }
  for (const [n, url] of links) {
    const pattern = patternFrom(url, n);
    if (pattern && links.some(([m, other]) => m !== n && pattern.replace('{page}', String(m)) === other)) return pattern;
  }
  return null;
}

/** The absolute address a plain link goes to; null for in-page fragments and script links. */
function linkUrl(anchor: Element | null, doc: Document): string | null {
  const href = anchor?.getAttribute('href')?.trim();
  if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return null;
  try {
    return new URL(href, doc.baseURI).href;
  } catch {
    return null;
  }
}

function patternFrom(url: string, n: number): string | null {
  const num = String(n);
  // Prefer a named parameter (?page=, pageIndex=, p=, #page=), then a path segment, then a number ending a file name.
  const named = new RegExp(`([?&#](?:${PAGE_PARAM_NAMES})=)${num}(?=&|$|#)`, 'i');
  if (named.test(url)) return url.replace(named, `$1{page}`);
  const segment = new RegExp(`(/(?:[\\w-]*page[\\w-]*/)?)${num}(?=/|$|\\?|#)`, 'i');
  if (segment.test(url)) return url.replace(segment, `$1{page}`);
  const file = new RegExp(`(/[^/?#]*[^/?#\\d])${num}(?=\\.\\w+(?:[?#]|$)|[?#]|$)`);
  if (file.test(url)) return url.replace(file, `$1{page}`);
  return null;
}

interface UrlSequence {
  /** The address with `{page}` where the number goes. */
  pattern: string;
  /** The numbers linked. */
  pages: Set<number>;
}

/** `url` cut at its digit runs: `parts` around `numbers` (parts.length = numbers.length + 1). */
function digitRuns(url: string): { parts: string[]; numbers: string[] } {
  return { parts: url.split(/\d+/), numbers: url.match(/\d+/g) ?? [] };
}

/** The pattern of two addresses that differ in exactly one number, with both numbers; null otherwise. */
function sharedPattern(a: string, b: string): { pattern: string; numbers: [number, number] } | null {
  const x = digitRuns(a);
  const y = digitRuns(b);
  if (x.parts.join('#') !== y.parts.join('#')) return null;
  const differ = x.numbers.flatMap((n, i) => (n === y.numbers[i] ? [] : [i]));
  const [at] = differ;
  if (differ.length !== 1 || at === undefined) return null;
  const pattern = x.parts.map((part, i) => part + (i < x.numbers.length ? (i === at ? '{page}' : x.numbers[i]) : '')).join('');
  return { pattern, numbers: [Number(x.numbers[at]), Number(y.numbers[at])] };
}

/**
 * A pager without page numbers: a row of adjacent links (≥ 3) whose addresses differ only in one number, the numbers
 * consecutive, the page shown one of them — an index split into files by letter ranges (`A-I J-R …` linking
 * `APIchunk0.html … APIchunk12.html`), chapters or years. The page shown is found by its own address.
 */
function findUrlSequence(table: Element): UrlSequence | null {
  const doc = table.ownerDocument;
  const here = withoutHash(doc.location.href);
  const origin = new URL(here).origin;
  const urls: string[] = [];
  for (const anchor of Array.from(doc.querySelectorAll('a[href]'))) {
    const url = inTableData(anchor, table) ? null : linkUrl(anchor, doc);
    if (url && new URL(url).origin === origin) urls.push(withoutHash(url));
  }
  const found: UrlSequence[] = [];
  let run: UrlSequence | null = null;
  for (let k = 1; k < urls.length; k += 1) {
    const [a, b] = [urls[k - 1] as string, urls[k] as string];
    if (a === b) continue;
    const shared = sharedPattern(a, b);
    if (shared && run?.pattern === shared.pattern) {
      run.pages.add(shared.numbers[1]);
      continue;
    }
    if (run) found.push(run);
    run = shared ? { pattern: shared.pattern, pages: new Set(shared.numbers) } : null;
  }
  if (run) found.push(run);
  const isPager = ({ pattern, pages }: UrlSequence): boolean => {
    const current = matchPage(pattern, here);
    const all = [...new Set([...pages, current ?? -1])];
    return current !== null && pages.size >= 3 && Math.max(...all) - Math.min(...all) + 1 === all.length;
  };
  return found.filter(isPager).sort((x, y) => y.pages.size - x.pages.size)[0] ?? null;
}

/** The page number in `url` when it fits `pattern`; null when it does not. */
function matchPage(pattern: string, url: string): number | null {
  const [before, after] = pattern.split('{page}') as [string, string];
  if (!url.startsWith(before)) return null;
  const digits = /^\d+/.exec(url.slice(before.length))?.[0];
  return digits && url.slice(before.length + digits.length) === after ? Number(digits) : null;
}

/** The box whose scrolling brings more rows: around the table, or inside it (a virtual grid's body viewport); null for the window. */
function scrollTarget(table: Element): Element | null {
  const box = gridViewport(table);
  return box && box !== table.ownerDocument.scrollingElement ? box : null;
}

function findLoadMore(table: Element): Element | null {
  const doc = table.ownerDocument;
  for (const el of Array.from(doc.querySelectorAll(CLICKABLE))) {
    if (inTableData(el, table) || !isShown(el) || !follows(table, el)) continue;
    const label = controlLabel(el);
    // A "More" link to a numbered page turns the page: a next control (navigate), not a button that loads in place.
    if (label.length <= 30 && LOAD_MORE_WORDS.test(label) && !NEXT_WORDS.test(label) && !isMoreLink(el)) return el;
  }
  return null;
}

const available = (mode: ResolvedCrawlMode, action: NextAction): NextPlan => ({
  mode,
  next: { kind: 'available' },
  action,
});

function planNext(table: Element, options: PlanOptions): NextPlan {
  const el = findNextControl(table, options);
  if (!el) return { mode: CRAWL_MODES.NEXT, next: { kind: 'missing' } };
  if (isDisabled(el)) return { mode: CRAWL_MODES.NEXT, next: { kind: 'disabled' } };
  const action = actionFor(el, table);
  return action === 'self' ? { mode: CRAWL_MODES.NEXT, next: { kind: 'self' } } : available(CRAWL_MODES.NEXT, action);
}

function planNumbered(table: Element, pager: Pager | null, options: PlanOptions): NextPlan {
  if (!pager) return { mode: CRAWL_MODES.NUMBERED, next: { kind: 'missing' } };
  const target = pager.pages.get(pager.current + 1);
  if (target) {
    const action = actionFor(target, table);
    return action === 'self' ? { mode: CRAWL_MODES.NUMBERED, next: { kind: 'self' } } : available(CRAWL_MODES.NUMBERED, action);
  }
  // The last number of a block: the pager's "next" jumps to the next block (whose first page is current + 1).
  return { ...planNext(table, options), mode: CRAWL_MODES.NUMBERED };
}

/** `found`: the pager and link sequence already looked for ("auto" found no pager, then a sequence). */
function planUrlPattern(table: Element, options: PlanOptions, found?: { pager: Pager | null; sequence: UrlSequence | null }): NextPlan {
  const pager = found ? found.pager : findPager(table);
  const sequence = found ? found.sequence : pager ? null : findUrlSequence(table);
  const pattern = options.urlPattern ?? (pager ? pagerPattern(pager, table) : (sequence?.pattern ?? null));
  if (!pattern) return { mode: CRAWL_MODES.URL_PATTERN, next: { kind: 'missing' } };
  const doc = table.ownerDocument;
  const current = matchPage(pattern, withoutHash(doc.location.href)) ?? matchPage(pattern, doc.location.href) ?? 1;
  const url = pattern.replace('{page}', String(current + 1));
  // Beyond the pager's last number (or a sequence's last link) with no next control, there is no next page.
  let known = true;
  if (pager) known = pager.pages.has(current + 1) || planNext(table, options).next.kind === 'available';
  else if (sequence?.pattern === pattern) known = sequence.pages.has(current + 1);
  if (!known) return { mode: CRAWL_MODES.URL_PATTERN, next: { kind: 'missing' } };
  return available(CRAWL_MODES.URL_PATTERN, doc.defaultView?.frameElement ? { kind: 'navigate-frame', url } : { kind: 'navigate', url });
}

function planLoadMore(table: Element): NextPlan {
  const el = findLoadMore(table);
  if (!el) return { mode: CRAWL_MODES.LOAD_MORE, next: { kind: 'missing' } };
  return isDisabled(el) ? { mode: CRAWL_MODES.LOAD_MORE, next: { kind: 'disabled' } } : available(CRAWL_MODES.LOAD_MORE, { kind: 'click', element: el });
}

function planScroll(table: Element): NextPlan {
  return available(CRAWL_MODES.SCROLL, {
    kind: 'scroll',
    target: scrollTarget(table),
  });
}

/**
 * How to reach the next page in `mode`. `auto` tries, in order: a numbered pager (walks every page, also across
 * blocks of ten), a next control, a row of links to pages numbered only in their address, a "load more" button, a
 * scrollable box around the table, then window scrolling.
 */
export function planNextPage(table: Element, mode: CrawlMode, options: PlanOptions = {}): NextPlan {
  switch (mode) {
    case CRAWL_MODES.NEXT:
      return planNext(table, options);
    case CRAWL_MODES.NUMBERED:
      return planNumbered(table, findPager(table), options);
    case CRAWL_MODES.URL_PATTERN:
      return planUrlPattern(table, options);
    case CRAWL_MODES.LOAD_MORE:
      return planLoadMore(table);
    case CRAWL_MODES.SCROLL:
      return planScroll(table);
    case CRAWL_MODES.AUTO: {
      if (options.nextSelector) return planNext(table, options);
      const pager = findPager(table);
      if (pager) return planNumbered(table, pager, options);
      if (findNextControl(table)) return planNext(table, options);
      const sequence = findUrlSequence(table);
      if (sequence) return planUrlPattern(table, options, { pager: null, sequence });
      if (findLoadMore(table)) return planLoadMore(table);
      if (scrollTarget(table)) return planScroll(table);
      const doc = table.ownerDocument;
      const view = doc.defaultView;
      // The page itself scrolls past the table (an endless list): scroll the window.
      if (view && doc.documentElement.scrollHeight > view.innerHeight + 1) return planScroll(table);
      return { mode: CRAWL_MODES.NEXT, next: { kind: 'missing' } };
    }
  }
}
