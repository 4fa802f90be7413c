import browser from 'webextension-polyfill';

/** Runs `task` on install, update and reload of the extension; failures are logged, never thrown into the browser. */
export function onInstalled(task: (reason: string) => Promise<void> | void): void {
  browser.runtime.onInstalled.addListener((details) => {
    void Promise.resolve()
      .then(() => task(details.reason))
      .catch((error: unknown) => console.error('[install] task failed', error));
  });
}

/** Makes the toolbar button open the side panel; Chrome persists the behaviour per install. */
export async function openPanelOnActionClick(): Promise<void> {
  // sidePanel is Chrome-only: neither the polyfill nor its (Firefox-derived) types know it. Chrome's own API returns a Promise.
  await chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
}
