import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { VENDOR_GRID_FILES } from '../../../tools/testing/vendor-grids.cjs';
import { chooseFirst, crawlEnd, crawlMode, downloadCsv, openGridWithPanel, startCrawl, workspaceOf } from './support/crawl-panel';
import type { LoadedExtension } from './support/extension';
import { startPageSite, startPageSiteWithPassHolder, type SiteAnswer } from './support/pass';
import { candidateEntries } from './support/candidates';

// A crawl over a virtualised grid (AG Grid Community keeps only the rows in view in the DOM): the crawler scrolls its
// body viewport step by step and must collect every row exactly once, told apart by the row's index, so rows that
// read the same are all kept while rows seen again after a scroll are not repeated.

const AG_GRID = VENDOR_GRID_FILES['ag-grid-community.min.js'] as string;
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

const VAADIN_TOTAL = 500;
const vaadinExpected = expected.slice(0, VAADIN_TOTAL);
const VAADIN_PAGE = `<!doctype html>
<!-- Stands for: a Vaadin Grid (a web component: its table in the host's shadow root, each cell a slot for light-DOM
     content, a pool of rows recycled and moved with transforms) with ${VAADIN_TOTAL} rows, only those in view drawn. -->
<html lang="ko"><head><meta charset="utf-8"><title>판매 내역</title><script src="/vendor/vaadin-grid.js"></script></head>
<body><h1>판매 내역</h1>
<vaadin-grid id="grid" style="height: 500px; width: 720px">
  <vaadin-grid-column path="name" header="품목"></vaadin-grid-column>
  <vaadin-grid-column path="city" header="지역"></vaadin-grid-column>
  <vaadin-grid-column path="price" header="가격"></vaadin-grid-column>
</vaadin-grid>
<script>
  customElements.whenDefined('vaadin-grid').then(() => {
    const grid = document.getElementById('grid');
    grid.items = ${JSON.stringify(vaadinExpected.map(([name, city, price]) => ({ name, city, price })))};
    requestAnimationFrame(() => requestAnimationFrame(() => (window.gridReady = true)));
  });
</script></body></html>`;

/** Vaadin Grid ships as ES modules with bare imports: bundled once from node_modules into a file the site serves. */
let vaadinBundle = '';
beforeAll(async () => {
  vaadinBundle = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vaadin-')), 'vaadin-grid.js');
  await build({ stdin: { contents: "import '@vaadin/grid/vaadin-grid.js';", resolveDir: __dirname, loader: 'js' }, bundle: true, format: 'iife', outfile: vaadinBundle, logLevel: 'silent' });
});

const ROUTE = (pathname: string): SiteAnswer =>
  pathname === '/grid'
    ? { html: PAGE }
    : pathname === '/vendor/ag-grid-community.min.js'
      ? { file: AG_GRID }
      : pathname === '/vaadin'
        ? { html: VAADIN_PAGE }
        : pathname === '/vendor/vaadin-grid.js'
          ? { file: vaadinBundle }
          : undefined;

let ext: LoadedExtension;
let origin: string;

/** Opens the grid page and the panel for its tab (in a window of its own, see openGridWithPanel); the grid is really virtual. */
async function openGridAndPanel(): Promise<{ page: Page; panel: Page }> {
  const { page, panel } = await openGridWithPanel(ext, `${origin}/grid`);
  // Far fewer rows in the DOM than the grid has.
  expect(await page.locator('.ag-center-cols-container [role="row"]').count()).toBeLessThan(100);
  return { page, panel };
}

describe('crawling a virtualised grid', () => {
  let site: Awaited<ReturnType<typeof startPageSiteWithPassHolder>>;
  // Scrolling the grid is a multi-step crawl: the pass gate wants a signed-in account with a pass.
  beforeAll(async () => {
    site = await startPageSiteWithPassHolder(ROUTE);
    ({ ext, origin } = site);
    // The API, an account and its pass come first: on a loaded machine that takes longer than a test's default.
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
  });

  it(`collects all ${TOTAL} rows of an AG Grid by scrolling it, each exactly once, identical rows included`, async () => {
    const { page, panel } = await openGridAndPanel();
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

describe('picking a virtualised grid and exporting it without a crawl', () => {
  let site: Awaited<ReturnType<typeof startPageSite>>;
  // One table on one page: no account, no API.
  beforeAll(async () => {
    site = await startPageSite(ROUTE);
    ({ ext, origin } = site);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it(`reads all ${TOTAL} rows of the AG Grid as a person scrolling it would, says so, and the CSV holds each once`, async () => {
    const { page, panel } = await openGridAndPanel();
    // Where the user left the grid and the page: both are put back after the reading.
    // The box the grid's rows scroll in (its class differs between AG Grid versions): the first that scrolls above a row.
    await page.evaluate(() => {
      for (let el = document.querySelector('[role="row"][row-index]')?.parentElement; el; el = el.parentElement) {
        if (el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY)) return void el.setAttribute('data-test-viewport', '');
      }
    });
    const body = page.locator('[data-test-viewport]');
    await body.evaluate((el) => (el.scrollTop = 2000));
    await page.waitForFunction(() => (document.querySelector('[data-test-viewport]') as Element).scrollTop === 2000);
    await panel.getByRole('button', { name: '표 찾기' }).click();
    // The list sizes the grid as the pick gives it: every row it declares, not the ~20 drawn.
    const first = candidateEntries(panel).first();
    await expect(first.textContent()).resolves.toMatch(new RegExp(`^1\\. 그리드 · ${TOTAL}행 × 3열 \\(스크롤하며 모두 읽음\\)`));
    await first.click();
    const workspace = workspaceOf(panel);
    const heading = workspace.getByRole('heading', { name: /선택한 표/ });
    await heading.waitFor({ timeout: 180_000 });
    expect({ heading: await heading.textContent(), note: await workspace.getByTestId('grid-read').textContent() }).toEqual({
      // The heading right above the grid's box titles it (the title walk climbs AG Grid's wrappers, decision 148).
      heading: `선택한 표: 그리드 · ${TOTAL}행 × 3열 · 판매 내역`,
      note: `화면에 보이는 행만 그리는 표라서 스크롤하며 ${TOTAL}행을 모두 읽었습니다.`,
    });
    expect(await body.evaluate((el) => el.scrollTop)).toBe(2000);
    // No crawl was started: one click on the export.
    expect(await workspace.locator('[data-crawl-status]').count()).toBe(0);
    const csv = await downloadCsv(panel);
    expect(csv[0]).toEqual(HEADER);
    expect(csv.length - 1).toBe(TOTAL);
    // Row by row: every row in the grid's order, none twice — except the rows the fixture makes identical (every 40th
    // repeats the one before), which are two rows of the grid and stay two.
    csv.slice(1).forEach((row, i) => expect([i, row]).toEqual([i, expected[i]]));
    const seen = new Map<string, number>();
    for (const row of csv.slice(1)) seen.set(row.join('\u001f'), (seen.get(row.join('\u001f')) ?? 0) + 1);
    expect([...seen.values()].filter((n) => n > 1)).toHaveLength(TOTAL / 40);
    expect([...seen.values()].every((n) => n <= 2)).toBe(true);
    await panel.close();
    await page.close();
  }, 300_000);
  it(`reads all ${VAADIN_TOTAL} rows of a Vaadin Grid (shadow-root table, slotted cells, recycled rows) in the grid's order`, async () => {
    const { page, panel } = await openGridWithPanel(ext, `${origin}/vaadin`);
    // Far fewer rows in the DOM than the grid has.
    expect(await page.evaluate(() => document.getElementById('grid')?.shadowRoot?.querySelectorAll('tbody tr').length)).toBeLessThan(100);
    await panel.getByRole('button', { name: '표 찾기' }).click();
    const first = candidateEntries(panel).first();
    await expect(first.textContent()).resolves.toMatch(new RegExp(`· ${VAADIN_TOTAL}행 × 3열 \\(스크롤하며 모두 읽음\\)`));
    await first.click();
    const workspace = workspaceOf(panel);
    await workspace.getByTestId('grid-read').waitFor({ timeout: 180_000 });
    const csv = await downloadCsv(panel);
    expect(csv[0]).toEqual(HEADER);
    csv.slice(1).forEach((row, i) => expect([i, row]).toEqual([i, vaadinExpected[i]]));
    expect(csv.length - 1).toBe(VAADIN_TOTAL);
    await panel.close();
    await page.close();
  }, 300_000);
});
