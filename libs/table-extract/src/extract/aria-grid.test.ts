import { extractTable } from './extract-table';

describe('ARIA grids', () => {
  it('leaves out an empty filler cell without aria-colindex among cells placed by it (MUI DataGrid)', () => {
    const row = (index: number, cells: string[], role = 'cell'): string =>
      `<div role="row" aria-rowindex="${index}">${cells.map((c, k) => `<div role="${role}" aria-colindex="${k + 1}">${c}</div>`).join('')}${role === 'cell' ? '<div role="cell" style="width:0"></div>' : ''}</div>`;
    document.body.innerHTML = `<div role="grid">${row(1, ['Name', 'Salary'], 'columnheader')}${row(2, ['Amara', '$182,000'])}${row(3, ['Diego', '$156,500'])}</div>`;
    const t = extractTable(document.querySelector('[role=grid]') as Element);
    expect(t.columns).toEqual(['Name', 'Salary']);
    expect(t.grid[1]).toEqual(['Amara', '$182,000']);
    // An unindexed empty cell before the indexed ones is a column (DevExtreme's group space).
    document.body.innerHTML = document.body.innerHTML.replace(/<div role="row" aria-rowindex="(\d)">/g, '<div role="row" aria-rowindex="$1"><div role="gridcell"></div>');
    expect(extractTable(document.querySelector('[role=grid]') as Element).grid[1]).toEqual(['', 'Amara', '$182,000']);
  });

  it('takes column headers drawn without a row around them as the header row (jqxGrid\'s header boxes)', () => {
    const heads = ['Product Name', 'Customer', 'Quantity'].map((h) => `<div role="columnheader" class="jqx-grid-column-header"><div><span>${h}</span></div></div>`).join('');
    const row = (cells: string[]): string => `<div role="row">${cells.map((c) => `<div role="gridcell">${c}</div>`).join('')}</div>`;
    document.body.innerHTML = `<div role="grid" id="g"><div class="jqx-grid-columns">${heads}</div><div class="content">${row(['Black Tea', 'Nancy Davolio', '10'])}${row(['Green Tea', 'Michael Suyama', '13'])}</div></div>`;
    const t = extractTable(document.getElementById('g') as Element);
    expect([t.headerRows, t.columns]).toEqual([1, ['Product Name', 'Customer', 'Quantity']]);
    expect(t.grid.slice(1)).toEqual([
      ['Black Tea', 'Nancy Davolio', '10'],
      ['Green Tea', 'Michael Suyama', '13'],
    ]);
  });

  it('reads a totals row drawn without the row role after the last row, a control passed over, as the footer (Notion)', () => {
    const cells = (texts: string[], role: string): string => texts.map((t) => `<div role="${role}">${t}</div>`).join('');
    document.body.innerHTML = `<div role="table"><div role="row">${cells(['Feature', 'Effort'], 'columnheader')}</div><div role="rowgroup"><div role="row">${cells(['SSO', '5'], 'cell')}</div><div role="row">${cells(['Billing', '13'], 'cell')}</div></div><div role="button">+ New</div><div><div>Count 2</div><div>Sum 18</div></div></div>`;
    const t = extractTable(document.querySelector('[role=table]') as Element);
    expect(t.grid).toEqual([
      ['Feature', 'Effort'],
      ['SSO', '5'],
      ['Billing', '13'],
      ['Count 2', 'Sum 18'],
    ]);
    expect(t.footerRows).toBe(1);
    // A box of another number of parts (a pager, a note) is no totals row.
    document.body.innerHTML = document.body.innerHTML.replace('<div><div>Count 2</div><div>Sum 18</div></div>', '<div><div>Showing 2 rows</div></div>');
    expect(extractTable(document.querySelector('[role=table]') as Element).grid).toHaveLength(3);
  });

  it('finds such a totals row inside boxes that only wrap it (SlickGrid footer row)', () => {
    const cells = (texts: string[], role: string, cls: string): string => texts.map((t, k) => `<div class="${cls} l${k} r${k}"${role ? ` role="${role}"` : ''}>${t}</div>`).join('');
    document.body.innerHTML = `<div role="grid"><div class="slick-header"><div role="row">${cells(['Campaign', 'Cost'], 'columnheader', 'slick-header-column')}</div></div><div class="slick-viewport"><div class="grid-canvas"><div role="row">${cells(['Search', '$18.4'], 'gridcell', 'slick-cell')}</div><div role="row">${cells(['Meta', '$8.1'], 'gridcell', 'slick-cell')}</div></div></div><div class="slick-footerrow"><div class="slick-footerrow-columns">${cells(['Total', '$26.5'], '', 'slick-footerrow-column')}</div></div></div>`;
    const t = extractTable(document.querySelector('[role=grid]') as Element);
    expect(t.grid[3]).toEqual(['Total', '$26.5']);
    expect(t.footerRows).toBe(1);
  });
});
