import path from 'node:path';
import { PANEL_PATH, type LoadedExtension } from './support/extension';
import { startPageSiteWithPassHolder, type PageSiteWithPassHolder } from './support/pass';
import { chooseFirst, crawlEnd, crawlMode, downloadCsv, startCrawl, workspaceOf } from './support/crawl-panel';

// A crawl over a virtualised grid (AG Grid Community keeps only the rows in view in the DOM): the crawler scrolls its
// body viewport step by step and must collect every row exactly once, told apart by the row's index, so rows that
// read the same are all kept while rows seen again after a scroll are not repeated.

const AG_GRID = path.join(__dirname, '..', '..', '..', 'node_modules', 'ag-grid-community', 'dist', 'ag-grid-community.min.js');
const HEADER = ['품목', '지역', '가격'];
const TOTAL = 1200;
const CITIES = ['서울', '부산', '대구', '인천', '광주'];
/** Row i of the grid; every 40th row repeats the row before it exactly (a sale entered twice). */
const gridRow = (i: number): string[] => {
  const j = i % 40 === 39 ? i - 1 : i;
  return [`품목 ${j + 1}`, CITIES[j % CITIES.length] as string, String(1000 + j * 10)];
};
const expected = Array.from({ length: TOTAL }, (_, i) => gridRow(i));

const PAGE = `<!doctype html>
<!-- Stands for: a sales dashboard's AG Grid (Community) with ${TOTAL} rows, only those in view drawn, some rows identical. -->
<html lang="ko"><head><meta charset="utf-8"><title>판매 내역</title></head>
<body><h1>판매 내역</h1><div id="grid" style="height: 600px; width: 720px"></div>
<script src="/vendor/ag-grid-community.min.js"></script>
<script>
  const rows = ${JSON.stringify(expected.map(([name, city, price]) => ({ name, city, price })))};
  agGrid.createGrid(document.getElementById('grid'), {
    columnDefs: [{ field: 'name', headerName: '품목' }, { field: 'city', headerName: '지역' }, { field: 'price', headerName: '가격' }],
    rowData: rows,
    onFirstDataRendered: () => (window.gridReady = true),
  });
</script></body></html>`;

let site: PageSiteWithPassHolder;
let ext: LoadedExtension;
let origin: string;

// Scrolling the grid is a multi-step crawl: the pass gate wants a signed-in account with a pass.
beforeAll(async () => {
  site = await startPageSiteWithPassHolder((pathname) => (pathname === '/grid' ? { html: PAGE } : pathname === '/vendor/ag-grid-community.min.js' ? { file: AG_GRID } : undefined));
  ({ ext, origin } = site);
});

afterAll(async () => {
  await site?.stop();
});

describe('crawling a virtualised grid', () => {
  it(`collects all ${TOTAL} rows of an AG Grid by scrolling it, each exactly once, identical rows included`, async () => {
    const opened = ext.context.waitForEvent('page');
    const tabId = await ext.serviceWorker.evaluate(async (url) => (await chrome.tabs.create({ url })).id ?? -1, `${origin}/grid`);
    const page = await opened;
    await page.waitForFunction(() => (window as unknown as { gridReady?: boolean }).gridReady === true);
    // The grid really is virtual: far fewer rows in the DOM than it has.
    expect(await page.locator('.ag-center-cols-container [role="row"]').count()).toBeLessThan(100);
    await ext.clickAction(page);
    // The side panel sits beside a visible tab. Headless Chromium has no side panel: a panel opened as another tab of
    // the window would hide the grid's tab and pause its animation frames, in which AG Grid draws. So the panel gets a
    // window of its own and both stay visible.
    const panelOpened = ext.context.waitForEvent('page');
    await ext.serviceWorker.evaluate(async (url) => void (await chrome.windows.create({ url, width: 500, height: 900 })), ext.url(`${PANEL_PATH}?tabId=${tabId}`));
    const panel = await panelOpened;
    await panel.waitForLoadState('load');
    await panel.getByRole('button', { name: '표 찾기' }).click();
    await chooseFirst(panel);
    await startCrawl(panel, { timeoutSeconds: 2 });
    expect(await crawlEnd(panel, workspaceOf(panel), 240_000)).toMatchObject({ status: 'finished', reason: 'no-new-rows' });
    expect(await crawlMode(panel)).toBe('scroll');
    const snapshot = await panel.evaluate(async () => (await chrome.runtime.sendMessage({ channel: 'tablecrawler', type: 'crawl.status', payload: {} })).data);
    expect({ rows: snapshot.rowCount, duplicatesDropped: snapshot.duplicatesDropped }).toEqual({ rows: TOTAL, duplicatesDropped: 0 });
    // Several scroll steps, each a "page" of the crawl.
    expect(snapshot.pagesDone).toBeGreaterThan(10);
    expect(await downloadCsv(panel)).toEqual([HEADER, ...expected]);
    await panel.close();
    await page.close();
  }, 300_000);
});
