import browser from 'webextension-polyfill';
// CRXJS builds the content script for chrome.scripting and gives its built file name (`?script&iife`: one self-contained file, so no chunk has to be web-accessible to pages).
import contentScriptFile from '../content/content-script.ts?script&iife';

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
