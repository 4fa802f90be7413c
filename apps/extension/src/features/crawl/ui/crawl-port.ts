import { createMessenger } from '../../../messaging';
import { extensionMessageTransport } from '../../../platform/messaging';
import { requestOrigin } from '../../../platform/permissions';
import { injectContentScript } from '../../../platform/scripting';
import type { CollectedRow, TableFingerprint } from '../../table';
import type { CrawlSnapshot, CrawlStartRequest } from '../messages';
import { toSnapshot } from '../model/crawl-snapshot';
import { createCrawlStore } from '../store/crawl-store';

/** What the crawl UI needs from the extension. */
export interface CrawlPort {
  /** The chosen candidate's fingerprint and the page URL. */
  fingerprint(tabId: number, candidateId: number): Promise<{ url: string; fingerprint: TableFingerprint }>;
  /** Lets the user click the page's next control; its selector and label, or null (Esc). */
  teach(tabId: number): Promise<{ selector: string; label: string } | null>;
  /** The pass gate's answer before anything is asked or started; rejects like start when refused. */
  check(request: CrawlStartRequest): Promise<void>;
  /** Asks for the crawled origin's host permission; call from the click (it needs the user's gesture). */
  requestAccess(url: string): Promise<boolean>;
  start(request: CrawlStartRequest): Promise<CrawlSnapshot>;
  control(action: 'pause' | 'resume' | 'stop'): Promise<CrawlSnapshot | null>;
  status(): Promise<CrawlSnapshot | null>;
  /** The latest crawl as stored in IndexedDB (read without waking the service worker), or null. */
  latest(): Promise<CrawlSnapshot | null>;
  /** Forgets the crawl and deletes its stored rows (the service worker stops it first if it runs). */
  dismiss(crawlId: string): Promise<void>;
  /** The merged rows of the pages after `afterPage` (IndexedDB, written by the service worker), and the last page read. */
  readPagesAfter(crawlId: string, afterPage: number): Promise<{ columns: string[]; rows: CollectedRow[]; lastPage: number }>;
}

/** CrawlPort over the extension: messages to the worker and the tab, permissions, the crawl store. */
export function createExtensionCrawlPort(): CrawlPort {
  const messenger = createMessenger(extensionMessageTransport);
  const store = createCrawlStore();
  return {
    async fingerprint(tabId, candidateId) {
      await injectContentScript(tabId);
      return messenger.sendToTab(tabId, 'crawl.fingerprint', { candidateId });
    },
    teach: (tabId) => messenger.sendToTab(tabId, 'crawl.teach', {}),
    check: async (request) => void (await messenger.send('crawl.check', request)),
    requestAccess: (url) => requestOrigin(url),
    start: (request) => messenger.send('crawl.start', request),
    control: (action) => messenger.send('crawl.control', { action }),
    status: () => messenger.send('crawl.status', {}),
    async latest() {
      const record = await store.latestCrawlStatus();
      return record ? toSnapshot(record, Date.now()) : null;
    },
    dismiss: async (crawlId) => void (await messenger.send('crawl.dismiss', { id: crawlId })),
    readPagesAfter: (crawlId, afterPage) => store.readPagesAfter(crawlId, afterPage),
  };
}
