import type { ExtractedTable } from '../model';
import { toCsv, toTsv } from './csv';
import { toJson, toRecords } from './json';
import { isFormulaLike, neutraliseFormula, truncateCell } from './limits';

const table: ExtractedTable = {
  grid: [
    ['가격', '가격'],
    ['상품', '금액'],
    ['배추, 국산', '12,500'],
    ['say "hi"', '-3.5'],
    ['line\nbreak', '=HYPERLINK("http://x")'],
    ['@SUM(A1)', '+82 10'],
  ],
  headerRows: 2,
  columns: ['가격 / 상품', '가격 / 금액'],
};

describe('toCsv', () => {
  it('writes RFC 4180 CSV with BOM and CRLF, quoting where needed and neutralising formulas', () => {
    expect(toCsv(table)).toBe(
      '\uFEFF가격 / 상품,가격 / 금액\r\n"배추, 국산","12,500"\r\n"say ""hi""",-3.5\r\n"line\nbreak","\'=HYPERLINK(""http://x"")"\r\n\'@SUM(A1),\'+82 10\r\n',
    );
  });

  it('can write the header rows as they are, or none', () => {
    expect(toCsv(table, { header: 'rows', bom: false }).split('\r\n').slice(0, 2)).toEqual(['가격,가격', '상품,금액']);
    expect(toCsv(table, { header: 'none', bom: false }).startsWith('"배추, 국산"')).toBe(true);
  });
});

describe('toTsv', () => {
  it('writes tab-separated lines without BOM', () => {
    const tsv = toTsv({ grid: [['a'], ['x\ty'], ['=1+1']], headerRows: 1, columns: ['a'] });
    expect(tsv).toBe('a\n"x\ty"\n\'=1+1\n');
  });
});

describe('toJson', () => {
  it('writes an array of objects by column name', () => {
    expect(JSON.parse(toJson(table))[0]).toEqual({ '가격 / 상품': '배추, 국산', '가격 / 금액': '12,500' });
  });
  it('can type values', () => {
    const t: ExtractedTable = { grid: [['n', 'd'], ['1,234', '2026.11.21'], ['5', '2026.11.22']], headerRows: 1, columns: ['n', 'd'] };
    expect(toRecords(t, { typed: true })).toEqual([
      { n: 1234, d: '2026-11-21' },
      { n: 5, d: '2026-11-22' },
    ]);
  });
});

describe('limits', () => {
  it('spots formula-like text but not signed numbers', () => {
    expect(['=1', '+A1', '-A1', '@x', '\tx', '\rx'].every(isFormulaLike)).toBe(true);
    expect(['-1,234', '+5', '-3.5%', '-', 'abc'].some(isFormulaLike)).toBe(false);
    expect(neutraliseFormula('=1')).toBe("'=1");
  });
  it('cuts cells at the limit with a marker', () => {
    const cut = truncateCell('가'.repeat(40000));
    expect(cut).toHaveLength(32767);
    expect(cut.endsWith(' […]')).toBe(true);
    expect(truncateCell('short')).toBe('short');
    expect(truncateCell(`${'a'.repeat(9)}😀😀`, '…', 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
