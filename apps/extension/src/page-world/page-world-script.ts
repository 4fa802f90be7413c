// Injected with chrome.scripting into the page's own (main) world of the top frame (src/platform/scripting.ts): it
// only defines the functions that find the page's table candidates there, on the click or ahead of it. It has no
// extension APIs and answers through executeScript's result; the page may see or replace them, which changes only
// what they find on that page (decision 139).
import { findInPage } from '../features/pick/page-world';

type Found = ReturnType<typeof findInPage>;

/**
 * The last list found, kept while the page stays as it was: the panel asks for it ahead ("ahead"), while the user
 * looks at the panel, and the click on "Find tables" then takes it. Any change to the document or the window's size
 * drops it (the observer stops at the first change: nothing is paid on a page that keeps changing).
 */
let kept: { template: string; found: Found } | undefined;
const forget = (): void => {
  kept = undefined;
  observer.disconnect();
  removeEventListener('resize', forget);
};
const observer = new MutationObserver(forget);

function find(doc: Document, columnTemplate: string): Found {
  if (kept?.template === columnTemplate) return kept.found;
  forget();
  const found = findInPage(doc, columnTemplate);
  kept = { template: columnTemplate, found };
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('resize', forget);
  return found;
}

/** Finds the list when the page is idle, for a click to come. */
function ahead(doc: Document, columnTemplate: string): void {
  requestIdleCallback(() => void find(doc, columnTemplate), { timeout: 1000 });
}

Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPage'), { value: find, configurable: true });
Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPageAhead'), { value: ahead, configurable: true });
