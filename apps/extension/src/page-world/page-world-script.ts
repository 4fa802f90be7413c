// Injected with chrome.scripting into the page's own (main) world of the top frame (src/platform/scripting.ts): it
// only defines the functions that find the page's table candidates there, on the click or ahead of it. It has no
// extension APIs and answers through executeScript's result; the page may see or replace them, which changes only
// what they find on that page (decision 139).
import { findInPage, foundWhereNow, HIGHLIGHT_HOST_ATTRIBUTE } from '../features/pick/page-world';

type Found = ReturnType<typeof findInPage>;

/** How long after the panel last asked the list is kept up to date (the open panel asks again well within it). */
const WANTED_MS = 30_000;
/** After a change the list is found again once the page has been quiet this long (a render comes in bursts)… */
const QUIET_MS = 300;
/** …or this long after the first change, on a page that never stops changing (a ticking clock, a carousel). */
const MAX_WAIT_MS = 2_000;
/**
 * Finding in the background (ahead, and again after changes) takes at most this share of the page's time: after a
 * search of 200 ms the next waits 1.8 s. A search the user asked for by clicking does not count.
 */
const MAX_SHARE = 0.1;

/**
 * The list found for the panel's column template (`elements`: its candidates' elements): the panel asks for it ahead
 * ("ahead"), while the user looks at the panel, and the click on "Find tables" takes it. Any change to the document
 * or the window's size marks it `changed`; while the panel is open (it asked within WANTED_MS) it is found again once
 * the page is quiet, so that a click a moment after a change still takes a list found ahead (decision 147). A click
 * before that shows the changed list at once while the panel asks for a new one (`quick`, decision 150).
 */
let kept: { template: string; found: Found; elements: Element[]; changed: boolean } | undefined;
let wantedUntil = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let firstChange = 0;
/** The last background search: when it ended and how long it took. */
let lastFind = { end: 0, took: 0 };
/** The first search again after the panel asked is not held back by MAX_SHARE (a page that changed once, then rests). */
let firstAgain = true;

/** The panel asked: the list is kept up to date WANTED_MS more, and the next search again is not held back. */
function askedNow(): void {
  wantedUntil = Date.now() + WANTED_MS;
  firstAgain = true;
}

/** True for the mutations of our own highlight box (appended to the page while the user hovers the list). */
const ownHighlight = (record: MutationRecord): boolean =>
  record.type === 'childList' &&
  [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].every((n) => n instanceof Element && n.hasAttribute(HIGHLIGHT_HOST_ATTRIBUTE));

const observer = new MutationObserver((records) => {
  if (!records.every(ownHighlight)) changed();
});

function stop(): void {
  kept = undefined;
  observer.disconnect();
  removeEventListener('resize', changed);
  clearTimeout(timer);
  timer = undefined;
}

function changed(): void {
  if (!kept) return;
  kept.changed = true;
  const now = Date.now();
  if (now > wantedUntil) return stop();
  if (timer === undefined) firstChange = now;
  clearTimeout(timer);
  const quiet = Math.min(QUIET_MS, Math.max(0, firstChange + MAX_WAIT_MS - now));
  const share = firstAgain ? 0 : lastFind.end + lastFind.took / MAX_SHARE - lastFind.took - now;
  timer = setTimeout(findAgain, Math.max(quiet, share));
}

function findAgain(): void {
  timer = undefined;
  requestIdleCallback(
    () => {
      if (!kept?.changed || Date.now() > wantedUntil) return;
      const elements: Element[] = [];
      kept = { template: kept.template, found: inBackground(document, kept.template, elements), elements, changed: false };
      firstAgain = false;
    },
    { timeout: 1000 },
  );
}

function inBackground(doc: Document, columnTemplate: string, elements: Element[]): Found {
  const start = performance.now();
  const found = findInPage(doc, columnTemplate, elements);
  lastFind = { end: Date.now(), took: performance.now() - start };
  return found;
}

/** The list as the page is now: the one kept when the page has not changed since, else found now. */
function find(doc: Document, columnTemplate: string, background = false): Found {
  askedNow();
  if (kept?.template === columnTemplate && !kept.changed) return kept.found;
  stop();
  const elements: Element[] = [];
  const found = background ? inBackground(doc, columnTemplate, elements) : findInPage(doc, columnTemplate, elements);
  kept = { template: columnTemplate, found, elements, changed: false };
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('resize', changed);
  return found;
}

/** Finds the list when the page is idle, for a click to come; keeps it up to date while the panel keeps asking. */
function ahead(doc: Document, columnTemplate: string): void {
  askedNow();
  // A list kept, or one to be found again once the page is quiet, needs nothing more.
  if (kept?.template === columnTemplate && (!kept.changed || timer !== undefined)) return;
  requestIdleCallback(() => void find(doc, columnTemplate, true), { timeout: 1000 });
}

/**
 * For the click on "Find tables": the kept list at once, also when the page changed since it was found (`changed`:
 * entries placed where their elements are now, those gone dropped; the panel shows it and asks `find` for the list as
 * the page is now). A search the page's changes cut short would otherwise make the user wait for the whole search.
 */
function quick(doc: Document, columnTemplate: string): { found: Found; changed: boolean } {
  if (kept?.template === columnTemplate && kept.changed) {
    askedNow();
    return { found: foundWhereNow(kept.found, kept.elements), changed: true };
  }
  return { found: find(doc, columnTemplate), changed: false };
}

Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPage'), { value: find, configurable: true });
Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPageAhead'), { value: ahead, configurable: true });
Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPageQuick'), { value: quick, configurable: true });
