import { requestResult, sharedConnection, transact } from '../../../platform/idb';
import type { CollectedRow, CollectedTable } from '../../table';
import type { CrawlRecord } from '../model/crawl-record';

/**
 * Where a crawl lives while and after it runs: IndexedDB (not storage.session, whose 10 MB a large crawl passes).
 * `crawls` holds one record per crawl (target and machine state), written after every transition; `pages` holds each
 * finished page's new rows under [crawlId, page]. The service worker writes; the panel reads the rows for preview
 * and export (same extension origin).
 */
export interface CrawlStore {
  saveCrawl(record: CrawlRecord): Promise<void>;
  /**
   * Writes a page's rows (with the row keys the page added to the state's `seen`) and the crawl's state in one
   * transaction: a restarted worker never sees one without the other.
   */
  savePage(record: CrawlRecord, page: number, rows: CollectedRow[], keys?: string[]): Promise<void>;
  /** The most recently started crawl. */
  latestCrawl(): Promise<CrawlRecord | undefined>;
  /**
   * The most recently started crawl without its row keys (`state.seen` empty): what a status display needs, read
   * without deserialising every stored page (a 100,000-row crawl's pages, every second, on the panel's main thread).
   */
  latestCrawlStatus(): Promise<CrawlRecord | undefined>;
  getCrawl(id: string): Promise<CrawlRecord | undefined>;
  /** Every row collected so far, page by page, under the crawl's columns. */
  readTable(id: string): Promise<CollectedTable>;
  /** The rows of pages after `afterPage` (for a preview that grows page by page without re-reading what it has). */
  readPagesAfter(id: string, afterPage: number): Promise<{ columns: string[]; rows: CollectedRow[]; lastPage: number }>;
  /** Removes a crawl and its rows. */
  remove(id: string): Promise<void>;
  /** Removes crawls other than `keep` (only the latest is kept, so storage does not grow crawl after crawl). */
  removeOthers(keep: string): Promise<void>;
}

const CRAWLS = 'crawls';
const PAGES = 'pages';

export const CRAWL_DB = {
  name: 'tablecrawler-crawl',
  version: 1,
  upgrade(db: IDBDatabase): void {
    if (!db.objectStoreNames.contains(CRAWLS)) db.createObjectStore(CRAWLS, { keyPath: 'id' }).createIndex('startedAt', 'startedAt');
    if (!db.objectStoreNames.contains(PAGES)) db.createObjectStore(PAGES, { keyPath: ['crawlId', 'page'] });
  },
};

interface PageRecord {
  crawlId: string;
  page: number;
  rows: CollectedRow[];
  /** Row keys this page added to the crawl state's `seen`. */
  keys?: string[];
}

// `seen` grows with every row (100,000 keys in a large crawl): stored once, with the page that added each key, not
// again with the state after every transition; reading a crawl puts it back together.
const withoutSeen = (record: CrawlRecord): CrawlRecord => ({ ...record, state: { ...record.state, seen: [] } });
const withSeen = (record: CrawlRecord, pages: PageRecord[]): CrawlRecord => ({
  ...record,
  state: { ...record.state, seen: record.state.seen.concat(...pages.map((p) => p.keys ?? [])) },
});

export interface CrawlStoreOptions {
  /** Default globalThis.indexedDB / IDBKeyRange (tests pass fake-indexeddb's). */
  factory?: IDBFactory;
  keyRange?: typeof IDBKeyRange;
}

export function createCrawlStore(options: CrawlStoreOptions = {}): CrawlStore {
  const factory = options.factory ?? globalThis.indexedDB;
  const keyRange = options.keyRange ?? globalThis.IDBKeyRange;
  const db = sharedConnection(CRAWL_DB, factory);
  const pagesOf = (id: string): IDBKeyRange => keyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);
  return {
    async saveCrawl(record) {
      await transact(await db(), [CRAWLS], 'readwrite', (tx) => void tx.objectStore(CRAWLS).put(withoutSeen(record)));
    },
    async savePage(record, page, rows, keys = []) {
      const value: PageRecord = { crawlId: record.id, page, rows, keys };
      await transact(await db(), [CRAWLS, PAGES], 'readwrite', (tx) => {
        tx.objectStore(PAGES).put(value);
        tx.objectStore(CRAWLS).put(withoutSeen(record));
      });
    },
    async latestCrawl() {
      return transact(await db(), [CRAWLS, PAGES], 'readonly', async (tx) => {
        const cursor = await requestResult(tx.objectStore(CRAWLS).index('startedAt').openCursor(null, 'prev'));
        const record = cursor?.value as CrawlRecord | undefined;
        if (!record) return undefined;
        return withSeen(record, (await requestResult(tx.objectStore(PAGES).getAll(pagesOf(record.id)))) as PageRecord[]);
      });
    },
    async latestCrawlStatus() {
      return transact(await db(), [CRAWLS], 'readonly', async (tx) => {
        const cursor = await requestResult(tx.objectStore(CRAWLS).index('startedAt').openCursor(null, 'prev'));
        return cursor?.value as CrawlRecord | undefined;
      });
    },
    async getCrawl(id) {
      return transact(await db(), [CRAWLS, PAGES], 'readonly', async (tx) => {
        const record = (await requestResult(tx.objectStore(CRAWLS).get(id))) as CrawlRecord | undefined;
        if (!record) return undefined;
        return withSeen(record, (await requestResult(tx.objectStore(PAGES).getAll(pagesOf(id)))) as PageRecord[]);
      });
    },
    async readTable(id) {
      return transact(await db(), [CRAWLS, PAGES], 'readonly', async (tx) => {
        const record = (await requestResult(tx.objectStore(CRAWLS).get(id))) as CrawlRecord | undefined;
        const pages = (await requestResult(tx.objectStore(PAGES).getAll(pagesOf(id)))) as PageRecord[];
        return { columns: record?.state.columns ?? [], rows: pages.flatMap((p) => p.rows) };
      });
    },
    async readPagesAfter(id, afterPage) {
      return transact(await db(), [CRAWLS, PAGES], 'readonly', async (tx) => {
        const record = (await requestResult(tx.objectStore(CRAWLS).get(id))) as CrawlRecord | undefined;
        const pages = (await requestResult(tx.objectStore(PAGES).getAll(keyRange.bound([id, afterPage + 1], [id, Number.MAX_SAFE_INTEGER])))) as PageRecord[];
        return { columns: record?.state.columns ?? [], rows: pages.flatMap((p) => p.rows), lastPage: pages.at(-1)?.page ?? afterPage };
      });
    },
    async remove(id) {
      await transact(await db(), [CRAWLS, PAGES], 'readwrite', (tx) => {
        tx.objectStore(CRAWLS).delete(id);
        tx.objectStore(PAGES).delete(pagesOf(id));
      });
    },
    async removeOthers(keep) {
      await transact(await db(), [CRAWLS, PAGES], 'readwrite', async (tx) => {
        const ids = (await requestResult(tx.objectStore(CRAWLS).getAllKeys())) as string[];
        for (const id of ids) {
          if (id === keep) continue;
          tx.objectStore(CRAWLS).delete(id);
          tx.objectStore(PAGES).delete(pagesOf(id));
        }
      });
    },
  };
}
