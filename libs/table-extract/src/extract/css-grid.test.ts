import { extractTable, tableSize } from './extract-table';
import { cssGridShape, trackCount } from './css-grid';
import { findCandidates, findTables } from '../find/find-tables';

const cells = (texts: string[], cls = ''): string => texts.map((t) => `<div${cls ? ` class="${cls}"` : ''}>${t}</div>`).join('');
const byId = (id: string): Element => document.getElementById(id) as Element;

describe('trackCount', () => {
  it('counts the declared column tracks, and none for tracks that fill the width, subgrids or no template', () => {
    expect(['1fr 1fr', 'repeat(3, 1fr)', '[name] 120px [body] minmax(0,1fr) [end]', '110px repeat(2, 1fr 2fr)', 'minmax(10%,max-content) minmax(15%,auto)'].map(trackCount)).toEqual([2, 3, 2, 5, 2]);
    expect(['repeat(auto-fill, minmax(180px, 1fr))', 'repeat(auto-fit,200px)', 'subgrid', 'none', '', 'repeat(100, 1fr)'].map(trackCount)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('tables drawn with CSS grid alone', () => {
  it('offers a grid of typed columns under a heading row as a table, read N cells to a row with its header (Javadoc summary)', () => {
    document.body.innerHTML = `<style>.summary{display:grid;grid-template-columns:repeat(2,auto)}.table-header{font-weight:700}</style>
      <div class="summary" id="t">${cells(['Method', 'Description'], 'table-header')}<div class="col-first">size()</div><div class="col-last">Number of items.</div><div class="col-first">clear()</div><div class="col-last">Removes all items.</div></div>`;
    expect(findTables(document)).toEqual([byId('t')]);
    const t = extractTable(byId('t'));
    expect(t).toMatchObject({ kind: 'table', headerRows: 1, columns: ['Method', 'Description'], grid: [['Method', 'Description'], ['size()', 'Number of items.'], ['clear()', 'Removes all items.']] });
    expect(findCandidates(document)[0]).toMatchObject({ element: byId('t'), kind: 'table', rows: 2, columns: 2 });
    expect(tableSize(byId('t'))).toEqual({ rows: 2, columns: 2, headerRows: 1 });
  });

  it('takes a first row drawn bold over plain rows as the header, without typed columns; a grid of an inline style alone is read, not looked for', () => {
    const body = `<div><b>City</b></div><div><b>Pop.</b></div><div><b>Area</b></div>${cells(['Oslo', '709,000', '454 km²', 'Bergen', '291,000', '465 km²'])}`;
    document.body.innerHTML = `<style>.cities{display:grid;grid-template-columns:1fr 1fr 1fr}</style><div class="cities" id="t">${body}</div><div id="inline" style="display:grid;grid-template-columns:1fr 1fr 1fr">${body}</div>`;
    expect(extractTable(byId('t'))).toMatchObject({ kind: 'table', headerRows: 1, columns: ['City', 'Pop.', 'Area'] });
    expect(extractTable(byId('inline'))).toMatchObject({ kind: 'table', headerRows: 1, columns: ['City', 'Pop.', 'Area'] });
    expect(findTables(document)).toEqual([byId('t')]);
  });

  it('reads cells of display:contents row boxes and cells spanning tracks (span 2, 1 / -1)', () => {
    document.body.innerHTML = `<style>.g{display:grid;grid-template-columns:repeat(3,1fr)}.r{display:contents}.all{grid-column:1 / -1}.two{grid-column:span 2}.th{font-weight:bold}</style>
      <div class="g" id="t"><div class="r">${cells(['Item', 'Q1', 'Q2'], 'th')}</div><div class="r"><div class="all">Hardware</div></div><div class="r">${cells(['Disks', '12', '14'])}</div><div class="r"><div class="two">Cables (both quarters)</div><div>9</div></div></div>`;
    expect(extractTable(byId('t')).grid).toEqual([['Item', 'Q1', 'Q2'], ['Hardware', 'Hardware', 'Hardware'], ['Disks', '12', '14'], ['Cables (both quarters)', 'Cables (both quarters)', '9']]);
  });

  it('leaves out grids that are not tables: a gallery filling the width, alike tiles, a page of grid areas, a form, a month, a menu, a grid with a row left part empty', () => {
    const alike = Array.from({ length: 6 }, (_, i) => `<div class="tile"><div>Item ${i}</div><div>$${i}</div></div>`).join('');
    document.body.innerHTML = `<style>.typed>.a{color:red}.typed>.b{color:blue}</style>
      <div id="auto" style="display:grid;grid-template-columns:repeat(auto-fill,minmax(100px,1fr))"><div class="a"><b>Name</b></div><div class="b"><b>Price</b></div>${cells(['Pen', '$2', 'Ink', '$5'])}</div>
      <div id="tiles" style="display:grid;grid-template-columns:repeat(3,1fr)">${alike}</div>
      <div id="areas" style="display:grid;grid-template-columns:1fr 3fr;grid-template-areas:'a b' 'c d'"><div class="a"><b>Menu</b></div><div class="b"><b>Body</b></div><div class="a">Home</div><div class="b">Text</div><div class="a">News</div><div class="b">More</div></div>
      <div id="form" style="display:grid;grid-template-columns:100px 1fr"><label>Name</label><input><label>Mail</label><input><label>Plan</label><select></select></div>
      <div id="month" style="display:grid;grid-template-columns:repeat(7,1fr)">${cells(['S', 'M', 'T', 'W', 'T', 'F', 'S'].map((d) => `<b>${d}</b>`))}${cells(Array.from({ length: 14 }, (_, i) => String(i + 1)))}</div>
      <div id="menu" style="display:grid;grid-template-columns:1fr 1fr"><a class="x" href="/a"><b>Docs</b></a><a class="y" href="/b"><b>API</b></a><a class="x" href="/c">Blog</a><a class="y" href="/d">Jobs</a><a class="x" href="/e">News</a><a class="y" href="/f">Help</a></div>
      <div id="ragged" style="display:grid;grid-template-columns:1fr 1fr 1fr">${cells(['<b>A</b>', '<b>B</b>', '<b>C</b>', '1', '2', '3', '4'])}</div>`;
    for (const id of ['auto', 'tiles', 'areas', 'form', 'month', 'menu', 'ragged']) expect([id, cssGridShape(byId(id))]).toEqual([id, null]);
    expect(findTables(document)).toEqual([]);
    // Each is left out for what it is: the same grid without that trait is a table.
    byId('auto').setAttribute('style', 'display:grid;grid-template-columns:repeat(2,1fr)');
    (byId('areas') as HTMLElement).style.removeProperty('grid-template-areas');
    for (const input of Array.from(byId('form').querySelectorAll('input, select'))) input.outerHTML = '<span class="value">Jane</span>';
    for (const link of Array.from(byId('menu').querySelectorAll('a'))) link.removeAttribute('href');
    byId('ragged').insertAdjacentHTML('beforeend', '<div>5</div><div>6</div>');
    for (const id of ['auto', 'areas', 'form', 'menu', 'ragged']) expect([id, cssGridShape(byId(id))]).toEqual([id, expect.objectContaining({ interest: 1 })]);
  });

  it('takes two rows of typed columns without a heading row as a table, and not a description list laid out as a grid', () => {
    document.body.innerHTML = `<style>.kv{display:grid;grid-template-columns:120px 1fr}</style>
      <div class="kv" id="t"><span class="k">Weight</span><span class="v">1.2 kg</span><span class="k">Colour</span><span class="v">Grey</span></div>
      <dl class="kv" id="dl"><dt>Weight</dt><dd>1.2 kg</dd><dt>Colour</dt><dd>Grey</dd></dl>`;
    expect(findTables(document)).toEqual([byId('t')]);
    expect(extractTable(byId('t'))).toMatchObject({ headerRows: 0, grid: [['Weight', '1.2 kg'], ['Colour', 'Grey']] });
  });

  it('leaves a grid container with an ARIA role to the ARIA rules', () => {
    document.body.innerHTML = `<div id="g" role="grid" style="display:grid;grid-template-columns:1fr 1fr"><div role="row" style="display:contents"><div role="columnheader">A</div><div role="columnheader">B</div></div><div role="row" style="display:contents"><div role="gridcell">1</div><div role="gridcell">2</div></div></div>`;
    expect(findCandidates(document).map((c) => [c.element.id, c.kind])).toEqual([['g', 'aria']]);
  });
});
