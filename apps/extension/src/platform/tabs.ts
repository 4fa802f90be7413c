import browser, { type Tabs } from 'webextension-polyfill';

export interface TabInfo {
  id: number;
  /** Optional in the WebExtension API types; Chrome always sets it. */
  windowId?: number;
  url?: string;
  title?: string;
}

const toTabInfo = (tab: Tabs.Tab | undefined): TabInfo | undefined =>
  tab?.id === undefined ? undefined : { id: tab.id, windowId: tab.windowId, url: tab.url, title: tab.title };

export async function getTab(tabId: number): Promise<TabInfo | undefined> {
  try {
    return toTabInfo(await browser.tabs.get(tabId));
  } catch {
    return undefined;
  }
}

/** The active tab of the window this page belongs to (for the side panel: the page beside it). */
export async function activeTabOfCurrentWindow(): Promise<TabInfo | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return toTabInfo(tab);
}

export const TAB_CHANGES = { ACTIVATED: 'activated', LOADED: 'loaded' } as const;
export type TabChange = (typeof TAB_CHANGES)[keyof typeof TAB_CHANGES];

/** Reports tab activation and finished loads until `signal` aborts. */
export function watchTabs(listener: (change: TabChange, tabId: number, windowId?: number) => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  const onActivated = (info: Tabs.OnActivatedActiveInfoType): void => listener(TAB_CHANGES.ACTIVATED, info.tabId, info.windowId);
  const onUpdated = (tabId: number, change: Tabs.OnUpdatedChangeInfoType, tab: Tabs.Tab): void => {
    if (change.status === 'complete') listener(TAB_CHANGES.LOADED, tabId, tab.windowId);
  };
  browser.tabs.onActivated.addListener(onActivated);
  browser.tabs.onUpdated.addListener(onUpdated);
  signal.addEventListener(
    'abort',
    () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
    },
    { once: true },
  );
}

/** The id of the window this page belongs to. */
export async function currentWindowId(): Promise<number | undefined> {
  return (await browser.windows.getCurrent()).id;
}

/** Rejects when a tab has not finished loading in time. */
export class TabLoadTimeoutError extends Error {
  override readonly name = 'TabLoadTimeoutError';
}

function waitForTab(tabId: number, accept: (change: Tabs.OnUpdatedChangeInfoType) => boolean, signal: AbortSignal, timeoutMs?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve();
    const done = new AbortController();
    const finish = (error?: Error): void => {
      done.abort();
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.tabs.onRemoved.removeListener(onRemoved);
      if (error) reject(error);
      else resolve();
    };
    const onUpdated = (id: number, change: Tabs.OnUpdatedChangeInfoType): void => {
      if (id === tabId && accept(change)) finish();
    };
    const onRemoved = (id: number): void => {
      if (id === tabId) finish(new Error(`No tab with id: ${tabId} (the tab was closed)`));
    };
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.tabs.onRemoved.addListener(onRemoved);
    signal.addEventListener('abort', () => finish(), { once: true, signal: done.signal });
    if (timeoutMs !== undefined) {
      const timer = setTimeout(() => finish(new TabLoadTimeoutError(`the page did not finish loading within ${timeoutMs} ms`)), timeoutMs);
      done.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }
  });
}

/** Resolves when the tab starts loading another document; resolves silently when `signal` aborts. */
export function tabNavigationStarted(tabId: number, signal: AbortSignal): Promise<void> {
  return waitForTab(tabId, (change) => change.status === 'loading', signal).catch(() => undefined);
}

/** Resolves when the tab's document has finished loading (at once if it already has); rejects on timeout or when the tab closes. */
export async function tabLoaded(tabId: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const local = new AbortController();
  signal.addEventListener('abort', () => local.abort(), { once: true });
  // Listen first, then look: a load that completes in between is not missed.
  const waiting = waitForTab(tabId, (change) => change.status === 'complete', local.signal, timeoutMs);
  const tab = await browser.tabs.get(tabId);
  if (tab.status === 'complete') local.abort();
  return waiting;
}

/** Loads `url` in the tab and resolves once it has finished loading. */
export async function loadInTab(tabId: number, url: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const loaded = waitForTab(tabId, (change) => change.status === 'complete', signal, timeoutMs);
  await browser.tabs.update(tabId, { url });
  return loaded;
}

export async function tabExists(tabId: number): Promise<boolean> {
  return (await getTab(tabId)) !== undefined;
}
