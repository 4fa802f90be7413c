/** @jest-environment jsdom */
import { ThemeProvider } from '@tablecrawler/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import type { PageReadResult } from '../messages';
import { DEFAULT_CONDITIONS } from '../model/crawl-machine';
import { toSnapshot } from '../model/crawl-snapshot';
import { createCrawlStore, type CrawlStore } from '../store/crawl-store';
import { createCrawlRunner, type CrawlRunner, type CrawlTabPort } from '../worker/crawl-runner';
import { createCrawlOnScreen, type CrawlOnScreen } from './crawl-on-screen';
import type { CrawlPort } from './crawl-port';
import { crawledTableIn } from './crawled-table';
import { LastCrawl } from './last-crawl';

// The card over a real runner and store (fake-indexeddb); only the tab is simulated: pages of a list, or a page that
// answers HTTP 500 every time.
const URL1 = 'https://shop.test/list?page=1';

// jsdom has no structuredClone, which fake-indexeddb stores values with; Node's serializer is the same algorithm.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

function tab(pages: number, httpStatus = 200): CrawlTabPort {
  let page = 1;
  return {
    inject: async () => undefined,
    read: async (): Promise<PageReadResult> =>
      httpStatus >= 400
        ? { found: false, url: URL1, httpStatus }
        : {
            found: true,
            url: `https://shop.test/list?page=${page}`,
            httpStatus,
            mode: 'next',
            next: page < pages ? { kind: 'available' } : { kind: 'missing' },
            table: { columns: ['Name', 'Price'], rows: [0, 1].map((r) => ({ text: [`item ${(page - 1) * 2 + r}`, String(r)] })) },
            signature: `p${page}`,
          },
    advance: async () => ({ kind: 'navigate', url: `https://shop.test/list?page=${page + 1}` }),
    load: async (_id, url) => {
      page = Number(new URL(url).searchParams.get('page'));
    },
    clickMarked: async () => undefined,
    settle: async () => ({ kind: 'unchanged' }),
    navigationStarted: () => new Promise<void>(() => undefined),
    loaded: async () => undefined,
    exists: async () => true,
    url: async () => `https://shop.test/list?page=${page}`,
  };
}

function setUp(tabPort: CrawlTabPort): { runner: CrawlRunner; store: CrawlStore; port: CrawlPort; onScreen: CrawlOnScreen; download: jest.Mock } {
  const store = createCrawlStore({ factory: new IDBFactory(), keyRange: IDBKeyRange });
  const runner = createCrawlRunner({ store, tab: tabPort });
  const port: CrawlPort = {
    fingerprint: () => Promise.reject(new Error('not in this test')),
    teach: async () => null,
    check: (request) => runner.check(request),
    requestAccess: async () => true,
    start: (request) => runner.start(request),
    control: (action) => runner.control(action),
    status: () => runner.status(),
    latest: async () => {
      const record = await store.latestCrawlStatus();
      return record ? toSnapshot(record, Date.now()) : null;
    },
    dismiss: async (id) => void (await runner.dismiss(id)),
    readPagesAfter: (id, after) => store.readPagesAfter(id, after),
  };
  const download = jest.fn(async () => undefined);
  const onScreen = createCrawlOnScreen();
  render(
    <I18nextProvider i18n={createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false })}>
      <ThemeProvider>
        <LastCrawl port={port} exporter={{ download, copyText: async () => undefined, now: () => new Date('2026-01-02T03:04:05Z') }} onScreen={onScreen} pollMs={20} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { runner, store, port, onScreen, download };
}

const startRequest = { tabId: 3, target: { url: URL1, fingerprint: { kind: 'table' as const, headers: ['Name', 'Price'], columns: 2, index: 0, path: 'table' }, mode: 'auto' as const, nextSelector: null, urlPattern: null }, conditions: { ...DEFAULT_CONDITIONS, maxPages: null, delayMs: 0, jitterMs: 0, retries: 0 } };

describe('LastCrawl', () => {
  it('shows a crawl whose very first page failed: its error and that no rows were collected, nothing to export', async () => {
    const { runner } = setUp(tab(1, 500));
    await act(async () => {
      await runner.start(startRequest);
      await runner.idle();
    });
    const card = await screen.findByRole('region', { name: '마지막 수집' });
    expect(await screen.findByText(/HTTP 500/)).toBeInTheDocument();
    expect(card).toHaveTextContent('수집된 행이 없습니다.');
    expect(screen.queryByRole('button', { name: 'CSV 내려받기' })).toBeNull();
  });

  it('shows the rows and exports them; hides while a chosen table shows a crawl; dismissing deletes the rows', async () => {
    const { runner, store, onScreen, download } = setUp(tab(2));
    let id = '';
    await act(async () => {
      id = (await runner.start(startRequest)).id;
      await runner.idle();
    });
    expect(await screen.findByText('item 3')).toBeInTheDocument();
    // The rows and the status are read on their own; the status may come one read later.
    await waitFor(() => expect(screen.getByRole('region', { name: '마지막 수집' })).toHaveTextContent(/완료.*페이지 2 · 4행/));
    await userEvent.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));

    let release = (): void => undefined;
    act(() => {
      release = onScreen.show(id);
    });
    expect(screen.queryByRole('region', { name: '마지막 수집' })).toBeNull();
    act(() => release());
    await userEvent.click(await screen.findByRole('button', { name: '이 수집 지우기' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '마지막 수집' })).toBeNull());
    expect(await store.latestCrawl()).toBeUndefined();
    expect((await store.readTable(id)).rows).toEqual([]);
  });

  it('pauses, resumes and stops a running crawl (a panel opened mid-crawl), which names its tab\'s crawled table while it runs', async () => {
    // The tab loads its second page only when told: the crawl stays running until then.
    const pages = tab(3);
    let loadSecond = (): void => undefined;
    const loading = new Promise<void>((resolve) => (loadSecond = resolve));
    const { runner, port } = setUp({ ...pages, load: async (id, url, ms, signal) => loading.then(() => pages.load(id, url, ms, signal)) });
    await act(async () => void (await runner.start(startRequest)));
    const card = await screen.findByRole('region', { name: '마지막 수집' });
    expect(await crawledTableIn(port, 3)).toEqual(startRequest.target.fingerprint);
    expect(await crawledTableIn(port, 4)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: '일시정지' }));
    await waitFor(() => expect(card).toHaveTextContent('일시정지됨'));
    expect(await crawledTableIn(port, 3)).toEqual(startRequest.target.fingerprint);
    await userEvent.click(screen.getByRole('button', { name: '계속' }));
    await screen.findByRole('button', { name: '일시정지' });
    await userEvent.click(screen.getByRole('button', { name: '중지' }));
    await screen.findByRole('button', { name: '이 수집 지우기' });
    expect(await crawledTableIn(port, 3)).toBeNull();
    await act(async () => {
      loadSecond();
      await runner.idle();
    });
  });
});
