import { strFromU8, unzipSync } from 'fflate';
import type { ExtractedTable } from '../model';
import { displayWidth, sheetName, toXlsx } from './xlsx';
import { columnLetters, escapeXml } from './xml';

const table: ExtractedTable = {
  title: '도매가격 [11/21]',
  grid: [
    ['품목', '가격', '등락률', '날짜', '메모'],
    ['배추', '12,500', '5.9%', '2026.11.21', '=cmd|calc'],
    ['무', '-', '-3.7%', '2026.11.20', '<b>&amp;</b>'],
    ['합계', '30,700', '', '', ' 앞뒤 공백 '],
  ],
  headerRows: 1,
  footerRows: 1,
  columns: ['품목', '가격', '등락률', '날짜', '메모'],
};

function files(bytes: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, data] of Object.entries(unzipSync(bytes))) out[name] = strFromU8(data);
  return out;
}

describe('toXlsx', () => {
  it('writes a workbook with typed cells, a bold frozen header, an autofilter and widths', () => {
    const f = files(toXlsx(table));
    expect(Object.keys(f).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const sheet = f['xl/worksheets/sheet1.xml'] as string;
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<autoFilter ref="A1:E3"/>');
    expect(sheet).toMatch(/<col min="1" max="1" width="\d+" customWidth="1"\/>/);
    expect(sheet).toMatch(/<row r="1">(<c s="1" t="inlineStr"><is><t>[^<]+<\/t><\/is><\/c>){5}<\/row>/);
    // Typed numbers, percentages and dates; formula-like text stays an inline string with the quote-prefix style.
    expect(sheet).toMatch(/<row r="2"><c t="inlineStr"><is><t>배추<\/t><\/is><\/c><c s="\d+"><v>12500<\/v><\/c><c s="\d+"><v>0.059<\/v><\/c><c s="\d+"><v>46347<\/v><\/c><c s="2" t="inlineStr"><is><t>=cmd\|calc<\/t><\/is><\/c><\/row>/);
    // '-' stays text in a number column; markup is escaped.
    expect(sheet).toMatch(/<row r="3"><c t="inlineStr"><is><t>무<\/t><\/is><\/c><c t="inlineStr"><is><t>-<\/t><\/is><\/c>.*<is><t>&lt;b&gt;&amp;amp;&lt;\/b&gt;<\/t><\/is><\/c><\/row>/);
    // After skipped empty cells the next cell carries its reference; edge spaces are preserved.
    expect(sheet).toMatch(/<c r="E4" s="1" t="inlineStr"><is><t xml:space="preserve"> 앞뒤 공백 <\/t><\/is><\/c><\/row>/);
    const styles = f['xl/styles.xml'] as string;
    expect(styles).toContain('<b/>');
    expect(styles).toContain('formatCode="#,##0"');
    // A date column keeps the form its cells are written in (`2026.11.21`).
    expect(styles).toContain('formatCode="yyyy\\.mm\\.dd"');
    expect(styles).toMatch(/<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"\/>/);
    expect(f['xl/workbook.xml']).toContain('<sheet name="도매가격 11 21" sheetId="1" r:id="rId1"/>');
    expect(f['xl/workbook.xml']).toContain(`<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'도매가격 11 21'!$A$1:$E$3</definedName>`);
  });

  it('writes a price column with the currency sign on its first row only as numbers in the sign\'s format', () => {
    const quotes: ExtractedTable = {
      grid: [['Issue', 'Price', 'Chg'], ['J.C. Penney (JCP)', '$9.05', '-1.37'], ['Bank of America (BAC)', '13.90', '-0.18'], ['Rite Aid (RAD)', '4.70', '-0.08']],
      headerRows: 1,
      columns: ['Issue', 'Price', 'Chg'],
    };
    const f = files(toXlsx(quotes));
    const sheet = f['xl/worksheets/sheet1.xml'] as string;
    const prices = Array.from(sheet.matchAll(/<c(?: r="B\d+")? s="(\d+)"><v>([^<]+)<\/v><\/c><c s="\d+"><v>-/g), (m) => [m[1], m[2]]);
    expect(prices.map(([, v]) => v)).toEqual(['9.05', '13.9', '4.7']);
    expect(new Set(prices.map(([s]) => s)).size).toBe(1);
    const style = Number(prices[0]?.[0]);
    const xfs = Array.from((f['xl/styles.xml'] as string).matchAll(/<xf numFmtId="(\d+)"[^>]*xfId="0"[^>]*\/>/g), (m) => m[1]);
    expect(f['xl/styles.xml']).toContain(`<numFmt numFmtId="${xfs[style] ?? ''}" formatCode="&quot;$&quot;#,##0.00"/>`);
  });

  it('splits rows past the per-sheet limit into more sheets and cuts long cells', () => {
    const big: ExtractedTable = { grid: [['n'], ...Array.from({ length: 10 }, (_, i) => [String(i)]), ['x'.repeat(40000)]], headerRows: 1, columns: ['n'] };
    const f = files(toXlsx([big, { table: big, name: 'Second' }], { maxRowsPerSheet: 5 }));
    const sheets = Object.keys(f).filter((k) => k.startsWith('xl/worksheets/'));
    expect(sheets).toHaveLength(6);
    expect(f['xl/workbook.xml']).toMatch(/<sheet name="Sheet 1".*<sheet name="Sheet 1 \(2\)".*<sheet name="Sheet 1 \(3\)".*<sheet name="Second"/);
    const longCell = /<t>(x+ \[…\])<\/t>/.exec(f['xl/worksheets/sheet3.xml'] as string);
    expect(longCell?.[1]).toHaveLength(32767);
  });
});

describe('xlsx helpers', () => {
  it('names sheets validly and uniquely', () => {
    const used = new Set<string>();
    expect(sheetName('a/b:c*d?[e]', used)).toBe('a b c d e');
    expect(sheetName('A/B:C*D?[E]', used)).toBe('A B C D E (2)');
    expect(sheetName('x'.repeat(40), used)).toHaveLength(31);
    expect(sheetName("'quoted'", used)).toBe('quoted');
  });
  it('measures wide characters double', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('가나')).toBe(4);
    expect(displayWidth('ab\nabcd')).toBe(4);
  });
  it('writes column letters and escapes XML', () => {
    expect([0, 25, 26, 701, 702, 16383].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA', 'XFD']);
    expect(escapeXml('a<b & "c"\u0001\ud800')).toBe('a&lt;b &amp; &quot;c&quot;');
  });

  it('keeps exactly the characters XML 1.0 allows, over every UTF-16 code unit, and surrogate pairs', () => {
    const allowed = (c: number): boolean => c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd);
    const special: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
    const wrong: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      const want = `a${allowed(c) ? (special[ch] ?? ch) : ''}b`;
      if (escapeXml(`a${ch}b`) !== want) wrong.push(c);
    }
    expect(wrong).toEqual([]);
    expect(escapeXml('x😀y')).toBe('x😀y');
  });

  it('replaces control characters in sheet names', () => {
    expect(sheetName('a\u0000b\u001fc\td', new Set())).toBe('a b c d');
  });
});
