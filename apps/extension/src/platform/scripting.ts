import browser from 'webextension-polyfill';
// CRXJS builds the content script for chrome.scripting and gives its built file name (`?script&iife`: one self-contained file, so no chunk has to be web-accessible to pages).
import contentScriptFile from '../content/content-script.ts?script&iife';
import pageWorldScriptFile from '../page-world/page-world-script.ts?script&iife';

/**
 * Injects the content script into a tab on demand: every frame the extension may script (same-origin frames can
 * hold the table), else the top frame alone. The content entry starts once per frame, so injecting again is harmless.
 * Rejects where the extension has no access (chrome://, the Web Store, a tab without the activeTab grant).
 */
export async function injectContentScript(tabId: number): Promise<void> {
  try {
    // The polyfill forwards scripting unwrapped to chrome.scripting, which returns a Promise in MV3.
    await browser.scripting.executeScript({ target: { tabId, allFrames: true }, files: [contentScriptFile] });
  } catch (error) {
    // A frame the grant does not cover (another origin) can fail the all-frames call; the top frame still serves.
    await browser.scripting.executeScript({ target: { tabId }, files: [contentScriptFile] }).catch(() => {
      throw error;
    });
  }
}

const FIND_IN_PAGE = 'tablecrawler.findInPage';
const FIND_IN_PAGE_AHEAD = 'tablecrawler.findInPageAhead';
const FIND_IN_PAGE_QUICK = 'tablecrawler.findInPageQuick';

/** Loads the page-world script into the top frame's own world (it only defines functions). */
async function loadPageWorld(tabId: number): Promise<void> {
  await chrome.scripting.executeScript({ target: { tabId }, world: 'MAIN', files: [pageWorldScriptFile] });
}

/** Calls the page-world function `key` in the top frame's own world with its answer; undefined when the page lacks it. */
async function callPageWorld(tabId: number, key: string, args: [columnTemplate: string]): Promise<{ answer: unknown } | undefined> {
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    world: 'MAIN',
    args: [key, ...args],
    func: (name: string, columnTemplate: string) => {
      const fn = (globalThis as unknown as Record<symbol, ((doc: Document, template: string) => unknown) | undefined>)[Symbol.for(name)];
      return fn ? { answer: fn(document, columnTemplate) ?? null } : null;
    },
  });
  return (frame?.result as { answer: unknown } | null | undefined) ?? undefined;
}

/** Calls `key`, loading the page-world script first when the page does not have it (a new page). */
async function inPageWorld(tabId: number, key: string, args: [columnTemplate: string]): Promise<unknown> {
  let called = await callPageWorld(tabId, key, args);
  if (!called) {
    await loadPageWorld(tabId);
    called = await callPageWorld(tabId, key, args);
  }
  return called?.answer;
}

/**
 * Runs the page-world script's find in the top frame's own world (see src/page-world). The result is the page's
 * data, unchecked: the receiver validates it.
 */
export const findInPageWorld = (tabId: number, args: [columnTemplate: string]): Promise<unknown> => inPageWorld(tabId, FIND_IN_PAGE, args);

/** As findInPageWorld, but a list kept from before the page last changed answers at once, marked `changed` (unchecked, as there). */
export const findInPageWorldQuick = (tabId: number, args: [columnTemplate: string]): Promise<unknown> => inPageWorld(tabId, FIND_IN_PAGE_QUICK, args);

/** Has the page-world script find the list when the page is idle, so that a click on "Find tables" takes it. */
export const findInPageWorldAhead = async (tabId: number, args: [columnTemplate: string]): Promise<void> => void (await inPageWorld(tabId, FIND_IN_PAGE_AHEAD, args));

/**
 * Clicks the element carrying `attribute` in the page's own (main) world of every frame: a `javascript:` link runs
 * only there, not from the content script's isolated world. The attribute is removed once clicked.
 */
export async function clickMarkedInPage(tabId: number, attribute: string): Promise<void> {
  await browser.scripting.executeScript({
    target: { tabId, allFrames: true },
    world: 'MAIN',
    args: [attribute],
    func: (mark: string) => {
      const element = document.querySelector(`[${mark}]`);
      if (!element) return false;
      element.removeAttribute(mark);
      (element as HTMLElement).click();
      return true;
    },
  });
}

const CRAWL_SCRIPT_ID = 'crawl-pages';

/**
 * Has Chrome inject the content script into every page of `origin` as it loads (document_end, all frames) until
 * `unregisterCrawlScript`: a crawl's next page then has its script before the load completes, compiled once, instead
 * of an executeScript round trip after each load. Only for an origin the user granted for the crawl.
 */
export async function registerCrawlScript(origin: string): Promise<void> {
  const script = { id: CRAWL_SCRIPT_ID, matches: [`${origin}/*`], js: [contentScriptFile], allFrames: true, runAt: 'document_end' as const, persistAcrossSessions: false };
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [CRAWL_SCRIPT_ID] });
  if (existing.length > 0) await chrome.scripting.updateContentScripts([script]);
  else await chrome.scripting.registerContentScripts([script]);
}

export async function unregisterCrawlScript(): Promise<void> {
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [CRAWL_SCRIPT_ID] });
  if (existing.length > 0) await chrome.scripting.unregisterContentScripts({ ids: [CRAWL_SCRIPT_ID] });
}
