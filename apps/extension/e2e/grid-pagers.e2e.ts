import { unzipSync } from 'fflate';
import { VENDOR_GRID_FILES as VENDOR } from '../../../tools/testing/vendor-grids.cjs';
import { crawlEnd, crawlMode, download, downloadCsv, openGridWithPanel, startCrawl, workspaceOf, type OpenCrawl } from './support/crawl-panel';
import type { LoadedExtension } from './support/extension';
import { readXlsxSheet } from './support/files';
import { startPageSiteWithPassHolder, type PageSiteWithPassHolder } from './support/pass';
import { candidateEntries } from './support/candidates';

// Client-side pagination drawn by real grid libraries (pinned devDependencies, served from node_modules): the pager is
// made of buttons without href, the last page shows a disabled "next" (class, aria-disabled or the attribute) and the
// library redraws its body or its whole table on each page. The crawl is run as a user does, in "auto", and must find
// each library's pager by itself, walk it to its end and hand over every row once, in order, identical rows included.


const HEADER = ['품목', '지역', '가격', '메모'];
const CITIES = ['서울', '부산', '대구', '인천', '광주', '제주'];
const ITEMS = ['배추', '무', '양파, 햇것', '사과 "부사"', 'Pear', '감자'];
/** Row i of the catalogue; every 23rd row repeats the row before it exactly (an order entered twice). */
const catalogueRow = (i: number): string[] => {
  const j = i % 23 === 22 ? i - 1 : i;
  return [`${ITEMS[j % ITEMS.length]} ${j + 1}`, CITIES[(j * 5) % CITIES.length] as string, String(1000 + ((j * 37) % 500) * 10), j % 4 === 0 ? `${j + 1}번 입고 예정` : ''];
};
const catalogue = (count: number): string[][] => Array.from({ length: count }, (_, i) => catalogueRow(i));

interface GridPage {
  /** What the fixture stands for (its header comment). */
  title: string;
  rows: number;
  perPage: number;
  /** A page taller than the grid's own box: the grid draws only the rows in view (the rest come by scrolling it). */
  tall?: boolean;
  /** The way to the next page "auto" must choose: the numbers when the pager has them, else its next button. */
  mode: 'numbered' | 'next';
  head: string;
  script: (rows: string[][], perPage: number) => string;
}

const asObjects = (rows: string[][]): { name: string; city: string; price: number; memo: string }[] =>
  rows.map(([name, city, price, memo]) => ({ name: name as string, city: city as string, price: Number(price), memo: memo as string }));

const GRIDS: Record<string, GridPage> = {
  datatables: {
    title: 'a shop admin list on DataTables 2 (jQuery): numbered paging buttons with ellipses, the last page greys "next" out by class and aria-disabled',
    rows: 310,
    perPage: 10,
    mode: 'numbered',
    head: '<link rel="stylesheet" href="/vendor/dataTables.dataTables.min.css"><script src="/vendor/jquery.min.js"></script><script src="/vendor/dataTables.min.js"></script>',
    script: (rows, perPage) => `
      document.getElementById('grid').innerHTML = '<table id="t" class="display"><thead><tr>${HEADER.map((h) => `<th>${h}</th>`).join('')}</tr></thead></table>';
      new DataTable('#t', { data: ${JSON.stringify(rows)}, order: [], pageLength: ${perPage}, initComplete: () => (window.gridReady = true) });`,
  },
  tabulator: {
    title: 'a report on Tabulator 6 with its pagination bar (First/Prev/numbers/Next/Last buttons, the last page disables "Next")',
    rows: 260,
    perPage: 25,
    mode: 'numbered',
    head: '<link rel="stylesheet" href="/vendor/tabulator.min.css"><script src="/vendor/tabulator.min.js"></script>',
    script: (rows, perPage) => `
      const table = new Tabulator('#grid', {
        data: ${JSON.stringify(asObjects(rows))},
        layout: 'fitColumns',
        pagination: true,
        paginationSize: ${perPage},
        columns: [{ title: '품목', field: 'name' }, { title: '지역', field: 'city' }, { title: '가격', field: 'price' }, { title: '메모', field: 'memo' }],
      });
      table.on('tableBuilt', () => (window.gridReady = true));`,
  },
  gridjs: {
    title: 'a dashboard table on Grid.js 6 with its pagination (Previous, page buttons, Next; the table redrawn by Preact)',
    rows: 230,
    perPage: 20,
    mode: 'numbered',
    head: '<link rel="stylesheet" href="/vendor/mermaid.min.css"><script src="/vendor/gridjs.umd.js"></script>',
    script: (rows, perPage) => `
      const grid = new gridjs.Grid({ columns: ${JSON.stringify(HEADER)}, data: ${JSON.stringify(rows)}, pagination: { limit: ${perPage} } });
      grid.render(document.getElementById('grid'));
      const drawn = setInterval(() => document.querySelector('.gridjs-tbody tr') && (clearInterval(drawn), (window.gridReady = true)), 50);`,
  },
  'ag-grid': {
    title: 'a sales list on AG Grid Community with its pagination panel (icon buttons with ARIA labels, "Page 1 of N")',
    rows: 290,
    perPage: 20,
    mode: 'next',
    head: '<script src="/vendor/ag-grid-community.min.js"></script>',
    script: (rows, perPage) => `
      agGrid.createGrid(document.getElementById('grid'), {
        columnDefs: [{ field: 'name', headerName: '품목' }, { field: 'city', headerName: '지역' }, { field: 'price', headerName: '가격' }, { field: 'memo', headerName: '메모' }],
        rowData: ${JSON.stringify(asObjects(rows))},
        domLayout: 'autoHeight',
        pagination: true,
        paginationPageSize: ${perPage},
        onFirstDataRendered: () => (window.gridReady = true),
      });`,
  },
};

/** The same libraries with a box of fixed height and pages of 50 rows: each page is scrolled through to read it whole. */
const tall = (base: GridPage, adjust: (script: string) => string): GridPage => ({
  ...base,
  title: `${base.title}, in a box of fixed height that draws only the rows in view`,
  rows: 270,
  perPage: 50,
  tall: true,
  script: (rows, perPage) => adjust(base.script(rows, perPage)),
});
GRIDS['ag-grid-tall'] = tall(GRIDS['ag-grid'] as GridPage, (script) => script.replace("domLayout: 'autoHeight',", ''));
GRIDS['tabulator-tall'] = tall(GRIDS.tabulator as GridPage, (script) => script.replace("layout: 'fitColumns',", "layout: 'fitColumns', height: 320,"));

const pageOf = (name: string, grid: GridPage): string => `<!doctype html>
<!-- Stands for: ${grid.title}; ${grid.rows} rows, ${grid.perPage} a page, some rows identical. -->
<html lang="ko"><head><meta charset="utf-8"><title>${name} 주문 목록</title>${grid.head}</head>
<body><h1>주문 목록</h1><p>지난달 주문입니다.</p><div id="grid" style="width: 900px${grid.tall ? '; height: 400px' : ''}"></div>
<script>${grid.script(catalogue(grid.rows), grid.perPage)}</script></body></html>`;

let site: PageSiteWithPassHolder;
let ext: LoadedExtension;
let origin: string;

beforeAll(async () => {
  site = await startPageSiteWithPassHolder((pathname) => {
    const grid = GRIDS[pathname.slice(1)];
    if (grid) return { html: pageOf(pathname.slice(1), grid) };
    const vendor = pathname.startsWith('/vendor/') ? VENDOR[pathname.slice('/vendor/'.length)] : undefined;
    return vendor ? { file: vendor } : undefined;
  });
  ({ ext, origin } = site);
});

afterAll(async () => {
  await site?.stop();
});

const openGrid = (name: string): Promise<OpenCrawl> => openGridWithPanel(ext, `${origin}/${name}`);

describe.each(Object.keys(GRIDS))('crawling the client-side pager of %s', (name) => {
  const grid = GRIDS[name] as GridPage;
  const expected = catalogue(grid.rows);
  const pages = Math.ceil(grid.rows / grid.perPage);

  it(`offers the grid first, walks its ${pages} pages in "auto" (${grid.mode}) to the disabled next button, and exports every row once, in order`, async () => {
    const { page, panel } = await openGrid(name);
    await panel.getByRole('button', { name: '표 찾기' }).click();
    const first = candidateEntries(panel).first();
    // The list sizes the grid as the pick gives it (body rows, the header row not counted): a whole page; a tall page,
    // which the pick scrolls through, as many rows as the grid declares, else those drawn now.
    const [, kind, shown] = /^1\. (표|그리드) · (\d+)행 × 4열/.exec((await first.textContent()) ?? '') ?? [];
    expect(kind).toBeDefined();
    if (grid.tall) expect(Number(shown)).toBeGreaterThan(0);
    else expect(Number(shown)).toBe(grid.perPage);
    expect(await first.textContent()).toContain(expected[0]?.[0]);
    await first.click();
    await panel.getByRole('checkbox', { name: '앞에서 나온 행과 같은 행도 남기기' }).check();
    await startCrawl(panel, { timeoutSeconds: 5 });
    const end = await crawlEnd(panel, workspaceOf(panel), 240_000);
    const mode = await crawlMode(panel);
    const snapshot = await panel.evaluate(async () => (await chrome.runtime.sendMessage({ channel: 'tablecrawler', type: 'crawl.status', payload: {} })).data);
    console.log(name, JSON.stringify({ end, mode, pagesDone: snapshot.pagesDone, rows: snapshot.rowCount, elapsedMs: snapshot.elapsedMs }));
    expect({ end, mode }).toEqual({ end: { status: 'finished', reason: 'next-disabled', error: null }, mode: grid.mode });
    expect(snapshot.pagesDone).toBe(pages);

    expect(await downloadCsv(panel)).toEqual([HEADER, ...expected]);
    const sheet = readXlsxSheet(unzipSync(new Uint8Array(await download(panel, 'XLSX 내려받기'))));
    // Empty cells are left out of the sheet (the reader gives a row up to its last cell): the empty memo ends a row short.
    expect(sheet.rows).toEqual([HEADER, ...expected.map(([item, city, price, memo]) => (memo ? [item, city, Number(price), memo] : [item, city, Number(price)]))]);
    const json = JSON.parse((await download(panel, 'JSON 내려받기')).toString('utf8')) as { columns: string[]; rows: string[][]; source: { pages: number } };
    expect(json.columns).toEqual(HEADER);
    expect(json.rows).toEqual(expected);
    expect(json.source.pages).toBe(pages);
    await panel.close();
    await page.close();
  }, 300_000);
});

describe('identical rows with the default conditions', () => {
  it('drops the rows that read the same as an earlier one and says how many (decision 68)', async () => {
    const grid = GRIDS.datatables as GridPage;
    const all = catalogue(grid.rows);
    const kept = all.filter((row, i) => all.findIndex((other) => other.join('\u001f') === row.join('\u001f')) === i);
    const { page, panel } = await openGrid('datatables');
    await panel.getByRole('button', { name: '표 찾기' }).click();
    await candidateEntries(panel).first().click();
    await startCrawl(panel, { timeoutSeconds: 5 });
    expect(await crawlEnd(panel, workspaceOf(panel), 240_000)).toEqual({ status: 'finished', reason: 'next-disabled', error: null });
    expect(all.length - kept.length).toBeGreaterThan(10);
    await workspaceOf(panel).getByText(`중복 행 ${all.length - kept.length}개 제외`).waitFor();
    expect(await downloadCsv(panel)).toEqual([HEADER, ...kept]);
    await panel.close();
    await page.close();
  }, 300_000);
});
