import type { ExtractedTable } from '../model';
import { toCsv, toCsvFiles, toTsv } from './csv';
import { EXCEL_LIMITS } from './limits';
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

describe('toCsvFiles', () => {
  const long: ExtractedTable = {
    grid: [['n', 'v'], ...Array.from({ length: 7 }, (_, i) => [`r${i}`, 'x\ny']), ['합계', '7']],
    headerRows: 1,
    footerRows: 1,
    columns: ['n', 'v'],
  };
  const lines = (csv: string): string[] => csv.replace('\uFEFF', '').split('\r\n').slice(0, -1);

  it('gives one file, the same as toCsv, when the table fits', () => {
    expect(toCsvFiles(long)).toEqual([toCsv(long)]);
    expect(toCsvFiles(long, { maxRowsPerFile: 9 })).toEqual([toCsv(long)]);
  });

  it('continues past the row limit in further files, each with the header and a BOM, footer last', () => {
    const files = toCsvFiles(long, { maxRowsPerFile: 4 });
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.startsWith('\uFEFFn,v\r\n'))).toBe(true);
    // A quoted cell with a line break is one row.
    expect(files.map((f) => lines(f).length)).toEqual([4, 4, 3]);
    expect(files.map((f) => lines(f).slice(1).map((l) => l.split(',')[0]))).toEqual([
      ['r0', 'r1', 'r2'],
      ['r3', 'r4', 'r5'],
      ['r6', '합계'],
    ]);
    expect(toCsvFiles(long, { maxRowsPerFile: 3, header: 'none' }).map((f) => lines(f).length)).toEqual([3, 3, 2]);
  });

  it("splits at Excel's 1,048,576 rows by default and refuses a limit that leaves no body rows", () => {
    const rows = EXCEL_LIMITS.MAX_ROWS + 5;
    const big: ExtractedTable = { grid: [['i'], ...Array.from({ length: rows }, (_, i) => [String(i)])], headerRows: 1, columns: ['i'] };
    const files = toCsvFiles(big, { bom: false });
    expect(files.map((f) => f.split('\r\n').length - 1)).toEqual([EXCEL_LIMITS.MAX_ROWS, 7]);
    expect(files[1]).toBe(`i\r\n${[1048575, 1048576, 1048577, 1048578, 1048579, 1048580].join('\r\n')}\r\n`);
    expect(() => toCsvFiles(long, { maxRowsPerFile: 1 })).toThrow(RangeError);
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
