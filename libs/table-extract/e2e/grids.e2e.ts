// Grids drawn by popular libraries (installed pinned as devDependencies, served from node_modules on 127.0.0.1): their
// rendered DOM is read in Chromium as a table with the right header and column order, findCandidates offers the grid
// first, and readAllRows collects every row of the virtualised ones by scrolling their viewport.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { VENDOR_GRID_FILES } from '../../../tools/testing/vendor-grids.cjs';
import { bundleLibrary, FIXTURES_DIR, launchChromium, startServer, type TestServer } from './support/harness';

const VENDOR: Record<string, string> = { 'grid-data.js': path.join(FIXTURES_DIR, 'grids', 'grid-data.js'), ...VENDOR_GRID_FILES };

interface GridRow {
  id: number;
  name: string;
  price: number;
  city: string;
  date: string;
}

let browser: Browser;
let server: TestServer;
let page: Page;

beforeAll(async () => {
  server = await startServer(await bundleLibrary());
  for (const [name, file] of Object.entries(VENDOR)) server.put(`/vendor/${name}`, fs.readFileSync(file, 'utf8'), name.endsWith('.css') ? 'text/css' : 'text/javascript');
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(name: string): Promise<void> {
  await page.goto(`${server.origin}/grids/${name}`);
  await page.waitForFunction(() => (globalThis as { gridReady?: boolean }).gridReady === true);
  await page.addScriptTag({ url: `${server.origin}/table-extract.js` });
}

/** The first candidate findCandidates offers, extracted, and what it says about virtual rows. */
function firstCandidate(): Promise<{ kind: string; columns: string[]; body: string[][]; headerRows: number; rowKeys: string[] | null; virtual: { declaredRows: number | null; insideGrid: boolean } | null; isGridRoot: boolean }> {
  return page.evaluate(() => {
    const [first] = globalThis.TE.findCandidates(document);
    if (!first) throw new Error('no candidate');
    const t = globalThis.TE.extractTable(first.element);
    const root = document.getElementById('grid') as Element;
    return {
      kind: first.kind,
      columns: t.columns,
      headerRows: t.headerRows,
      body: t.grid.slice(t.headerRows),
      rowKeys: t.rowKeys ?? null,
      virtual: first.virtual ? { declaredRows: first.virtual.declaredRows, insideGrid: root.contains(first.virtual.viewport) } : null,
      isGridRoot: root === first.element || root.contains(first.element) || first.element.contains(root),
    };
  });
}

/** Every row of the first candidate, read by readAllRows. */
function readAll(): Promise<{ columns: string[]; body: string[][]; keys: string[] }> {
  return page.evaluate(async () => {
    const [c] = globalThis.TE.findCandidates(document);
    const t = await globalThis.TE.readAllRows((c as { element: Element }).element);
    return { columns: t.columns, body: t.grid.slice(t.headerRows), keys: t.rowKeys ?? [] };
  });
}

const rows = (count: number): Promise<GridRow[]> => page.evaluate((n) => (globalThis as unknown as { gridRows(n: number): GridRow[] }).gridRows(n), count);
const cellsOf = (r: GridRow, order: (keyof GridRow)[]): string[] => order.map((k) => String(r[k]));

describe('grid libraries in Chromium', () => {
  it('AG Grid: pinned and moved columns in drawn order, row keys, and every one of 1,000 virtual rows read by scrolling', async () => {
    await open('ag-grid-virtual.html');
    const data = await rows(1000);
    const order: (keyof GridRow)[] = ['id', 'name', 'price', 'city', 'date'];
    const first = await firstCandidate();
    expect(first.isGridRoot).toBe(true);
    expect(first.kind).toBe('aria');
    expect(first.columns).toEqual(['번호', '품목', '가격', '지역', '등록일']);
    expect(first.body.length).toBeLessThan(100);
    expect(first.body).toEqual(data.slice(0, first.body.length).map((r) => cellsOf(r, order)));
    expect(first.rowKeys?.slice(0, 3)).toEqual(['row-id=1', 'row-id=2', 'row-id=3']);
    expect(first.virtual).toEqual({ declaredRows: 1001, insideGrid: true });

    const all = await readAll();
    expect(all.columns).toEqual(['번호', '품목', '가격', '지역', '등록일']);
    expect(all.body).toEqual(data.map((r) => cellsOf(r, order)));
    expect(new Set(all.keys).size).toBe(1000);
  });

  it('Tabulator: header titles without the filter inputs, and every one of 500 virtual rows (no row keys) read by scrolling', async () => {
    await open('tabulator-virtual.html');
    const data = await rows(500);
    const order: (keyof GridRow)[] = ['id', 'name', 'price', 'city', 'date'];
    const first = await firstCandidate();
    expect(first.isGridRoot).toBe(true);
    expect(first.columns).toEqual(['번호', '품목', '가격', '지역', '등록일']);
    expect(first.body.length).toBeLessThan(data.length);
    expect(first.body).toEqual(data.slice(0, first.body.length).map((r) => cellsOf(r, order)));
    expect(first.virtual?.insideGrid).toBe(true);

    const all = await readAll();
    expect(all.columns).toEqual(['번호', '품목', '가격', '지역', '등록일']);
    expect(all.body).toEqual(data.map((r) => cellsOf(r, order)));
    expect(all.keys).toEqual([]);
  });

  it('Grid.js: the paged table with its sortable headers, first among the candidates', async () => {
    await open('gridjs-paged.html');
    const data = await rows(10);
    const first = await firstCandidate();
    expect(first.isGridRoot).toBe(true);
    expect(first.kind).toBe('table');
    expect(first.columns).toEqual(['번호', '품목', '가격', '지역', '등록일']);
    expect(first.body).toEqual(data.map((r) => cellsOf(r, ['id', 'name', 'price', 'city', 'date'])));
    expect(first.virtual).toBeNull();
  });

  it('DataTables (scrolling mode): one table (its role=table wrapper over the head and body tables) with the header read once, first among the candidates', async () => {
    await open('datatables-scroll.html');
    const data = await rows(10);
    const first = await firstCandidate();
    expect(first.isGridRoot).toBe(true);
    expect(first.columns).toEqual(['번호', '품목', '가격', '지역', '등록일']);
    expect(first.body).toEqual(data.map((r) => cellsOf(r, ['id', 'name', 'price', 'city', 'date'])));
  });
});
