import { findCandidates, findTables } from '../find/find-tables';
import { gridViewport } from '../virtual/viewport';
import { extractTable } from './extract-table';

const cell = (tag: string, name: string, text: string, key?: string): string => `<${tag} data-column-name="${name}"${key ? ` data-row-key="${key}"` : ''} class="tui-grid-cell"><div class="tui-grid-cell-content">${text}</div></${tag}>`;
const table = (rows: string[]): string => `<table class="tui-grid-table"><tbody>${rows.map((r) => `<tr>${r}</tr>`).join('')}</tbody></table>`;
const side = (name: string, head: string[], body: string[]): string =>
  `<div class="${name}"><div class="tui-grid-header-area">${table(head)}</div><div class="tui-grid-body-area"><div class="tui-grid-body-container"><div class="tui-grid-table-container">${table(body)}</div></div></div></div>`;

/** A TOAST UI Grid whose right side scrolled sideways: its body holds only the columns in view (b, c of a, b, c). */
function scrolledGrid(): string {
  const left = side('tui-grid-lside-area', [cell('th', 'id', 'ID')], [cell('td', 'id', 'x1', '7'), cell('td', 'id', 'x2', '8')]);
  const right = side(
    'tui-grid-rside-area',
    [cell('th', 'a', 'A') + cell('th', 'b', 'B') + cell('th', 'c', 'C')],
    [cell('td', 'b', 'b1', '7') + cell('td', 'c', 'c1', '7'), cell('td', 'b', 'b2', '8') + cell('td', 'c', 'c2', '8')],
  );
  return `<p>Orders</p><div class="tui-grid-container"><div class="tui-grid-content-area">${left}${right}</div></div>`;
}

describe('split grids (TOAST UI Grid)', () => {
  it('offers the container once and reads its sides as one table, body cells under the header of their column name', () => {
    document.body.innerHTML = scrolledGrid();
    const found = findTables(document);
    expect(found.map((el) => el.className)).toEqual(['tui-grid-container']);
    const t = extractTable(found[0] as Element);
    expect(t.grid).toEqual([
      ['ID', 'A', 'B', 'C'],
      ['x1', '', 'b1', 'c1'],
      ['x2', '', 'b2', 'c2'],
    ]);
    expect(t.headerRows).toBe(1);
    expect(t.kind).toBe('table');
  });

  it('gives the row keys TOAST UI writes on each cell, and the body area as the box to scroll', () => {
    document.body.innerHTML = scrolledGrid();
    const grid = document.querySelector('.tui-grid-container') as Element;
    expect(extractTable(grid).rowKeys).toEqual(['data-row-key=7', 'data-row-key=8']);
    expect(findCandidates(document)[0]?.element).toBe(grid);
    // jsdom lays nothing out, so nothing scrolls; the first row found is the right side's.
    expect(gridViewport(grid)).toBeNull();
  });
});

describe('split grids told apart by how they are drawn', () => {
  it('takes a side\'s header, body and summary tables by their order, whatever their areas are called', () => {
    const th = (name: string, text: string, extra = ''): string => `<th data-column-name="${name}"${extra}>${text}</th>`;
    const td = (name: string, text: string): string => `<td data-column-name="${name}">${text}</td>`;
    const sideOf = (name: string, head: string[], body: string[], sum: string[]): string => `<div class="${name}"><div class="x-head">${table(head)}</div><div class="x-body">${table(body)}</div><div class="x-sum">${table(sum)}</div></div>`;
    const left = sideOf('tui-grid-lside-area', [th('n', 'Name', ' rowspan="2"'), ''], [td('n', 'Seoul'), td('n', 'Busan')], ['<th>Total</th>']);
    const right = sideOf('tui-grid-rside-area', [th('s', 'Sales', ' colspan="2"'), th('t', 'Target') + th('a', 'Actual')], [td('t', '10') + td('a', '12'), td('t', '8') + td('a', '7')], ['<td>18</td><td>19</td>']);
    document.body.innerHTML = `<div class="tui-grid-container"><div class="tui-grid-content-area">${left}${right}</div></div>`;
    const t = extractTable(findTables(document)[0] as Element);
    expect(t.grid).toEqual([
      ['Name', 'Sales', 'Sales'],
      ['Name', 'Target', 'Actual'],
      ['Seoul', '10', '12'],
      ['Busan', '8', '7'],
      ['Total', '18', '19'],
    ]);
    expect([t.headerRows, t.footerRows]).toEqual([2, 1]);
  });

  it('reads a header grid over a body grid of cells placed by position as one grid, offered as their box', () => {
    const at = (el: Element, left: number, top: number): void => {
      el.getBoundingClientRect = () => ({ left, top, width: 50, height: 20, right: left + 50, bottom: top + 20, x: left, y: top, toJSON: () => ({}) });
    };
    const head = ['Category', 'Count'].map((t) => `<div role="columnheader">${t}</div>`).join('');
    // Body cells written column by column: their drawn place decides the row and the order.
    const body = [['Gadget', 'Widget'], ['12', '7']].map((col) => col.map((t) => `<div role="gridcell">${t}</div>`).join('')).join('');
    document.body.innerHTML = `<div class="result"><div role="grid"><div role="rowgroup">${head}</div></div><div role="grid"><div role="rowgroup">${body}</div></div></div>`;
    const headCells = Array.from(document.querySelectorAll('[role=columnheader]'));
    headCells.forEach((el, k) => at(el, k * 50, 0));
    Array.from(document.querySelectorAll('[role=gridcell]')).forEach((el, k) => at(el, Math.floor(k / 2) * 50, 20 + (k % 2) * 20));
    const box = document.querySelector('.result') as Element;
    expect(findTables(document)).toEqual([box]);
    const t = extractTable(box);
    expect(t.grid).toEqual([
      ['Category', 'Count'],
      ['Gadget', '12'],
      ['Widget', '7'],
    ]);
    expect([t.headerRows, t.kind]).toEqual([1, 'aria']);
  });

  it('reads panes of rows drawn side by side as one grid, row by row, offered as their box', () => {
    const row = (cells: string[], role = ' role="row"'): string => `<div${role}>${cells.map((c) => `<div>${c}</div>`).join('')}</div>`;
    const left = `<div>${row(['#', 'Title'])}${row(['1', 'Pricing'])}${row(['2', 'Story'])}${row(['', '2 records'], '')}</div>`;
    const right = `<div>${row(['Status', 'Reach'])}${row(['Published', '12,400'])}${row(['Draft', '8,900'])}${row(['', 'Sum 21,300'], '')}</div>`;
    document.body.innerHTML = `<div class="panes">${left}${right}</div>`;
    const box = document.querySelector('.panes') as Element;
    expect(findTables(document)).toEqual([box]);
    expect(extractTable(box, { headerRows: 1 }).grid).toEqual([
      ['#', 'Title', 'Status', 'Reach'],
      ['1', 'Pricing', 'Published', '12,400'],
      ['2', 'Story', 'Draft', '8,900'],
      ['', '2 records', '', 'Sum 21,300'],
    ]);
    // Panes of different lengths are no one grid.
    document.body.innerHTML = `<div class="panes">${left}<div>${row(['a', 'b'])}${row(['c', 'd'])}</div></div>`;
    expect(findTables(document)).toEqual([]);
  });
});

describe('Element UI fixed-column overlays', () => {
  it('are not offered as tables of their own', () => {
    const body = '<tbody><tr><td class="el-table_1_column_1">1</td><td class="el-table_1_column_2">a</td></tr><tr><td class="el-table_1_column_1">2</td><td class="el-table_1_column_2">b</td></tr></tbody>';
    document.body.innerHTML = `<div class="el-table"><div class="el-table__body-wrapper"><table class="el-table__body">${body}</table></div><div class="el-table__fixed"><div class="el-table__fixed-body-wrapper"><table class="el-table__body">${body}</table></div></div></div>`;
    expect(findTables(document)).toEqual([document.querySelector('.el-table__body-wrapper table')]);
  });
});

describe('grids drawn as bands of tables (a header band over a body band, each a left and a right pane)', () => {
  const t = (rows: string): string => `<table><colgroup><col><col></colgroup><tbody>${rows}</tbody></table>`;
  const page = (bodyRight: string): string =>
    `<h3>전표 목록</h3><div id="grid"><div class="h"><div class="l">${t('<tr><th rowspan="2">No</th><th rowspan="2">일자</th></tr><tr></tr>')}</div><div class="r">${t('<tr><th colspan="2">금액</th></tr><tr><th>차변</th><th>대변</th></tr>')}</div></div>` +
    `<div class="b"><div class="l">${t('<tr><td></td><td></td></tr><tr><td>1</td><td>2024-05-02</td></tr><tr><td>2</td><td>2024-05-03</td></tr><tr><td colspan="2">합계</td></tr>')}</div><div class="r">${t(bodyRight)}</div></div></div>`;

  it('offers the box once and reads row r of every pane left to right, header bands as header rows', () => {
    document.body.innerHTML = page('<tr><td></td><td></td></tr><tr><td>3,300</td><td>0</td></tr><tr><td>0</td><td>1,254</td></tr><tr><td>3,300</td><td>1,254</td></tr>');
    const found = findTables(document);
    expect(found.map((el) => el.id)).toEqual(['grid']);
    const table = extractTable(found[0] as Element);
    expect([table.headerRows, table.columns, table.title]).toEqual([2, ['No', '일자', '금액 / 차변', '금액 / 대변'], '전표 목록']);
    expect(table.grid.slice(2)).toEqual([
      ['1', '2024-05-02', '3,300', '0'],
      ['2', '2024-05-03', '0', '1,254'],
      ['합계', '합계', '3,300', '1,254'],
    ]);
  });

  it('pairs body rows past a measuring row only one pane draws (rows drawing nothing are no rows)', () => {
    document.body.innerHTML = page('<tr><td>3,300</td><td>0</td></tr><tr><td>0</td><td>1,254</td></tr><tr><td>3,300</td><td>1,254</td></tr>');
    const found = findTables(document);
    expect(found.map((el) => el.id)).toEqual(['grid']);
    expect(extractTable(found[0] as Element).grid[2]).toEqual(['1', '2024-05-02', '3,300', '0']);
  });

  it('takes header bands of `td` labels, past an idle scrollbar and an undrawn empty message (RealGrid: header, body and footer bands)', () => {
    const head = (cells: string[]): string => t(`<tr>${cells.map((c) => `<td class="rg-header-cell"><div><span>${c}</span></div></td>`).join('')}</tr>`);
    const body = (rows: string[][]): string => t(rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join(''));
    const band = (left: string, right: string, extra = ''): string => `<div class="rg-section"><div class="rg-fixed-part">${left}</div><div class="rg-scroll-part">${right}</div>${extra}</div>`;
    document.body.innerHTML =
      `<h3>재고 목록</h3><div id="grid">${band(head(['품목코드', '품목명']), head(['현재고', '출고']))}` +
      `${band(body([['WH-1', '스캐너'], ['WH-2', '프린터']]), body([['142', '48'], ['18', '9']]), '<div class="rg-empty-message" style="display:none">조회된 데이터가 없습니다.</div>')}` +
      `${band(body([['합계', '']]), body([['160', '57']]))}<div class="rg-hscrollbar"><div class="rg-thumb"></div></div></div>`;
    expect(findTables(document).map((el) => el.id)).toEqual(['grid']);
    const table = extractTable(document.getElementById('grid') as Element);
    expect([table.headerRows, table.columns]).toEqual([1, ['품목코드', '품목명', '현재고', '출고']]);
    expect(table.grid.slice(1)).toEqual([
      ['WH-1', '스캐너', '142', '48'],
      ['WH-2', '프린터', '18', '9'],
      ['합계', '', '160', '57'],
    ]);
    // A first band of figures is no header band.
    (document.querySelector('.rg-section td span') as Element).textContent = '1,520';
    expect(findTables(document).some((el) => el.id === 'grid')).toBe(false);
  });

  it('leaves panes whose body rows do not pair alone', () => {
    document.body.innerHTML = page('<tr><td>3,300</td><td>0</td></tr>');
    expect(findTables(document).some((el) => el.id === 'grid')).toBe(false);
  });
});
