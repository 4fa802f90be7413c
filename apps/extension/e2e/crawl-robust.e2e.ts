import type { Worker } from 'playwright-core';
import { PANEL_PATH, type LoadedExtension } from './support/extension';
import { crawlEnd, downloadCsv, lastCrawlOf, openAndChoose, openAndFind, pagesDone, pagesReached, startCrawl, workspaceOf } from './support/crawl-panel';
import { DEAD_END, EUC_KR_PAGES, HEADER, LONG_PAGES, row, rows, type CrawlSite } from './fixtures/crawl/crawl-site';
import { startPassHolderCrawl, type PassHolderCrawl } from './support/pass';
import { poll } from './support/poll';
import { candidateEntries, candidateList } from './support/candidates';

// Crawls that go wrong: a next page that does not load, a closed tab, an extension reloaded mid-crawl, a legacy
// EUC-KR site. Each ends as the user is told (rows so far kept and exportable) or resumes with every row once.

let setup: PassHolderCrawl | undefined;
let ext: LoadedExtension;
let site: CrawlSite;

// Multi-page crawls need a signed-in account with a pass (the pass gate).
beforeAll(async () => {
  setup = await startPassHolderCrawl();
  ({ ext, site } = setup);
});

afterAll(() => setup?.close());

describe('crawls that go wrong', () => {
  it('stops with the error when the next page shows Chrome\'s error page (after the retries), keeping the rows', async () => {
    const c = await openAndChoose(ext, site.url('/dead-end?page=1'));
    await startCrawl(c.panel);
    const end = await crawlEnd(c.panel);
    expect(end).toMatchObject({ status: 'failed', reason: 'error' });
    expect(end.error).toContain('페이지를 열지 못했습니다');
    expect(end.error).toContain(DEAD_END.host);
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, DEAD_END.pages * DEAD_END.per)]);
    await c.panel.close();
    await c.page.close();
  });

  it('reads a legacy EUC-KR board page by page, Korean intact in the UTF-8 file', async () => {
    const c = await openAndChoose(ext, site.url('/euc-kr?page=1'));
    await startCrawl(c.panel);
    expect(await crawlEnd(c.panel)).toEqual({ status: 'finished', reason: 'next-missing', error: null });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, EUC_KR_PAGES.pages * EUC_KR_PAGES.per)]);
    await c.panel.close();
    await c.page.close();
  });

  it('stops saying the tab was closed, and the rows so far stay and export', async () => {
    const c = await openAndChoose(ext, site.url('/long?page=1&closing'));
    await startCrawl(c.panel, { delaySeconds: 0.4 });
    await pagesReached(c.panel, 3);
    await c.page.close();
    const end = await crawlEnd(c.panel);
    expect(end).toMatchObject({ status: 'failed', reason: 'tab-closed' });
    const done = await pagesDone(c.panel);
    expect(done).toBeGreaterThanOrEqual(3);
    expect(done).toBeLessThan(LONG_PAGES.pages);
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, done * LONG_PAGES.per)]);
    await c.panel.close();
  });

  it('keeps the crawl at panel level when its tab closes in the panel that follows the active tab: rows, export, dismiss', async () => {
    // The real side panel follows the active tab of its window. Headless Chromium cannot open a side panel, so the panel
    // page is a background tab of the crawled tab's window: there, as in the side panel, "the active tab of my window"
    // is the page beside it. Tabs: panel, crawled page, then a page of the same site that Chrome activates on close.
    const opened = ext.context.waitForEvent('page');
    const { tabId, windowId } = await ext.serviceWorker.evaluate(async (u) => {
      const tab = await chrome.tabs.create({ url: u });
      return { tabId: tab.id ?? -1, windowId: tab.windowId };
    }, site.url('/long?page=1&following'));
    const page = await opened;
    await page.waitForLoadState('load');
    await ext.clickAction(page);
    const neighbourOpened = ext.context.waitForEvent('page');
    await ext.serviceWorker.evaluate(
      async ({ u, w, after }) => {
        const crawled = await chrome.tabs.get(after);
        await chrome.tabs.create({ url: u, windowId: w, index: crawled.index + 1, active: false });
      },
      { u: site.url('/euc-kr?page=1&neighbour'), w: windowId, after: tabId },
    );
    const neighbour = await neighbourOpened;
    const panelOpened = ext.context.waitForEvent('page');
    await ext.serviceWorker.evaluate(async ({ u, w }) => void (await chrome.tabs.create({ url: u, windowId: w, index: 0, active: false })), { u: ext.url(PANEL_PATH), w: windowId });
    const panel = await panelOpened;
    await panel.waitForLoadState('load');
    await panel.locator(`p[title="${site.url('/long?page=1&following')}"]`).waitFor();
    await panel.getByRole('button', { name: '표 찾기' }).click();
    await candidateEntries(panel).first().click();
    await startCrawl(panel, { delaySeconds: 0.4 });
    await pagesReached(panel, 3);
    expect(await lastCrawlOf(panel).count()).toBe(0);
    await page.close();

    // The panel now follows the neighbour (a new scan, no chosen table); the stopped crawl stays at panel level.
    await panel.locator(`p[title="${site.url('/euc-kr?page=1&neighbour')}"]`).waitFor();
    const card = lastCrawlOf(panel);
    const end = await crawlEnd(panel, card);
    expect(end).toMatchObject({ status: 'failed', reason: 'tab-closed' });
    expect(await workspaceOf(panel).count()).toBe(0);
    const done = await pagesDone(panel, card);
    expect(done).toBeGreaterThanOrEqual(3);
    expect(done).toBeLessThan(LONG_PAGES.pages);
    expect(await downloadCsv(panel, card)).toEqual([HEADER, ...rows(0, done * LONG_PAGES.per)]);

    // Dismissing it deletes its stored rows.
    const storedPages = (): Promise<number> =>
      panel.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('tablecrawler-crawl');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('pages').objectStore('pages').count();
              count.onerror = () => reject(count.error);
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
          }),
      );
    expect(await storedPages()).toBeGreaterThan(0);
    await card.getByRole('button', { name: '이 수집 지우기' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await storedPages()).toBe(0);
    await panel.close();
    await neighbour.close();
  });

  it('names a frame of another site that it cannot read, with a link to open it in its own tab', async () => {
    const { page, panel } = await openAndFind(ext, site.url('/cross-frame'));
    const frames = panel.getByRole('list', { name: '다른 사이트의 프레임' });
    const link = frames.getByRole('link');
    await link.first().waitFor();
    const port = new URL(site.origin).port;
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(`http://127.0.0.1:${port}/frame-board?page=1`);
    expect(await link.textContent()).toBe(`127.0.0.1:${port} 프레임 새 탭에서 열기 (600×400)`);
    // The page's own table is listed; the frame's board is not (it cannot be read from here).
    await candidateList(panel).waitFor();
    expect(await candidateEntries(panel).count()).toBe(1);
    await panel.close();
    await page.close();
  });

  // Last in this file: the reload replaces the service worker the other tests use.
  it('resumes from the last finished page when the extension is reloaded mid-crawl, every row once', async () => {
    const c = await openAndChoose(ext, site.url('/long?page=1&reloading'));
    await startCrawl(c.panel, { delaySeconds: 0.8 });
    await pagesReached(c.panel, 3);
    const before = await pagesDone(c.panel);
    // ext.serviceWorker follows the worker Chrome runs: keep the one the reload ends.
    const previous = ext.serviceWorker;
    const isOurs = (w: Worker): boolean => w.url().startsWith(ext.url('')) && w !== previous;
    const restarted = ext.context.waitForEvent('serviceworker', { predicate: isOurs, timeout: 30_000 });
    // The reload closes the extension's pages (the panel) and ends the worker; the call itself may not answer.
    await previous.evaluate(() => chrome.runtime.reload()).catch(() => undefined);
    await restarted;
    if (!c.panel.isClosed()) await c.panel.close();
    // The worker resumes the crawl on its own. The panel opened again mid-crawl shows it at once, from the stored state.
    const panel = await ext.context.newPage();
    await panel.goto(ext.url(`${PANEL_PATH}?tabId=${c.tabId}`));
    const card = lastCrawlOf(panel);
    await card.locator('[data-crawl-status="running"]').waitFor();
    // Paused from that card, so that the choice below is made mid-crawl whatever the machine's speed.
    await card.getByRole('button', { name: '일시정지' }).click();
    await card.locator('[data-crawl-status="paused"]').waitFor();
    const pageOf = (url: string): number => Number(new URL(url).searchParams.get('page'));
    const pausedAt = pageOf(c.page.url());
    expect(pausedAt).toBeLessThan(LONG_PAGES.pages);

    // The table is chosen mid-crawl: its card takes the crawl over (the panel-level card steps aside).
    await panel.getByRole('button', { name: '표 찾기' }).click();
    const list = candidateList(panel);
    await list.getByRole('button').first().click();
    const workspace = workspaceOf(panel);
    await workspace.locator('[data-crawl-status="paused"]').waitFor();
    await card.waitFor({ state: 'detached' });
    await workspace.getByRole('button', { name: '계속' }).click();

    // Each page the crawl opens lists that page's tables: the list never empties, and the crawled table stays chosen.
    const ended = workspace.locator('[data-crawl-status="finished"], [data-crawl-status="failed"]');
    const pagesSeen = new Set<number>();
    while ((await ended.count()) === 0) {
      pagesSeen.add(pageOf(c.page.url()));
      expect(await list.count()).toBe(1);
      expect(await workspace.count()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(pagesSeen.size).toBeGreaterThan(1);
    await poll(
      () => list.locator('button[aria-pressed="true"]:not([disabled])').count(),
      (n) => n === 1,
    );
    expect(await list.locator('button[aria-pressed="true"]').count()).toBe(1);
    // The last page's list, its table chosen (the crawl's, found again by its fingerprint).
    expect(await list.locator('button[aria-pressed="true"]').textContent()).toContain(row((LONG_PAGES.pages - 1) * LONG_PAGES.per)[0]);
    expect(await crawlEnd(panel)).toEqual({ status: 'finished', reason: 'next-missing', error: null });
    expect(before).toBeLessThan(LONG_PAGES.pages);
    expect(await downloadCsv(panel)).toEqual([HEADER, ...rows(0, LONG_PAGES.pages * LONG_PAGES.per)]);
    await panel.close();
    await c.page.close();
  });
});
