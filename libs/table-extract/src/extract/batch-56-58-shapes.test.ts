import { findTables } from '../find/find-tables';
import { extractTable } from './extract-table';

// Rules from the eleventh sealed round (batches 56–58, decision 166) and the hand trials beside it: each case is the
// shape a page had, reduced.

const titleOf = (html: string, id = 't'): string | undefined => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById(id) as Element).title;
};

const figures = '<tr><td>Query</td><td>Clicks</td><td>Change</td></tr><tr><td>dns setup</td><td>412</td><td>+118%</td></tr><tr><td>mx record</td><td>308</td><td>+64%</td></tr>';

describe('e-mails: every table presentational', () => {
  it('offers a presentational table of figures that lays out no other table, and not one of text boxes', () => {
    document.body.innerHTML = `
      <table role="presentation" id="layout"><tr><td><table role="presentation" id="figures">${figures}</table></td></tr></table>
      <table role="presentation" id="boxes"><tr><td>Hello Ann,</td><td>Your report</td></tr><tr><td>See the highlights</td><td>below</td></tr><tr><td>Thanks</td><td>Team</td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['figures']);
  });

  it('titles it by a line alone in the row above, drawn larger than its rows', () => {
    const email = (style: string): string =>
      `<table role="presentation"><tr><td style="${style}">Top growing queries</td></tr><tr><td><table role="presentation" id="t">${figures.replace(/<td>/g, '<td style="font-size:14px">')}</table></td></tr></table>`;
    expect(titleOf(email('font-size:18px'))).toBe('Top growing queries');
    expect(titleOf(email('font-size:14px'))).toBeUndefined();
  });
});

describe('titles', () => {
  it('reads a title bar laid out as a table of one row: a bold title, a ※ note beside it', () => {
    const bar = (note: string): string =>
      `<table><tr><td><img src="data:," alt=""> <font size="3"><b>공모주 청약일정</b></font></td><td align="right">${note}</td></tr></table><br><table id="t"><tr><td><b>종목명</b></td><td><b>공모가</b></td></tr><tr><td>에이치브이엠</td><td>23,000</td></tr><tr><td>씨엠티엑스</td><td>18,000</td></tr></table>`;
    expect(titleOf(bar('<font color="#999">※ 청약일정은 증권사 사정에 따라 변경될 수 있습니다.</font>'))).toBe('공모주 청약일정');
    // Words of another kind beside it: a layout row of content, no title.
    expect(titleOf(bar('오늘의 추천 종목을 확인하세요'))).toBeUndefined();
  });

  it('passes over the chips of the filters shown and takes the heading over a line of labelled facts', () => {
    const page = (chips: string): string =>
      `<div><h1>Unemployment by sex and age – annual data</h1><div>Online data code: une_rt_a · Last update: 24/04/2025 11:00 · Source of data: Eurostat</div></div><div>${chips}</div><table id="t"><tr><th>GEO</th><th>2024</th></tr><tr><td>Belgium</td><td>5.0</td></tr><tr><td>Spain</td><td>11.0</td></tr></table>`;
    expect(titleOf(page('<span>Age class: From 15 to 74 years</span><span>Sex: Total</span>'))).toBe('Unemployment by sex and age – annual data');
    expect(titleOf(page('<span>Choose the countries you want to compare in the table below</span>'))).toBeUndefined();
  });
});

describe('page furniture', () => {
  it('ranks a document menu laid out as a table (a bullet and a link per row, what each part holds beside it) last', () => {
    const entry = (name: string, what: string): string => `<tr><td>&bull; <a href="#${name}">${name}</a></td><td>&nbsp;&nbsp;</td><td>${what}</td></tr>`;
    document.body.innerHTML = `
      <table class="menu" id="menu">${entry('Introduction', 'What is Nettle?')}${entry('Copyright', 'Your rights.')}<tr><th colspan="3">— The Detailed Node Listing —</th></tr>${entry('Hash functions', '')}</table>
      <table id="data"><tr><td>3DES</td><td>DES3</td><td>Cipher</td></tr><tr><td>AES</td><td>AES</td><td>Cipher</td></tr><tr><td>SHA256</td><td>Hash</td><td>Digest</td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['data', 'menu']);
  });
});
