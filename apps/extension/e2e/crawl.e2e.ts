import { crawlEnd, crawlMode, downloadCsv, openAndChoose, pagesDone, pagesReached, startCrawl, workspaceOf, type OpenCrawl, type PanelConditions } from './support/crawl-panel';
import type { LoadedExtension } from './support/extension';
import { startPassHolderCrawl, type PassHolderCrawl } from './support/pass';
import { stopServiceWorker } from './support/service-worker';
import { BOARD_ROW_PAGES, FRAME_PAGES, GROUPED_PAGES, HEADER, LETTER_PAGES, LOAD_MORE, LONG_PAGES, MORE_ROW_PAGES, NEXT_PAGES, PATTERN_PAGES, rows, SCRIPT_PAGES, SCROLL_BOX, SECTION_PAGES, sectionOf, type CrawlSite } from './fixtures/crawl/crawl-site';

// Multi-page crawls as a user runs them: toolbar click, "Find tables", choose the table, set the conditions, start,
// and download the merged rows — compared row by row with the fixture site's catalogue (no page missed, no duplicate).

let setup: PassHolderCrawl | undefined;
let ext: LoadedExtension;
let site: CrawlSite;

// Multi-page crawls need a signed-in account with a pass (the pass gate): the real API holds one.
beforeAll(async () => {
  setup = await startPassHolderCrawl();
  ({ ext, site } = setup);
});

afterAll(() => setup?.close());

/** Starts with the conditions (until the end, no delay unless asked), waits for the end: status, stop reason and the mode used. */
async function crawl(c: OpenCrawl, conditions: PanelConditions = {}): Promise<{ status: string; reason: string | null; mode: string | null }> {
  await startCrawl(c.panel, conditions);
  const { status, reason } = await crawlEnd(c.panel);
  return { status, reason, mode: await crawlMode(c.panel) };
}

async function close(c: OpenCrawl): Promise<void> {
  await c.panel.close();
  await c.page.close();
}

describe('crawling many pages', () => {
  it('follows "다음" links through a slow page and an HTTP 500 (retried), and stops at the self-link on the last page', async () => {
    const c = await openAndChoose(ext, site.url('/next'));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-self', mode: 'next' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, NEXT_PAGES.pages * NEXT_PAGES.per)]);
    // Page 3 was asked twice (the 500, then the retry); every other page once.
    expect(site.hits.get('/next?page=3')).toBe(2);
    for (const n of [2, 4, 5]) expect(site.hits.get(`/next?page=${n}`)).toBe(1);
    await close(c);
  });

  it('walks a pager grouped in blocks of ten page by page, dropping the row repeated across pages (counted)', async () => {
    const c = await openAndChoose(ext, site.url('/grouped?page=1'));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-missing', mode: 'numbered' });
    await workspaceOf(c.panel).getByText('중복 행 1개 제외').waitFor();
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, GROUPED_PAGES.pages * GROUPED_PAGES.per)]);
    for (let n = 2; n <= GROUPED_PAGES.pages; n += 1) expect(site.hits.get(`/grouped?page=${n}`)).toBe(1);
    await close(c);
  });

  it.each([
    ['a board whose pager is the table\'s last row (numbers, then "다음" to the next block)', '/board-row?page=', BOARD_ROW_PAGES, 'numbered'],
    ['Hacker News\'s "More" link drawn as the table\'s last row', '/more-row?p=', MORE_ROW_PAGES, 'next'],
  ])('crawls %s, the pager row left out of the rows', async (_, path, { pages, per }, mode) => {
    const c = await openAndChoose(ext, site.url(`${path}1`));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-missing', mode });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, pages * per)]);
    for (let n = 2; n <= pages; n += 1) expect(site.hits.get(`${path}${n}`)).toBe(1);
    await close(c);
  });

  it('clicks a script pager (javascript: links, table re-rendered in place) until the next control is disabled', async () => {
    const c = await openAndChoose(ext, site.url('/script'));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-disabled', mode: 'next' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, SCRIPT_PAGES.pages * SCRIPT_PAGES.per)]);
    await close(c);
  });

  it('follows a next control the user showed with one click on the page (the click does not reach the page)', async () => {
    const c = await openAndChoose(ext, site.url('/script'));
    await c.panel.getByRole('button', { name: '다음 버튼을 페이지에서 지정' }).click();
    await c.panel.getByText('페이지에서 다음 페이지 버튼을 클릭하세요').waitFor();
    await c.page.locator('#pager a').click();
    await c.panel.getByTestId('taught-next').filter({ hasText: '▶' }).waitFor();
    // The page did not turn: the click was taken for teaching.
    expect(await c.page.locator('#list tbody tr td').first().textContent()).toBe('P0001');
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-missing', mode: 'next' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, SCRIPT_PAGES.pages * SCRIPT_PAGES.per)]);
    await close(c);
  });

  it('presses "더보기" until it goes away', async () => {
    const c = await openAndChoose(ext, site.url('/more'));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-missing', mode: 'load-more' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, LOAD_MORE.total)]);
    await close(c);
  });

  it('scrolls a scrollable box until no new rows come', async () => {
    const c = await openAndChoose(ext, site.url('/scroll'));
    expect(await crawl(c, { timeoutSeconds: 2 })).toEqual({ status: 'finished', reason: 'no-new-rows', mode: 'scroll' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, SCROLL_BOX.total)]);
    await close(c);
  });

  it('crawls a board inside a same-origin iframe', async () => {
    const c = await openAndChoose(ext, site.url('/frame'));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-disabled', mode: 'next' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, FRAME_PAGES.pages * FRAME_PAGES.per)]);
    await close(c);
  });

  it('follows the page number in the address (URL pattern detected from the pager)', async () => {
    const c = await openAndChoose(ext, site.url(`/pattern?pageIndex=1&size=${PATTERN_PAGES.per}`));
    expect(await crawl(c, { mode: '주소의 페이지 번호' })).toEqual({ status: 'finished', reason: 'next-missing', mode: 'url-pattern' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, PATTERN_PAGES.pages * PATTERN_PAGES.per)]);
    await close(c);
  });

  it('walks an index split into files linked by letter ranges (numbers only in the addresses) in "auto"', async () => {
    const c = await openAndChoose(ext, site.url('/chunks/APIchunk0.html'));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-missing', mode: 'url-pattern' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, LETTER_PAGES.pages * LETTER_PAGES.per)]);
    for (let n = 0; n < LETTER_PAGES.pages; n += 1) expect(site.hits.get(`/chunks/APIchunk${n}.html`)).toBe(1);
    await close(c);
  });

  it('takes every group of an index split into one list per group, each file in turn, the group a column (decision 156)', async () => {
    const c = await openAndChoose(ext, site.url('/sections/APIchunk0.html'));
    expect(await crawl(c)).toEqual({ status: 'finished', reason: 'next-missing', mode: 'url-pattern' });
    const [header, ...body] = await downloadCsv(c.panel);
    expect(header).toHaveLength(4);
    const all = SECTION_PAGES.pages * SECTION_PAGES.per;
    expect(body).toEqual(rows(0, all).map((r, i) => [sectionOf(i), ...r]));
    await close(c);
  });

  it('finishes with every row when Chrome stops the service worker mid-crawl', async () => {
    const c = await openAndChoose(ext, site.url('/long?page=1'));
    await startCrawl(c.panel, { delaySeconds: 0.3 });
    await pagesReached(c.panel, 3);
    const pagesBefore = await pagesDone(c.panel);
    // Stop our worker as Chrome does when idle; it must really stop, start again (woken by the panel's next status
    // request or the watchdog alarm) and resume from IndexedDB.
    const states = await stopServiceWorker(ext, c.panel, (seen) => /stopped.*running/.test(seen.join(',')), 30_000);
    expect(states.join(',')).toMatch(/stopped.*running/);
    expect(pagesBefore).toBeLessThan(LONG_PAGES.pages);
    expect(await crawlEnd(c.panel)).toMatchObject({ status: 'finished', reason: 'next-missing' });
    expect(await downloadCsv(c.panel)).toEqual([HEADER, ...rows(0, LONG_PAGES.pages * LONG_PAGES.per)]);
    for (let n = 2; n <= LONG_PAGES.pages; n += 1) expect(site.hits.get(`/long?page=${n}`)).toBeGreaterThanOrEqual(1);
    await close(c);
  });
});
