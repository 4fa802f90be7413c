// Injected with chrome.scripting into the page's own (main) world of the top frame (src/platform/scripting.ts): it
// only defines the functions that find the page's table candidates there, on the click or ahead of it. It has no
// extension APIs and answers through executeScript's result; the page may see or replace them, which changes only
// what they find on that page (decision 139).
import { findInPage, HIGHLIGHT_HOST_ATTRIBUTE } from '../features/pick/page-world';

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
 * The list found for the panel's column template, while the page stays as it was: the panel asks for it ahead
 * ("ahead"), while the user looks at the panel, and the click on "Find tables" takes it. Any change to the document
 * or the window's size drops it (`found` undefined); while the panel is open (it asked within WANTED_MS) it is found
 * again once the page is quiet, so that a click a moment after a change still takes a list found ahead (decision 147).
 */
let kept: { template: string; found: Found | undefined } | undefined;
let wantedUntil = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let firstChange = 0;
/** The last background search: when it ended and how long it took. */
let lastFind = { end: 0, took: 0 };
/** The first search again after the panel asked is not held back by MAX_SHARE (a page that changed once, then rests). */
let firstAgain = true;

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
  kept.found = undefined;
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
      if (!kept || kept.found || Date.now() > wantedUntil) return;
      kept.found = inBackground(document, kept.template);
      firstAgain = false;
    },
    { timeout: 1000 },
  );
}

function inBackground(doc: Document, columnTemplate: string): Found {
  const start = performance.now();
  const found = findInPage(doc, columnTemplate);
  lastFind = { end: Date.now(), took: performance.now() - start };
  return found;
}

function find(doc: Document, columnTemplate: string, background = false): Found {
  wantedUntil = Date.now() + WANTED_MS;
  firstAgain = true;
  if (kept?.template === columnTemplate && kept.found) return kept.found;
  stop();
  const found = background ? inBackground(doc, columnTemplate) : findInPage(doc, columnTemplate);
  kept = { template: columnTemplate, found };
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('resize', changed);
  return found;
}

/** Finds the list when the page is idle, for a click to come; keeps it up to date while the panel keeps asking. */
function ahead(doc: Document, columnTemplate: string): void {
  wantedUntil = Date.now() + WANTED_MS;
  firstAgain = true;
  // A list kept, or one to be found again once the page is quiet, needs nothing more.
  if (kept?.template === columnTemplate && (kept.found || timer !== undefined)) return;
  requestIdleCallback(() => void find(doc, columnTemplate, true), { timeout: 1000 });
}

Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPage'), { value: find, configurable: true });
Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPageAhead'), { value: ahead, configurable: true });
