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

describe('Element UI fixed-column overlays', () => {
  it('are not offered as tables of their own', () => {
    const body = '<tbody><tr><td class="el-table_1_column_1">1</td><td class="el-table_1_column_2">a</td></tr><tr><td class="el-table_1_column_1">2</td><td class="el-table_1_column_2">b</td></tr></tbody>';
    document.body.innerHTML = `<div class="el-table"><div class="el-table__body-wrapper"><table class="el-table__body">${body}</table></div><div class="el-table__fixed"><div class="el-table__fixed-body-wrapper"><table class="el-table__body">${body}</table></div></div></div>`;
    expect(findTables(document)).toEqual([document.querySelector('.el-table__body-wrapper table')]);
  });
});
