/** @jest-environment jsdom */
import { findCandidates } from '@tablecrawler/table-extract';
import { createExtensionI18n, extensionT } from '../../../i18n';
import { fingerprintOf } from '../../table';
import { HIGHLIGHT_HOST_ATTRIBUTE } from './highlight';
import { createPickHandlers } from './pick-handlers';

const context = { sender: { kind: 'extension' as const } };

function setup() {
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  return createPickHandlers({ document, translator: async () => extensionT(i18n.t.bind(i18n)) });
}

const rows = (n: number, cells: (i: number) => string) => Array.from({ length: n }, (_, i) => `<tr>${cells(i)}</tr>`).join('');

describe('pick handlers (content script)', () => {
  beforeEach(() => {
    document.title = ' 목록 ';
    document.body.innerHTML = `
      <table id="small"><caption>요약</caption><tr><th>항목</th><th>값</th></tr>${rows(3, (i) => `<td>항목${i}</td><td>${i}</td>`)}</table>
      <table id="big"><thead><tr><th>번호</th><th>제목</th><th>작성자</th></tr></thead><tbody>${rows(12, (i) => `<td>${i + 1}</td><td><a href="/post/${i + 1}">글 ${i + 1}</a></td><td>user${i}</td>`)}</tbody></table>
      <ul id="cards">${Array.from({ length: 4 }, (_, i) => `<li class="card"><a class="name" href="/p/${i}">상품 ${i}</a><span class="price">${(i + 1) * 1000}원</span></li>`).join('')}</ul>`;
  });
  afterEach(() => document.querySelectorAll(`[${HIGHLIGHT_HOST_ATTRIBUTE}]`).forEach((h) => h.remove()));

  it('lists every candidate best first with its size and a small preview', async () => {
    const list = await setup()['pick.list']({}, context);
    expect(list.url).toBe(document.URL);
    expect(list.title).toBe('목록');
    const big = list.candidates[0];
    expect(big).toMatchObject({ kind: 'table', rows: 12, columns: 3 });
    expect(big?.preview).toEqual([
      ['번호', '제목', '작성자'],
      ['1', '글 1', 'user0'],
      ['2', '글 2', 'user1'],
      ['3', '글 3', 'user2'],
    ]);
    expect(list.candidates.map((c) => c.kind).sort()).toEqual(['repeated', 'table', 'table']);
    // A list's columns that nothing on the page names get the panel's localised names, never CSS classes.
    expect(list.candidates.find((c) => c.kind === 'repeated')?.preview?.[0]).toEqual(['열 1 (link)', '열 1', '열 2']);
    expect(list.candidates.find((c) => c.title === '요약')).toMatchObject({ rows: 3, columns: 2 });
    // In table-extract's order (best first).
    expect(list.candidates.map((c) => [c.kind, c.rows, c.columns])).toEqual(findCandidates(document).map((c) => [c.kind, c.rows, c.columns]));
  });

  it('keeps ids stable across lists and collects a candidate whole, links as absolute URLs', async () => {
    const handlers = setup();
    const first = await handlers['pick.list']({}, context);
    const second = await handlers['pick.list']({}, context);
    expect(second.candidates.map((c) => c.id)).toEqual(first.candidates.map((c) => c.id));
    const big = first.candidates[0]?.id as number;
    const picked = await handlers['pick.collect']({ id: big }, context);
    expect(picked.kind).toBe('table');
    expect(picked.table.columns).toEqual(['번호', '제목', '작성자']);
    expect(picked.table.rows).toHaveLength(12);
    expect(picked.table.rows[4]).toEqual({ text: ['5', '글 5', 'user4'], link: ['', new URL('/post/5', document.baseURI).href, ''] });
    await expect(handlers['pick.collect']({ id: 999 }, context)).rejects.toThrow(/no longer on the page/);
  });

  it('highlights a candidate (scrolled into view) in a closed shadow root and hides it again', async () => {
    // jsdom has no layout and no scrollIntoView.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const handlers = setup();
    const { candidates } = await handlers['pick.list']({}, context);
    await expect(handlers['pick.highlight']({ id: candidates[0]?.id as number }, context)).resolves.toEqual({ highlighted: true });
    const hosts = document.querySelectorAll(`[${HIGHLIGHT_HOST_ATTRIBUTE}]`);
    expect(hosts).toHaveLength(1);
    expect((hosts[0] as HTMLElement).shadowRoot).toBeNull();
    expect(scrolled).toHaveBeenCalledTimes(1);
    await expect(handlers['pick.highlight']({ id: null }, context)).resolves.toEqual({ highlighted: false });
  });

  it('picks the table the user clicks (innermost candidate), and Esc or pick.cancel ends without one', async () => {
    const handlers = setup();
    await handlers['pick.list']({}, context);
    const picking = handlers['pick.onPage']({}, context);
    await new Promise((r) => setTimeout(r, 0));
    const link = document.querySelector('#big a') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const { candidate } = await picking;
    expect(candidate).toMatchObject({ kind: 'table', rows: 12, columns: 3 });

    const escaped = handlers['pick.onPage']({}, context);
    await new Promise((r) => setTimeout(r, 0));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect(escaped).resolves.toEqual({ candidate: null });

    const cancelled = handlers['pick.onPage']({}, context);
    await new Promise((r) => setTimeout(r, 0));
    await expect(Promise.resolve(handlers['pick.cancel']({}, context))).resolves.toEqual({ cancelled: true });
    await expect(cancelled).resolves.toEqual({ candidate: null });
  });

  it('picks a table the list did not offer (a layout-looking table) when the user clicks it', async () => {
    document.body.insertAdjacentHTML('beforeend', '<table id="one-row"><tr><td>only</td><td>row</td></tr></table>');
    const handlers = setup();
    await handlers['pick.list']({}, context);
    const picking = handlers['pick.onPage']({}, context);
    await new Promise((r) => setTimeout(r, 0));
    (document.querySelector('#one-row td') as HTMLElement).click();
    const { candidate } = await picking;
    expect(candidate).toMatchObject({ kind: 'table', rows: 1, columns: 2, preview: [['only', 'row']] });
    const picked = await handlers['pick.collect']({ id: candidate?.id as number }, context);
    expect(picked.table.rows.map((r) => r.text)).toEqual([['only', 'row']]);
  });

  it('lists, previews, picks on the page and collects a table drawn with CSS grid alone as a table (Javadoc\'s summary)', async () => {
    const row = (kind: string, name: string, text: string): string => `<div class="col-first"><code>${kind}</code></div><div class="col-second"><code><a href="#${name}">${name}</a>()</code></div><div class="col-last">${text}</div>`;
    document.body.innerHTML = `<style>.summary-table{display:grid;grid-template-columns:repeat(3,auto)}.table-header{font-weight:700}</style>
      <div class="summary-table" id="methods"><div class="table-header">Modifier and Type</div><div class="table-header">Method</div><div class="table-header">Description</div>${row('int', 'size', 'Number of items.')}${row('void', 'clear', 'Removes all items.')}${row('boolean', 'isEmpty', 'Whether it holds none.')}</div>`;
    const handlers = setup();
    const { candidates } = await handlers['pick.list']({}, context);
    expect(candidates[0]).toMatchObject({ kind: 'table', rows: 3, columns: 3, preview: [['Modifier and Type', 'Method', 'Description'], ['int', 'size()', 'Number of items.'], ['void', 'clear()', 'Removes all items.'], ['boolean', 'isEmpty()', 'Whether it holds none.']] });
    const picking = handlers['pick.onPage']({}, context);
    await new Promise((r) => setTimeout(r, 0));
    (document.querySelector('#methods a') as HTMLElement).click();
    const { candidate } = await picking;
    expect(candidate).toMatchObject({ id: candidates[0]?.id, kind: 'table' });
    const picked = await handlers['pick.collect']({ id: candidate?.id as number }, context);
    expect(picked.kind).toBe('table');
    expect(picked.table.columns).toEqual(['Modifier and Type', 'Method', 'Description']);
    expect(picked.table.rows.map((r) => r.text)).toEqual([['int', 'size()', 'Number of items.'], ['void', 'clear()', 'Removes all items.'], ['boolean', 'isEmpty()', 'Whether it holds none.']]);
  });

  it('sizes a candidate as the table the pick gives: a colspan past the drawn width and a heading row of controls only count for nothing', async () => {
    // A saved USDA nutrient report: the markup says 9 rows × 6 columns (an "Apply Changes" row with colspan=6 over 4
    // columns, a heading row, 7 body rows); the pick gives 7 body rows × 4 columns.
    const nutrients = ['Water', 'Energy', 'Protein', 'Total lipid (fat)', 'Carbohydrate', 'Fiber'];
    document.body.innerHTML = `<table id="usda"><thead><tr><td colspan="6"><input type="submit" value="Apply Changes"><a href="/help"><img src="/help.png" alt="Help"></a></td></tr><tr><th>Nutrient</th><th>Unit</th><th><input type="text" value="1"><br>Value per 100.0g</th><th>oz 1 NLEA serving</th></tr></thead><tbody><tr><td colspan="4"><b>Proximates</b></td></tr>${rows(6, (i) => `<td>${nutrients[i]}</td><td>g</td><td>${i}.5</td><td>${i}.25</td>`)}</tbody></table>`;
    const handlers = setup();
    const { candidates } = await handlers['pick.list']({}, context);
    expect(candidates).toHaveLength(1);
    const [usda] = candidates;
    expect(usda).toMatchObject({ kind: 'table', rows: 7, columns: 4 });
    const picked = await handlers['pick.collect']({ id: usda?.id as number }, context);
    expect([picked.table.rows.length, picked.table.columns.length]).toEqual([usda?.rows, usda?.columns]);
  });

  it('names the candidate of a new page that a table chosen on an earlier page (a crawl\'s) is, and none when the page lacks it', async () => {
    const found = findCandidates(document);
    const big = found.findIndex((c) => c.element.id === 'big');
    const fingerprint = fingerprintOf(found[big] as (typeof found)[number], big);
    // The next page: the content script starts again (new ids); the board has other rows and a notice table came first.
    document.body.innerHTML = `
      <table id="notice"><tr><th>공지</th><th>날짜</th></tr>${rows(2, (i) => `<td>공지 ${i}</td><td>11/${i + 1}</td>`)}</table>
      <table id="big"><thead><tr><th>번호</th><th>제목</th><th>작성자</th></tr></thead><tbody>${rows(12, (i) => `<td>${i + 13}</td><td><a href="/post/${i + 13}">글 ${i + 13}</a></td><td>user${i}</td>`)}</tbody></table>`;
    const list = await setup()['pick.list']({ follow: fingerprint }, context);
    const board = list.candidates.find((c) => c.preview?.[1]?.[0] === '13');
    expect(board).toBeDefined();
    expect(list.followed).toBe(board?.id);

    document.body.innerHTML = `<table id="other"><tr><th>도시</th><th>기온</th></tr>${rows(4, (i) => `<td>도시 ${i}</td><td>${i}</td>`)}</table>`;
    const elsewhere = await setup()['pick.list']({ follow: fingerprint }, context);
    expect(elsewhere.candidates).toHaveLength(1);
    expect(elsewhere.followed).toBeUndefined();
  });
});
