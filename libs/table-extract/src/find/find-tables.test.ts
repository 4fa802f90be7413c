import { findCandidates, findTables } from './find-tables';
import { isDataTable } from './layout-table';

const rows = (n: number, cols: number): string => Array.from({ length: n }, (_, r) => `<tr>${Array.from({ length: cols }, (_, c) => `<td>${r}-${c}</td>`).join('')}</tr>`).join('');

describe('isDataTable', () => {
  it('rejects tables of one row, of one column, and presentation tables', () => {
    document.body.innerHTML = `<table id="a">${rows(1, 5)}</table><table id="b">${rows(5, 1)}</table><table id="c" role="presentation">${rows(3, 3)}</table><table id="d">${rows(3, 3)}</table>`;
    const ok = (id: string): boolean => isDataTable(document.getElementById(id) as Element);
    expect([ok('a'), ok('b'), ok('c'), ok('d')]).toEqual([false, false, false, true]);
  });

  it('rejects tables wrapping page regions', () => {
    document.body.innerHTML = `<table id="layout"><tr><td><div><h1>Site</h1><ul><li>menu</li></ul></div></td><td><div><p>text</p><p>more</p></div></td></tr><tr><td><nav><ul><li>a</li></ul></nav></td><td><form><div>x</div></form></td></tr></table>`;
    expect(isDataTable(document.getElementById('layout') as Element)).toBe(false);
  });

  it('accepts a table with header markup even when small', () => {
    document.body.innerHTML = '<table id="t"><tr><th>Name</th><th>Value</th></tr><tr><td>a</td><td>1</td></tr></table>';
    expect(isDataTable(document.getElementById('t') as Element)).toBe(true);
  });
});

describe('findTables', () => {
  it('returns data tables and ARIA grids in document order, nested ones after their outer table', () => {
    document.body.innerHTML = `
      <table id="one"><tr><th>a</th><th>b</th></tr><tr><td><table id="inner">${rows(2, 2)}</table></td><td>x</td></tr></table>
      <div role="grid" id="grid"><div role="row"><div role="columnheader">h</div></div><div role="row"><div role="gridcell">v</div></div></div>
      <table id="two">${rows(3, 3)}</table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['one', 'inner', 'grid', 'two']);
  });

  it('lists a <table> with a grid role once, and ARIA tables before and after tables in document order', () => {
    const grid = (id: string, role = 'grid'): string => `<div role="${role}" id="${id}"><div role="row"><div role="columnheader">h</div></div><div role="row"><div role="gridcell">v</div></div></div>`;
    document.body.innerHTML = `${grid('g1', 'table')}<table id="t1" role="grid">${rows(3, 3)}</table><section>${grid('g2', 'treegrid')}<table id="t2">${rows(2, 2)}</table></section>${grid('g3')}<div role="gridcell" id="not-a-table"></div>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['g1', 't1', 'g2', 't2', 'g3']);
  });

  it('finds tables in open shadow roots at their host position', () => {
    document.body.innerHTML = `<table id="first">${rows(2, 2)}</table><div id="host"></div><table id="last">${rows(2, 2)}</table>`;
    const shadow = (document.getElementById('host') as Element).attachShadow({ mode: 'open' });
    shadow.innerHTML = `<section><table id="shadowed">${rows(3, 2)}</table></section>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['first', 'shadowed', 'last']);
  });

  it('leaves out hidden tables', () => {
    document.body.innerHTML = `<div hidden><table id="h">${rows(3, 3)}</table></div><table id="v">${rows(3, 3)}</table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['v']);
  });
});

describe('findCandidates', () => {
  it('ranks a big table above a small repeated list', () => {
    document.body.innerHTML = `<table id="big"><thead><tr><th>a</th><th>b</th><th>c</th></tr></thead>${rows(30, 3)}</table><ul id="list"><li><b class="t">x</b> <i class="p">1</i></li><li><b class="t">y</b> <i class="p">2</i></li><li><b class="t">z</b> <i class="p">3</i></li></ul>`;
    const found = findCandidates(document);
    expect(found.map((c) => [c.element.id, c.kind])).toEqual([
      ['big', 'table'],
      ['list', 'repeated'],
    ]);
  });
});
