import { createMessenger } from '../../../messaging';
import { clearAlarm, onAlarm, startRepeatingAlarm } from '../../../platform/alarms';
import { extensionMessageTransport } from '../../../platform/messaging';
import { clickMarkedInPage, injectContentScript, registerCrawlScript, unregisterCrawlScript } from '../../../platform/scripting';
import { CLICK_MARK } from '../content/page-steps';
import { getTab, loadInTab, TabLoadTimeoutError, tabExists, tabLoaded, tabNavigationStarted } from '../../../platform/tabs';
import type { CollectedTable } from '../../table';
import { createCrawlStore } from '../store/crawl-store';
import { createCrawlHandlers, type CrawlHandlers } from './crawl-handlers';
import { createCrawlRunner, PageUnreadableError, TabTimeoutError, type CrawlFinishedPort, type CrawlGate, type CrawlRunner, type CrawlTabPort } from './crawl-runner';

const WATCHDOG_ALARM = 'crawl.watchdog';

const asTimeout = (error: unknown): unknown => (error instanceof TabLoadTimeoutError ? new TabTimeoutError(error.message) : error);

// Chrome's words when scripting is refused: "Frame with ID 0 is showing error page" (a page that did not load, on an
// origin the crawl may read) and "Cannot access contents of the page…" (any page of an origin it may not read, Chrome's
// error page for an unknown host included). Reading them needs no permission, where webNavigation.onErrorOccurred would.
const UNREADABLE = /showing error page|Cannot access contents of|must request permission to access/i;
const asUnreadable = (error: unknown): unknown =>
  error instanceof Error && UNREADABLE.test(error.message)
    ? new PageUnreadableError(/showing error page/i.test(error.message) ? 'the page did not load (Chrome showed its error page)' : 'the page did not load or is on another site, which the crawl may not read')
    : error;

/** The runner's tab port over the extension APIs (scripting, tabs, messaging to the content script). */
function chromeTabPort(): CrawlTabPort {
  const messenger = createMessenger(extensionMessageTransport);
  return {
    inject: (tabId) => injectContentScript(tabId).catch((error: unknown) => Promise.reject(asUnreadable(error))),
    read: (tabId, query) => messenger.sendToTab(tabId, 'crawl.read', query),
    advance: (tabId, query) => messenger.sendToTab(tabId, 'crawl.advance', query),
    clickMarked: (tabId) => clickMarkedInPage(tabId, CLICK_MARK),
    settle: (tabId) => messenger.sendToTab(tabId, 'crawl.settle', {}),
    load: (tabId, url, timeoutMs, signal) => loadInTab(tabId, url, timeoutMs, signal).catch((error: unknown) => Promise.reject(asTimeout(error))),
    navigationStarted: (tabId, signal) => tabNavigationStarted(tabId, signal),
    loaded: (tabId, timeoutMs, signal) => tabLoaded(tabId, timeoutMs, signal).catch((error: unknown) => Promise.reject(asTimeout(error))),
    exists: (tabId) => tabExists(tabId),
    prepare: (url) => registerCrawlScript(new URL(url).origin),
    release: () => unregisterCrawlScript(),
    url: async (tabId) => (await getTab(tabId))?.url,
  };
}

/** A finished crawl's rows under its columns (IndexedDB), for what is done with it afterwards (the upload's file). */
export function readCrawlTable(crawlId: string): Promise<CollectedTable> {
  return createCrawlStore().readTable(crawlId);
}

export interface CrawlWorkerOptions {
  /** Issue 12: the pass check before a crawl starts. */
  gate?: CrawlGate;
  /** Issue 12: what happens with a finished crawl (upload). */
  onFinished?: CrawlFinishedPort;
}

/**
 * The crawl in the service worker: the runner over IndexedDB and the tab adapters, a watchdog alarm while a crawl
 * runs, and resuming at worker start. Call at the top level of the worker entry (the alarm listener must be registered
 * synchronously).
 */
export function startCrawlWorker(options: CrawlWorkerOptions = {}): { runner: CrawlRunner; handlers: CrawlHandlers } {
  const runner = createCrawlRunner({
    store: createCrawlStore(),
    tab: chromeTabPort(),
    keepAlive: { start: () => startRepeatingAlarm(WATCHDOG_ALARM, 0.5), stop: () => clearAlarm(WATCHDOG_ALARM) },
    ...options,
  });
  const resume = (): void => void runner.restore().catch((error: unknown) => console.error('[crawl] resume failed', error));
  onAlarm(WATCHDOG_ALARM, resume);
  resume();
  return {
    runner,
    handlers: createCrawlHandlers(runner),
  };
}
