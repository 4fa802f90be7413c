import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { launchExtension, PANEL_PATH, type LoadedExtension } from './support/extension';
import { startFixtureServer, type FixtureServer } from './support/fixture-server';
import { poll } from './support/poll';
import { parseCsv, readXlsxSheet } from './support/files';
import { candidateEntries, candidateList } from './support/candidates';

// The single-page product as a user meets it: toolbar click (activeTab), "Find tables", hover, choose, shape the
// columns, filter, and export — each file compared row by row with what the fixture page itself holds.

let ext: LoadedExtension;
let fixtures: FixtureServer;

beforeAll(async () => {
  const started = await Promise.allSettled([
    startFixtureServer().then((server) => (fixtures = server)),
    launchExtension({ acceptLanguage: 'ko-KR,ko' }).then((loaded) => (ext = loaded)),
  ]);
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  // For reading back what "copy as TSV" wrote (extension origins cannot be named here).
  await ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

afterAll(async () => {
  await ext?.close();
  await fixtures?.close();
});

interface Opened {
  tabId: number;
  page: Page;
}

/** Opens a fixture in a new tab (through the extension, so that its id is known) and clicks the toolbar button there. */
async function openFixture(file: string): Promise<Opened> {
  const opened = ext.context.waitForEvent('page');
  const tabId = await ext.serviceWorker.evaluate(async (url) => (await chrome.tabs.create({ url })).id ?? -1, fixtures.url(file));
  const page = await opened;
  await page.waitForLoadState('load');
  await ext.clickAction(page);
  return { tabId, page };
}

async function openPanel(tabId: number): Promise<Page> {
  const panel = await ext.context.newPage();
  await panel.goto(ext.url(`${PANEL_PATH}?tabId=${tabId}`));
  await panel.getByRole('button', { name: '표 찾기' }).waitFor();
  return panel;
}

const candidates = candidateEntries;

/** Clicks a download button and reads the file Chrome saved through chrome.downloads. */
async function download(panel: Page, button: string, suffix: string): Promise<{ name: string; bytes: Buffer }> {
  const before = await panel.evaluate(async () => (await chrome.downloads.search({})).map((d) => d.id));
  await panel.getByRole('button', { name: button }).click();
  const status = await panel.getByRole('status').filter({ hasText: `.${suffix} 파일을 내려받았습니다` }).textContent();
  const name = /^(.*) 파일을 내려받았습니다/.exec(status ?? '')?.[1] ?? '';
  const item = await poll(
    () => panel.evaluate(async (known) => (await chrome.downloads.search({})).find((d) => !known.includes(d.id)), before),
    (d) => d?.state === 'complete',
  );
  if (!item) throw new Error(`no finished download for ${button}`);
  // Built in the panel as a Blob, handed to chrome.downloads.
  expect(item.url).toMatch(/^blob:chrome-extension:\/\//);
  return { name, bytes: fs.readFileSync(item.filename) };
}

/** The file name the export promises: host_YYYYMMDD_HHmm.ext in local time (within a minute of now). */
function expectFileName(name: string, ext: string): void {
  const match = /^127\.0\.0\.1_(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})\.(\w+)$/.exec(name);
  expect(match).not.toBeNull();
  const [, y, mo, d, h, mi, suffix] = match as RegExpExecArray;
  expect(suffix).toBe(ext);
  const stamped = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)).getTime();
  expect(Math.abs(Date.now() - stamped)).toBeLessThan(2 * 60_000);
}

describe('picking and exporting a table', () => {
  let board: Opened;
  let panel: Page;
  /** What the fixture page holds in its product table, read straight from its DOM. */
  let products: { no: string; name: string; href: string; brand: string; price: string; memo: string }[];

  beforeAll(async () => {
    board = await openFixture('board-list.html');
    products = await board.page.$$eval('#products tbody tr', (rows) =>
      rows.map((tr) => {
        const cells = Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim());
        return { no: cells[0] ?? '', name: cells[1] ?? '', href: tr.querySelector('a')?.href ?? '', brand: cells[2] ?? '', price: cells[3] ?? '', memo: cells[4] ?? '' };
      }),
    );
    expect(products).toHaveLength(6);
    panel = await openPanel(board.tabId);
  });

  afterAll(async () => {
    await panel?.close();
    await board?.page.close();
  });

  it('lists every table candidate, best first, with size and preview; hovering one highlights it on the page', async () => {
    await panel.getByRole('button', { name: '표 찾기' }).click();
    await candidateList(panel).waitFor();
    const entries = await candidates(panel).allTextContents();
    // The product table, the notice table, the product cards, and the menu (a short list of links, offered last).
    expect(await panel.getByTestId('candidate-count').textContent()).toBe(`표 후보 ${entries.length}개`);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    // Sized as the pick gives the table: body rows (the heading row is not one) × columns, as the chosen table's heading says below.
    expect(entries[0]).toMatch(/^1\. 표 · 6행 × 5열 · 전체 상품/);
    expect(entries[0]).toContain('무선 마우스');
    expect(entries.some((e) => /반복 목록/.test(e) && e.includes('기계식 키보드'))).toBe(true);
    expect(entries.some((e) => /표 · 2행 × 2열/.test(e) && e.includes('배송 지연 안내'))).toBe(true);

    // The list appears under the pointer, so a highlight may already be up; one box however many entries are hovered.
    const highlight = board.page.locator('[data-tablecrawler-highlight]');
    await candidates(panel).nth(1).hover();
    await candidates(panel).nth(0).hover();
    await highlight.waitFor({ state: 'attached' });
    expect(await highlight.count()).toBe(1);
  });

  it("finds the list in the page's own world, where the search is faster, and holds the elements it found", async () => {
    const before = await candidates(panel).allTextContents();
    // The panel loaded the page-world script, which defines its find on the page (a click asks its quick find, which
    // answers with a list kept from before a change at once); wrapped, it counts the calls.
    const defined = await board.page.evaluate(() => {
      const scope = globalThis as unknown as Record<symbol, unknown> & { finds?: number };
      const key = Symbol.for('tablecrawler.findInPageQuick');
      const find = scope[key];
      if (typeof find !== 'function') return false;
      scope.finds = 0;
      Object.defineProperty(globalThis, key, { configurable: true, value: (...args: unknown[]) => ((scope.finds = (scope.finds ?? 0) + 1), find(...args)) });
      return true;
    });
    expect(defined).toBe(true);
    await panel.getByRole('button', { name: '다시 찾기' }).click();
    expect(await poll(() => board.page.evaluate(() => (globalThis as { finds?: number }).finds), (n) => n === 1)).toBe(1);
    expect(await poll(() => candidates(panel).allTextContents(), (entries) => JSON.stringify(entries) === JSON.stringify(before))).toEqual(before);
    // The ids name the elements found there: the next test chooses the product table from this list.
  });

  it('shows the list found before the page changed at once, marked as being checked, then the list as the page is now', async () => {
    const before = await candidates(panel).count();
    // Every text the count line takes, however briefly (the list as the page is now may follow in the next frame).
    await panel.evaluate(() => {
      const scope = window as unknown as { counts: string[] };
      scope.counts = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="candidate-count"]')?.textContent;
        if (text && scope.counts.at(-1) !== text) scope.counts.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const late = '<table id="late"><thead><tr><th>구분</th><th>값</th></tr></thead><tbody><tr><td>가</td><td>1</td></tr><tr><td>나</td><td>2</td></tr></tbody></table>';
    await board.page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), late);
    await panel.getByRole('button', { name: '다시 찾기' }).click();
    expect(await poll(() => candidates(panel).count(), (n) => n === before + 1)).toBe(before + 1);
    expect(await panel.evaluate(() => (window as unknown as { counts: string[] }).counts)).toEqual([`표 후보 ${before}개 · 페이지가 바뀌어 목록을 확인하는 중…`, `표 후보 ${before + 1}개`]);
    // As it was, for the next test.
    await board.page.evaluate(() => document.getElementById('late')?.remove());
    await panel.getByRole('button', { name: '다시 찾기' }).click();
    expect(await poll(() => candidates(panel).count(), (n) => n === before)).toBe(before);
  });

  it('chooses the product table, shapes its columns (exclude, rename, link URL, reorder by button and by drag) and filters live', async () => {
    await candidates(panel).first().click();
    await panel.getByRole('heading', { name: /선택한 표: 표 · 6행 × 5열 · 전체 상품/ }).waitFor();
    await panel.getByTestId('row-count').filter({ hasText: '전체 6행 중 6행' }).waitFor();

    await panel.getByRole('checkbox', { name: '내보내기에 넣기: 번호' }).uncheck();
    await panel.getByRole('textbox', { name: '열 이름: 상품명' }).fill('상품 링크');
    await panel.getByRole('combobox', { name: '형식: 상품 링크' }).selectOption({ label: '링크 URL' });
    await panel.getByRole('button', { name: '위로: 가격' }).click();
    await panel.getByRole('img', { name: '끌어서 순서 바꾸기: 메모' }).dragTo(panel.getByTestId('column-spec').nth(0));
    const order = await panel.getByTestId('column-spec').evaluateAll((items) => items.map((li) => (li.querySelector('input[type="text"]') as HTMLInputElement).value));
    expect(order).toEqual(['메모', '번호', '상품 링크', '가격', '브랜드']);
    const header = await panel.getByTestId('preview-grid').getByRole('columnheader').allTextContents();
    expect(header).toEqual(['메모', '상품 링크', '가격', '브랜드']);

    const include = panel.getByRole('textbox', { name: '포함할 단어' });
    await include.fill('abc');
    await include.press('Enter');
    await panel.getByTestId('row-count').filter({ hasText: '전체 6행 중 3행' }).waitFor();
    const exclude = panel.getByRole('textbox', { name: '제외할 단어' });
    await exclude.fill('품절');
    await exclude.press('Enter');
    await panel.getByTestId('row-count').filter({ hasText: '전체 6행 중 2행' }).waitFor();
    const shown = await panel.getByTestId('preview-grid').getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => Array.from(r.querySelectorAll('[role="cell"]'), (c) => c.textContent)));
    expect(shown).toEqual(expected().map((r) => [...r]));
  });

  /** The product rows the shaping and filters above keep ("abc" in any column, full-width too; nothing with "품절"), in output order. */
  function expected(): string[][] {
    return products.filter((p) => /abc/i.test(`${p.no}${p.name}${p.brand}${p.price}${p.memo}`.normalize('NFKC')) && !p.memo.includes('품절')).map((p) => [p.memo, p.href, p.price, p.brand]);
  }

  it('downloads CSV (BOM, RFC 4180, formula-safe) named host_YYYYMMDD_HHmm.csv, equal row by row to the fixture', async () => {
    const rows = expected();
    expect(rows.map((r) => r[1])).toEqual([fixtures.url('item/101'), fixtures.url('item/105')]);
    const { name, bytes } = await download(panel, 'CSV 내려받기', 'csv');
    expectFileName(name, 'csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([['메모', '상품 링크', '가격', '브랜드'], ...rows]);
  });

  it('downloads XLSX with a bold frozen header and prices as numbers, equal row by row to the fixture', async () => {
    const { name, bytes } = await download(panel, 'XLSX 내려받기', 'xlsx');
    expectFileName(name, 'xlsx');
    const sheet = readXlsxSheet(unzipSync(new Uint8Array(bytes)));
    expect(sheet.frozenRows).toBe(1);
    expect(sheet.headerBold).toBe(true);
    expect(sheet.rows).toEqual([['메모', '상품 링크', '가격', '브랜드'], ...expected().map(([memo, link, price, brand]) => [memo, link, Number((price as string).replace(/,/g, '')), brand])]);
  });

  it('downloads JSON {columns, rows, source}, equal row by row to the fixture', async () => {
    const { name, bytes } = await download(panel, 'JSON 내려받기', 'json');
    expectFileName(name, 'json');
    const json = JSON.parse(bytes.toString('utf8')) as { columns: string[]; rows: string[][]; source: { url: string; pages: number; crawledAt: string } };
    expect(json.columns).toEqual(['메모', '상품 링크', '가격', '브랜드']);
    expect(json.rows).toEqual(expected());
    expect(json.source).toEqual({ url: fixtures.url('board-list.html'), pages: 1, crawledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('copies the same rows as TSV for pasting into a spreadsheet', async () => {
    await panel.getByRole('button', { name: 'TSV로 복사' }).click();
    await panel.getByRole('status').filter({ hasText: '2행을 복사했습니다.' }).waitFor();
    const text = await panel.evaluate(() => navigator.clipboard.readText());
    // Tab-separated; a field holding a quote, tab or line break is quoted as in CSV, which spreadsheets read back.
    const field = (v: string): string => (/["\t\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    expect(text).toBe([['메모', '상품 링크', '가격', '브랜드'], ...expected()].map((r) => r.map(field).join('\t')).join('\n') + '\n');
  });

  it('picks a table by clicking it on the page; Esc cancels picking', async () => {
    await panel.getByRole('button', { name: '페이지에서 고르기' }).click();
    await panel.getByText('페이지에서 원하는 표를 클릭하세요.', { exact: false }).waitFor();
    await board.page.locator('#notice td').first().hover();
    await board.page.locator('[data-tablecrawler-highlight]').waitFor({ state: 'attached' });
    await board.page.locator('#notice td').first().click();
    await panel.getByRole('heading', { name: /선택한 표: 표 · 2행 × 2열/ }).waitFor();
    // The click picked the table and did not reach the page.
    expect(board.page.url()).toBe(fixtures.url('board-list.html'));

    await panel.getByRole('button', { name: '페이지에서 고르기' }).click();
    await panel.getByRole('button', { name: '고르기 취소' }).waitFor();
    await board.page.keyboard.press('Escape');
    await panel.getByRole('button', { name: '페이지에서 고르기' }).waitFor();
    await panel.getByRole('heading', { name: /선택한 표: 표 · 2행 × 2열/ }).waitFor();
  });
});

describe('pages of other shapes', () => {
  it('reads a table inside a same-origin iframe', async () => {
    const host = await openFixture('iframe-host.html');
    const frame = host.page.frameLocator('#board');
    const fixtureRows = await frame.locator('#board-list tbody tr').evaluateAll((rows) => rows.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())));
    const panel = await openPanel(host.tabId);
    await panel.getByRole('button', { name: '표 찾기' }).click();
    await panel.getByTestId('candidate-count').filter({ hasText: '표 후보 1개' }).waitFor();
    await candidates(panel).first().click();
    await panel.getByRole('heading', { name: /선택한 표: 표 · 3행 × 4열/ }).waitFor();
    const { bytes } = await download(panel, 'JSON 내려받기', 'json');
    const json = JSON.parse(bytes.toString('utf8')) as { columns: string[]; rows: string[][] };
    expect(json.columns).toEqual(['번호', '제목', '담당 부서', '등록일']);
    expect(json.rows).toEqual(fixtureRows);
    await panel.close();
    await host.page.close();
  });

  it('picks a web-component grid on the page through its slotted cell and reads what the slots draw', async () => {
    const grid = await openFixture('web-component-grid.html');
    const panel = await openPanel(grid.tabId);
    await panel.getByRole('button', { name: '표 찾기' }).click();
    await candidates(panel).first().waitFor();
    await panel.getByRole('button', { name: '페이지에서 고르기' }).click();
    await panel.getByText('페이지에서 원하는 표를 클릭하세요.', { exact: false }).waitFor();
    const cell = grid.page.locator('grid-cell-content', { hasText: '이도윤' });
    await cell.hover();
    await grid.page.locator('[data-tablecrawler-highlight]').waitFor({ state: 'attached' });
    await cell.click();
    await panel.getByRole('heading', { name: /선택한 표: 표 · 3행 × 2열/ }).waitFor();
    const { bytes } = await download(panel, 'JSON 내려받기', 'json');
    const json = JSON.parse(bytes.toString('utf8')) as { columns: string[]; rows: string[][] };
    expect(json.columns).toEqual(['이름', '근무 시간']);
    expect(json.rows).toEqual([
      ['김하나', '8:04'],
      ['이도윤', '7:43'],
      ['박서연', '4:00'],
    ]);
    await panel.close();
    await grid.page.close();
  });

  it('reads a legacy EUC-KR page correctly and exports it as UTF-8', async () => {
    const legacy = await openFixture('legacy-euc-kr.html');
    expect(await legacy.page.evaluate(() => document.characterSet)).toBe('EUC-KR');
    const panel = await openPanel(legacy.tabId);
    await panel.getByRole('button', { name: '표 찾기' }).click();
    await candidates(panel).first().click();
    await panel.getByRole('heading', { name: /선택한 표: 표 · 3행 × 3열/ }).waitFor();
    const { bytes } = await download(panel, 'CSV 내려받기', 'csv');
    expect(parseCsv(bytes.subarray(3).toString('utf8'))).toEqual([
      ['통화', '매매기준율', '비고'],
      ['미국 달러', '1,382.50', '전일 대비 상승'],
      ['일본 엔(100엔)', '912.34', '하락'],
      ['유로', '1,498.10', '보합'],
    ]);
    await panel.close();
    await legacy.page.close();
  });
});
