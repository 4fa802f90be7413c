import { findCandidates, findTables } from '../find/find-tables';
import { extractTable } from './extract-table';

// Rules from the tenth sealed round (batches 53–55, decision 159): each case is the shape a page there had, reduced.

const list = (html: string): string[][] => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
};

describe('tables', () => {
  it('offers one column of records, each row stacking the same lines (a job board), and not a menu laid out as a table', () => {
    const job = (title: string, place: string): string => `<tr class="job-post"><td class="cell"><a href="#"><p class="body--medium">${title}</p><p class="body--metadata">${place}</p></a></td></tr>`;
    document.body.innerHTML = `<h3>Engineering</h3><table id="t"><tbody>${job('Backend Engineer', 'Remote - US')}${job('iOS Engineer', 'Remote - Canada')}${job('SRE', 'New York, NY')}</tbody></table>`;
    const t = document.getElementById('t') as Element;
    expect(findTables(document)).toEqual([t]);
    expect(extractTable(t).grid).toEqual([['Backend Engineer\nRemote - US'], ['iOS Engineer\nRemote - Canada'], ['SRE\nNew York, NY']]);
    document.body.innerHTML = `<table id="m"><tr><td><a href="#">Home</a></td></tr><tr><td><a href="#">Jobs</a></td></tr><tr><td><a href="#">About</a></td></tr></table>`;
    expect(findTables(document)).toEqual([]);
  });

  it('reads a row of short labels painted apart over one row of figures as the header of a two-row table', () => {
    const table = (label: string): string =>
      `<style>.l td{color:#8898aa;text-transform:uppercase}.v td{color:#525f7f}</style><table id="t"><tr class="l"><td>${label}</td><td>Date paid</td></tr><tr class="v"><td>$234.30</td><td>Jun 12, 2025</td></tr></table>`;
    document.body.innerHTML = table('Amount paid');
    expect(extractTable(document.getElementById('t') as Element).headerRows).toBe(1);
    // Two records of words painted alike stay two rows.
    document.body.innerHTML = '<table id="t"><tr><td>Seoul</td><td>Sunny</td></tr><tr><td>Busan</td><td>Rain 15mm</td></tr></table>';
    expect(extractTable(document.getElementById('t') as Element).headerRows).toBe(0);
  });

  it('titles a table in an e-mail layout by the bold line in the row above, past spacer cells and rows', () => {
    document.body.innerHTML =
      '<table><tr><td width="48">&nbsp;</td><td style="font-weight:bold">SUMMARY</td><td width="48">&nbsp;</td></tr><tr><td colspan="3" height="8">&nbsp;</td></tr>' +
      '<tr><td width="48">&nbsp;</td><td><table id="t"><tr><td>Growth plan</td><td>$245.00</td></tr><tr><td>Minutes</td><td>$24.00</td></tr><tr><td>Total</td><td>$269.00</td></tr></table></td><td width="48">&nbsp;</td></tr></table>';
    expect(extractTable(document.getElementById('t') as Element).title).toBe('SUMMARY');
  });

  it('titles a table by the heading above its filter form and the labelled total under it', () => {
    document.body.innerHTML =
      '<h2>Open – by last update</h2><form><fieldset><legend>Filters</legend><label>Status <select><option>open</option></select></label></fieldset></form>' +
      '<p class="query-totals"><span><span>Estimated time:</span> <a href="#">129:30</a></span></p>' +
      '<form><div class="autoscroll"><table id="t"><thead><tr><th>#</th><th>Subject</th></tr></thead><tbody><tr><td>1</td><td>Fix</td></tr><tr><td>2</td><td>Add</td></tr></tbody></table></div></form>';
    expect(extractTable(document.getElementById('t') as Element).title).toBe('Open – by last update');
  });
});

describe('lists', () => {
  it('reads a price drawn in touching parts with a hidden decimal point as one figure', () => {
    const pod = (name: string, whole: string, cents: string): string =>
      `<div class="pod"><a class="title" href="#">${name}</a><div class="price"><span class="sym">$</span><span>${whole}</span><span class="sr-only">.</span><span class="sym">${cents}</span></div><div class="was">$159.00</div></div>`;
    const grid = list(
      `<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}</style><div id="list">${pod('Drill', '99', '00')}${pod('Saw', '129', '97')}${pod('Sander', '49', '98')}</div>`,
    );
    expect(grid).toEqual([
      ['Drill', '$99.00', '$159.00'],
      ['Saw', '$129.97', '$159.00'],
      ['Sander', '$49.98', '$159.00'],
    ]);
  });

  it('offers no list of a document\'s section headings with the sections\' text between them', () => {
    const h = (t: string): string => `<div class="mw-heading"><h3>${t}</h3><span class="edit">[<a href="#">edit</a>]</span></div>`;
    document.body.innerHTML = `<div id="doc">${h('Etymology')}<p>From Middle High German hûs.</p>${h('Pronunciation')}<p>IPA: /haʊ̯s/ and more.</p>${h('Noun')}<p>Haus n (strong).</p>${h('Declension')}<p>See the table.</p>${h('Derived terms')}<p>Bauernhaus, Ferienhaus.</p>${h('Further reading')}<p>Duden online.</p></div>`;
    expect(findCandidates(document).map((c) => (c.element as HTMLElement).id)).not.toContain('doc');
  });
});
