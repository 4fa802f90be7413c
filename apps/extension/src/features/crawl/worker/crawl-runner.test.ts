import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { MESSAGING_ERROR_CODES, MessagingError } from '../../../messaging';
import type { AdvanceResult, CrawlStartRequest, PageReadResult } from '../messages';
import { DEFAULT_CONDITIONS } from '../model/crawl-machine';
import { openDatabase, requestResult, transact } from '../../../platform/idb';
import type { CrawlRecord } from '../model/crawl-record';
import { CRAWL_DB, createCrawlStore, type CrawlStore } from '../store/crawl-store';
import { createCrawlRunner, PageUnreadableError, TabTimeoutError, type CrawlTabPort } from './crawl-runner';

/** A site of numbered pages with a next link, as the content script would report it; `failures` answers HTTP errors first. */
function site(pages: string[][][], options: { failures?: Record<string, number[]> } = {}) {
  let url = 'https://shop.test/list?page=1';
  const loads: string[] = [];
  const failures = new Map(Object.entries(options.failures ?? {}).map(([u, codes]) => [u, [...codes]]));
  let status = 200;
  const pageOf = (u: string): number => Number(new URL(u).searchParams.get('page'));
  const tab: CrawlTabPort = {
    inject: async () => undefined,
    read: async (): Promise<PageReadResult> => {
      const n = pageOf(url);
      if (status >= 400) return { found: false, url, httpStatus: status };
      const rows = pages[n - 1] ?? [];
      return {
        found: true,
        url,
        httpStatus: 200,
        mode: 'next',
        next: n < pages.length ? { kind: 'available' } : { kind: 'missing' },
        table: { columns: ['Name', 'Price'], rows: rows.map((text) => ({ text })) },
        signature: `p${n}`,
      };
    },
    advance: async (): Promise<AdvanceResult> => ({ kind: 'navigate', url: `https://shop.test/list?page=${pageOf(url) + 1}` }),
    load: async (_tabId, next) => {
      loads.push(next);
      url = next;
      status = failures.get(next)?.shift() ?? 200;
    },
    clickMarked: async () => undefined,
    settle: async () => ({ kind: 'unchanged' }),
    navigationStarted: () => new Promise<void>(() => undefined),
    loaded: async () => undefined,
    exists: async () => true,
    url: async () => url,
  };
  return { tab, loads, at: () => url };
}

const request = (maxPages: number | null = null): CrawlStartRequest => ({
  tabId: 4,
  target: { url: 'https://shop.test/list?page=1', fingerprint: { kind: 'table', headers: ['Name', 'Price'], columns: 2, index: 0, path: 'body>table' }, mode: 'auto', nextSelector: null, urlPattern: null },
  conditions: { ...DEFAULT_CONDITIONS, maxPages, delayMs: 1, jitterMs: 0, backoffMs: 1 },
});

const pagesOf = (n: number, per = 3): string[][][] => Array.from({ length: n }, (_, p) => Array.from({ length: per }, (_, r) => [`item ${p * per + r}`, String(r)]));

let store: CrawlStore;
beforeEach(() => {
  store = createCrawlStore({ factory: new IDBFactory(), keyRange: IDBKeyRange });
});

describe('crawl runner', () => {
  it('crawls every page into IndexedDB and stops when next is missing', async () => {
    const { tab, loads } = site(pagesOf(5));
    const runner = createCrawlRunner({ store, tab });
    const started = await runner.start(request());
    expect(started.status).toBe('running');
    await runner.idle();
    const status = await runner.status();
    expect(status).toMatchObject({ status: 'finished', stopReason: 'next-missing', pagesDone: 5, rowCount: 15, mode: 'next' });
    expect(loads).toHaveLength(4);
    const table = await store.readTable(status?.id ?? '');
    expect(table.columns).toEqual(['Name', 'Price']);
    expect(table.rows.map((r) => r.text[0])).toEqual(Array.from({ length: 15 }, (_, i) => `item ${i}`));
    const later = await store.readPagesAfter(status?.id ?? '', 3);
    expect(later).toEqual({ columns: ['Name', 'Price'], rows: table.rows.slice(9), lastPage: 5 });
    expect(await store.readPagesAfter(status?.id ?? '', 5)).toEqual({ columns: ['Name', 'Price'], rows: [], lastPage: 5 });
  });

  it('prepares the crawl\'s pages (content script registered for its origin) at start and releases them at the end, and a failing preparation only logs', async () => {
    const { tab } = site(pagesOf(2));
    const calls: string[] = [];
    const logged: unknown[] = [];
    const runner = createCrawlRunner({
      store,
      tab: { ...tab, prepare: async (url) => void calls.push(`prepare ${url}`), release: async () => void calls.push('release') },
    });
    await runner.start(request());
    await runner.idle();
    expect(calls).toEqual(['prepare https://shop.test/list?page=1', 'release']);
    const fresh = site(pagesOf(2)).tab;
    const failing = createCrawlRunner({ store, tab: { ...fresh, prepare: () => Promise.reject(new Error('no access')) }, logger: { error: (...args: unknown[]) => void logged.push(args) } });
    await failing.start(request());
    await failing.idle();
    expect(await failing.status()).toMatchObject({ status: 'finished', pagesDone: 2 });
    expect(logged).toHaveLength(1);
  });

  it('stores the row keys once, with the page that added them, and reads the crawl back with all of them', async () => {
    const factory = new IDBFactory();
    const own = createCrawlStore({ factory, keyRange: IDBKeyRange });
    const runner = createCrawlRunner({ store: own, tab: site(pagesOf(4)).tab });
    const { id } = await runner.start(request());
    await runner.idle();
    const db = await openDatabase(CRAWL_DB, factory);
    const raw = await transact(db, ['crawls'], 'readonly', async (tx) => (await requestResult(tx.objectStore('crawls').get(id))) as CrawlRecord);
    db.close();
    expect(raw.state.seen).toEqual([]);
    const read = await own.getCrawl(id);
    expect(read?.state.seen).toHaveLength(12);
    expect(new Set(read?.state.seen).size).toBe(12);
    expect((await own.latestCrawl())?.state.seen).toEqual(read?.state.seen);
    // The status read (the panel polls it) leaves the keys out but has the rest of the state.
    const status = await own.latestCrawlStatus();
    expect(status?.id).toBe(id);
    expect(status?.state.seen).toEqual([]);
    expect(status?.state.rowCount).toBe(read?.state.rowCount);
  });

  it('tries a scroll step again when the grid box was scrolled short of its end and drew nothing (stalled), and ends on a plain "unchanged"', async () => {
    const base = site(pagesOf(1)).tab;
    let step = 1;
    const answers: AdvanceResult[] = [{ kind: 'unchanged', stalled: true }, { kind: 'changed' }, { kind: 'unchanged', stalled: true }, { kind: 'changed' }, { kind: 'unchanged' }];
    const tab: CrawlTabPort = {
      ...base,
      read: async (): Promise<PageReadResult> => ({
        found: true,
        url: 'https://shop.test/grid',
        httpStatus: 200,
        mode: 'scroll',
        next: { kind: 'available' },
        table: { columns: ['Name', 'Price'], rows: Array.from({ length: 3 }, (_, r) => ({ text: [`row ${(step - 1) * 3 + r}`, String(r)] })) },
        signature: `s${step}`,
      }),
      advance: async () => {
        const answer = answers.shift() ?? { kind: 'unchanged' };
        if (answer.kind === 'changed') step++;
        return answer;
      },
    };
    const runner = createCrawlRunner({ store, tab });
    await runner.start({ ...request(), target: { ...request().target, mode: 'scroll' } });
    await runner.idle();
    const status = await runner.status();
    expect(status).toMatchObject({ status: 'finished', stopReason: 'no-new-rows', rowCount: 9 });
    const table = await store.readTable(status?.id ?? '');
    expect(table.rows.map((r) => r.text[0])).toEqual(Array.from({ length: 9 }, (_, i) => `row ${i}`));
  });

  it('retries an HTTP 500 by loading the page again, then goes on', async () => {
    const { tab, loads } = site(pagesOf(3), { failures: { 'https://shop.test/list?page=2': [500] } });
    const runner = createCrawlRunner({ store, tab });
    await runner.start(request());
    await runner.idle();
    expect(await runner.status()).toMatchObject({ status: 'finished', pagesDone: 3, rowCount: 9, lastError: null });
    expect(loads.filter((u) => u.endsWith('page=2'))).toHaveLength(2);
  });

  it('fails with the error after the retries, keeping the rows so far', async () => {
    const { tab } = site(pagesOf(3), { failures: { 'https://shop.test/list?page=2': [503, 503, 503, 503] } });
    const runner = createCrawlRunner({ store, tab });
    await runner.start(request());
    await runner.idle();
    const status = await runner.status();
    expect(status).toMatchObject({ status: 'failed', stopReason: 'error', pagesDone: 1, lastError: { kind: 'http', status: 503 } });
    expect((await store.readTable(status?.id ?? '')).rows).toHaveLength(3);
  });

  it('a new worker resumes a crawl from IndexedDB and finishes it with every row once', async () => {
    const first = site(pagesOf(6));
    // The first worker dies while loading page 3: its load never finishes.
    let died: () => void = () => undefined;
    const dead = new Promise<void>((resolve) => (died = resolve));
    const dying: CrawlTabPort = {
      ...first.tab,
      load: (tabId, url, t, s) => {
        if (!url.endsWith('page=3')) return first.tab.load(tabId, url, t, s);
        died();
        return new Promise(() => undefined);
      },
    };
    const before = createCrawlRunner({ store, tab: dying });
    await before.start(request());
    await dead;
    const stored = await store.latestCrawl();
    expect(stored?.state).toMatchObject({ status: 'running', pagesDone: 2 });

    const second = site(pagesOf(6));
    const after = createCrawlRunner({ store, tab: second.tab });
    await after.restore();
    await after.idle();
    const status = await after.status();
    expect(status).toMatchObject({ status: 'finished', pagesDone: 6, rowCount: 18 });
    expect((await store.readTable(status?.id ?? '')).rows.map((r) => r.text[0])).toEqual(Array.from({ length: 18 }, (_, i) => `item ${i}`));
  });

  it('pauses, resumes and stops on request; a timeout is reported as such', async () => {
    const { tab } = site(pagesOf(4));
    const slow: CrawlTabPort = { ...tab, load: () => Promise.reject(new TabTimeoutError('the page did not finish loading within 5 ms')) };
    const runner = createCrawlRunner({ store, tab: slow });
    await runner.start({ ...request(), conditions: { ...request().conditions, retries: 0 } });
    await runner.idle();
    expect(await runner.status()).toMatchObject({ status: 'failed', lastError: { kind: 'timeout' }, pagesDone: 1 });

    const other = createCrawlRunner({ store, tab: site(pagesOf(4)).tab });
    await other.start({ ...request(), conditions: { ...request().conditions, delayMs: 10_000 } });
    await new Promise((r) => setTimeout(r, 20));
    expect(await other.control('pause')).toMatchObject({ status: 'paused', pagesDone: 1 });
    expect(await other.control('resume')).toMatchObject({ status: 'running' });
    expect(await other.control('stop')).toMatchObject({ status: 'finished', stopReason: 'user' });
    await other.idle();
  });

  it('asks the gate before starting and calls the finished port once', async () => {
    const refused = createCrawlRunner({ store, tab: site(pagesOf(1)).tab, gate: async () => ({ ok: false, reason: 'no pass' }) });
    // The panel tells a refusal from a failure by the messaging code.
    await expect(refused.start(request())).rejects.toMatchObject({ name: 'MessagingError', code: 'refused', message: 'no pass' });
    // check() gives the same answer without starting or storing anything (the panel asks it before the permission prompt).
    await expect(refused.check(request())).rejects.toMatchObject({ code: 'refused', message: 'no pass' });
    expect(await refused.status()).toBeNull();
    await expect(createCrawlRunner({ store, tab: site(pagesOf(1)).tab, gate: async () => ({ ok: true }) }).check(request())).resolves.toBeUndefined();
    const finished = jest.fn(async () => undefined);
    const runner = createCrawlRunner({ store, tab: site(pagesOf(2)).tab, gate: async () => ({ ok: true }), onFinished: finished });
    await runner.start(request());
    await runner.idle();
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('injects the content script only when a page has none (a new document), then asks again', async () => {
    const { tab } = site(pagesOf(2));
    let injected = 0;
    let fresh = true;
    const port: CrawlTabPort = {
      ...tab,
      inject: async () => {
        injected += 1;
        fresh = false;
      },
      read: (tabId, query) => (fresh ? Promise.reject(new MessagingError(MESSAGING_ERROR_CODES.NO_RECEIVER, 'Receiving end does not exist')) : tab.read(tabId, query)),
      load: async (tabId, url, t, s) => {
        await tab.load(tabId, url, t, s);
        fresh = true;
      },
    };
    const runner = createCrawlRunner({ store, tab: port });
    await runner.start(request());
    await runner.idle();
    expect(await runner.status()).toMatchObject({ status: 'finished', pagesDone: 2, rowCount: 6 });
    expect(injected).toBe(2);
  });

  it('stops at a closed tab with the rows so far', async () => {
    const { tab } = site(pagesOf(3));
    const closing: CrawlTabPort = { ...tab, load: () => Promise.reject(new Error('No tab with id: 4')), exists: async () => false };
    const runner = createCrawlRunner({ store, tab: closing });
    await runner.start(request());
    await runner.idle();
    expect(await runner.status()).toMatchObject({ status: 'failed', stopReason: 'tab-closed', rowCount: 3 });
  });

  it('retries a next page that shows an error page (no content script can go there), then fails naming it, rows kept', async () => {
    const { tab, loads } = site(pagesOf(3));
    const dead = 'https://shop.test/list?page=2';
    const port: CrawlTabPort = {
      ...tab,
      read: (tabId, query) => (loads.at(-1) === dead ? Promise.reject(new MessagingError(MESSAGING_ERROR_CODES.NO_RECEIVER, 'Receiving end does not exist')) : tab.read(tabId, query)),
      inject: async () => {
        if (loads.at(-1) === dead) throw new PageUnreadableError('the page did not load (Chrome showed its error page)');
      },
    };
    const runner = createCrawlRunner({ store, tab: port });
    await runner.start(request());
    await runner.idle();
    const status = await runner.status();
    expect(status).toMatchObject({ status: 'failed', stopReason: 'error', pagesDone: 1, rowCount: 3, lastError: { kind: 'page-error', url: dead } });
    expect(status?.lastError?.message).toContain(dead);
    // The first try and the three retries each loaded the failing page.
    expect(loads).toEqual([dead, dead, dead, dead]);
    expect((await store.readTable(status?.id ?? '')).rows).toHaveLength(3);
  });
  it('a re-run from a URL loads it first when the tab shows another page, and reads the tab as it is when it shows that page', async () => {
    const elsewhere = site(pagesOf(4));
    await elsewhere.tab.load(4, 'https://shop.test/list?page=3', 1000, new AbortController().signal);
    const runner = createCrawlRunner({ store, tab: elsewhere.tab });
    const { id } = await runner.start({ ...request(2), openUrl: true });
    await runner.idle();
    expect(elsewhere.loads).toEqual(['https://shop.test/list?page=3', 'https://shop.test/list?page=1', 'https://shop.test/list?page=2']);
    expect((await store.readTable(id)).rows.map((r) => r.text[0])).toEqual(Array.from({ length: 6 }, (_, i) => `item ${i}`));

    const there = site(pagesOf(4));
    const again = createCrawlRunner({ store, tab: there.tab });
    await again.start({ ...request(2), openUrl: true });
    await again.idle();
    expect(there.loads).toEqual(['https://shop.test/list?page=2']);
  });

  it('dismissing a crawl deletes its rows (stopping it first when it runs); another id changes nothing', async () => {
    const { tab } = site(pagesOf(3));
    const runner = createCrawlRunner({ store, tab });
    const { id } = await runner.start(request());
    await runner.idle();
    expect(await runner.dismiss('other')).toBe(false);
    expect(await runner.dismiss(id)).toBe(true);
    expect(await runner.status()).toBeNull();
    expect(await store.getCrawl(id)).toBeUndefined();
    expect((await store.readTable(id)).rows).toEqual([]);

    const slow = createCrawlRunner({ store, tab: site(pagesOf(50)).tab });
    const running = await slow.start({ ...request(), conditions: { ...request().conditions, delayMs: 60_000 } });
    expect(await slow.dismiss(running.id)).toBe(true);
    await slow.idle();
    expect(await slow.status()).toBeNull();
    expect(await store.latestCrawl()).toBeUndefined();
  });
});
