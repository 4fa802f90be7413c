// Injected with chrome.scripting into the page's own (main) world of the top frame (src/platform/scripting.ts): it
// only defines the function that finds the page's table candidates there. It has no extension APIs and answers
// through executeScript's result; the page may see or replace the function, which changes only what it finds on
// that page (decision 139).
import { findInPage } from '../features/pick/page-world';

Object.defineProperty(globalThis, Symbol.for('tablecrawler.findInPage'), { value: findInPage, configurable: true });
