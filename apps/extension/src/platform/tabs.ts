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
