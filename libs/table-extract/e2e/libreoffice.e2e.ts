import fs from 'node:fs';
import path from 'node:path';
import { toCsv, toXlsx, type ExtractedTable } from '../src/index';
import { office, parseCsv, readFods, requireSoffice, type Office } from './support/office';

// Round trips through LibreOffice, the real consumer: every exported XLSX and CSV is opened by soffice and its contents
// compared with what was exported.

const prices: ExtractedTable = {
  title: '도매가격 2026/11/21',
  grid: [
    ['품목', '가격(원)', '가격(원)', '등락률', '날짜', '코드', '메모'],
    ['품목', '금일', '전일', '등락률', '날짜', '코드', '메모'],
    ['배추', '12,500', '₩11,800', '5.9%', '2026.11.21', '0012', '=1+1'],
    ['무', '-', '₩18,900', '-3.7%', '2026-11-20', '0450', '줄\n바꿈, "따옴표"'],
    ['건고추', '1,234,567', '₩1,000', '0.0%', '2026년 11월 19일', '1200', '@SUM(A1)'],
    ['합계', '1,247,067', '₩31,700', '', '', '', '-'],
  ],
  headerRows: 2,
  footerRows: 1,
  columns: ['품목', '가격(원) / 금일', '가격(원) / 전일', '등락률', '날짜', '코드', '메모'],
};

const long: ExtractedTable = {
  grid: [['번호', '내용'], ...Array.from({ length: 120 }, (_, i) => [String(i + 1), i === 7 ? '가'.repeat(40000) : `행 ${i + 1}`])],
  headerRows: 1,
  columns: ['번호', '내용'],
};

let lo: Office;

beforeAll(() => {
  requireSoffice();
  lo = office();
});

afterAll(() => lo?.cleanup());

describe('XLSX opened by LibreOffice', () => {
  it('has the sheets, cell texts, typed values, bold header and autofilter we wrote', () => {
    fs.writeFileSync(path.join(lo.dir, 'book.xlsx'), toXlsx([prices, { table: long, name: '긴 표' }], { maxRowsPerSheet: 51 }));

    // What a person sees (cells as shown), sheet by sheet.
    const csvs = lo.convert('book.xlsx', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1');
    const byName = new Map(csvs.map((f) => [path.basename(f).replace(/^book-/, '').replace(/\.csv$/, ''), parseCsv(fs.readFileSync(f, 'utf8'))]));
    expect([...byName.keys()].sort()).toEqual(['긴 표', '긴 표 (2)', '긴 표 (3)', '도매가격 2026 11 21'].sort());
    expect(byName.get('도매가격 2026 11 21')).toEqual([
      ['품목', '가격(원) / 금일', '가격(원) / 전일', '등락률', '날짜', '코드', '메모'],
      ['배추', '12,500', '₩11,800', '5.9%', '2026-11-21', '0012', '=1+1'],
      ['무', '-', '₩18,900', '-3.7%', '2026-11-20', '0450', '줄\n바꿈, "따옴표"'],
      ['건고추', '1,234,567', '₩1,000', '0.0%', '2026-11-19', '1200', '@SUM(A1)'],
      ['합계', '1,247,067', '₩31,700', '', '', '', '-'],
    ]);
    const first = byName.get('긴 표') ?? [];
    const rest = [...(byName.get('긴 표 (2)') ?? []), ...(byName.get('긴 표 (3)') ?? [])];
    expect(first).toHaveLength(51);
    expect(rest.filter((r) => r[0] === '번호')).toHaveLength(2);
    expect([...first.slice(1), ...rest.filter((r) => r[0] !== '번호')].map((r) => r[0])).toEqual(Array.from({ length: 120 }, (_, i) => String(i + 1)));
    const cut = first[8]?.[1] ?? '';
    expect(cut).toHaveLength(32767);
    expect(cut.endsWith(' […]')).toBe(true);

    // Types and styles as LibreOffice understood them.
    const [fods] = lo.convert('book.xlsx', 'fods');
    const { sheets, boldStyles } = readFods(fs.readFileSync(fods as string, 'utf8'));
    const sheet = sheets.find((s) => s.name === '도매가격 2026 11 21');
    const rows = sheet?.rows ?? [];
    const row2 = rows[1] ?? [];
    expect(row2.map((c) => c.type)).toEqual(['string', 'float', 'float', 'percentage', 'date', 'string', 'string']);
    expect(row2.map((c) => c.value)).toEqual([undefined, '12500', '11800', '0.059', '2026-11-21', undefined, undefined]);
    expect(row2[6]?.formula).toBeUndefined();
    expect(rows[3]?.[6]).toMatchObject({ type: 'string', text: '@SUM(A1)' });
    expect(rows[2]?.[1]).toMatchObject({ type: 'string', text: '-' });
    expect((rows[0] ?? []).every((c) => c.style !== undefined && boldStyles.has(c.style))).toBe(true);
    expect((rows[4] ?? [])[0]?.style && boldStyles.has((rows[4] ?? [])[0]?.style as string)).toBe(true);
    const xml = fs.readFileSync(fods as string, 'utf8');
    expect(xml).toContain('table:target-range-address="&apos;도매가격 2026 11 21&apos;.A1:&apos;도매가격 2026 11 21&apos;.G4" table:display-filter-buttons="true"');
  });
});

describe('XLSX units printed on some rows only', () => {
  it('opens as numbers in the unit\'s format: a dollar sign on the first price, 원 on the total, % on the first change; month-name dates as dates', () => {
    const quotes: ExtractedTable = {
      grid: [
        ['Issue', 'Price', '% Chg', '금액', 'Code', 'Closed'],
        ['J.C. Penney (JCP)', '$9.05', '-13.15%', '12,000', '0012', 'May 31, 2013'],
        ['Bank of America (BAC)', '13.90', '-1.28', '3,500', '0450', 'Sept. 3, 2012'],
        ['Rite Aid (RAD)', '4.70', '1.26', '15,500원', '1200', '19 April 2013'],
      ],
      headerRows: 1,
      columns: ['Issue', 'Price', '% Chg', '금액', 'Code', 'Closed'],
    };
    fs.writeFileSync(path.join(lo.dir, 'quotes.xlsx'), toXlsx([{ table: quotes, name: 'Quotes' }]));
    const [csv] = lo.convert('quotes.xlsx', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1');
    expect(parseCsv(fs.readFileSync(csv as string, 'utf8'))).toEqual([
      ['Issue', 'Price', '% Chg', '금액', 'Code', 'Closed'],
      ['J.C. Penney (JCP)', '$9.05', '-13.15%', '12,000원', '0012', '2013-05-31'],
      ['Bank of America (BAC)', '$13.90', '-1.28%', '3,500원', '0450', '2012-09-03'],
      ['Rite Aid (RAD)', '$4.70', '1.26%', '15,500원', '1200', '2013-04-19'],
    ]);
    const [fods] = lo.convert('quotes.xlsx', 'fods');
    const rows = readFods(fs.readFileSync(fods as string, 'utf8')).sheets[0]?.rows ?? [];
    expect(rows.slice(1).map((r) => r.slice(1, 4).map((c) => c.value))).toEqual([
      ['9.05', '-0.1315', '12000'],
      ['13.9', '-0.0128', '3500'],
      ['4.7', '0.0126', '15500'],
    ]);
    expect(rows.slice(1).map((r) => r[4]?.type)).toEqual(['string', 'string', 'string']);
    // Dates written with month names (a US report's `May 31, 2013`) open as dates that sort and filter.
    expect(rows.slice(1).map((r) => [r[5]?.type, r[5]?.value])).toEqual([
      ['date', '2013-05-31'],
      ['date', '2012-09-03'],
      ['date', '2013-04-19'],
    ]);
  });
});

describe('XLSX dates drawn as the page wrote them', () => {
  it('opens each date column as dates shown in its own form: English month names, Korean 년월일, dotted, with times', () => {
    const failed: ExtractedTable = {
      grid: [
        ['Bank', 'Closing', 'Updated', '공시일', '접수', '등록'],
        ['Banks of Wisconsin', 'May 31, 2013', '21-Nov-2026', '2026년 11월 21일', '2026. 11. 21.', '2026-11-21 09:30'],
        ['Central Arizona Bank', 'Sept. 3, 2012', '05-Jan-2024', '2026년 1월 2일', '2026. 01. 05.', '2026-11-20 13:05'],
        ['Sunrise Bank', 'April 19, 2013', '-', '2025년 12월 9일', '2025. 12. 31.', '2026-01-02 00:00'],
      ],
      headerRows: 1,
      columns: ['Bank', 'Closing', 'Updated', '공시일', '접수', '등록'],
    };
    fs.writeFileSync(path.join(lo.dir, 'failed.xlsx'), toXlsx([{ table: failed, name: 'Failed' }]));
    const [csv] = lo.convert('failed.xlsx', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1');
    // Cells as shown: the page's form (a column mixing full and abbreviated month names writes them out).
    expect(parseCsv(fs.readFileSync(csv as string, 'utf8'))).toEqual([
      failed.columns,
      ['Banks of Wisconsin', 'May 31, 2013', '21-Nov-2026', '2026년 11월 21일', '2026. 11. 21.', '2026-11-21 09:30'],
      ['Central Arizona Bank', 'September 3, 2012', '05-Jan-2024', '2026년 1월 2일', '2026. 01. 05.', '2026-11-20 13:05'],
      ['Sunrise Bank', 'April 19, 2013', '-', '2025년 12월 9일', '2025. 12. 31.', '2026-01-02 00:00'],
    ]);
    const [fods] = lo.convert('failed.xlsx', 'fods');
    const rows = readFods(fs.readFileSync(fods as string, 'utf8')).sheets[0]?.rows ?? [];
    // Values stay dates that sort and filter.
    expect(rows.slice(1).map((r) => r.slice(1).map((c) => c.type))).toEqual([
      ['date', 'date', 'date', 'date', 'date'],
      ['date', 'date', 'date', 'date', 'date'],
      ['date', 'string', 'date', 'date', 'date'],
    ]);
    expect(rows[1]?.slice(1).map((c) => c.value)).toEqual(['2013-05-31', '2026-11-21', '2026-11-21', '2026-11-21', '2026-11-21T09:30:00']);
  });
});

describe('CSV opened by LibreOffice', () => {
  it('reads back every cell: BOM-marked UTF-8 Korean, quotes, commas, line breaks, neutralised formulas', () => {
    fs.writeFileSync(path.join(lo.dir, 'table.csv'), toCsv(prices));
    // Charset left to detection (the BOM), every column imported as text so LibreOffice does not reformat values.
    const columnsAsText = Array.from({ length: 7 }, (_, i) => `${i + 1}/2`).join('/');
    const [out] = lo.convert('table.csv', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false', `CSV:44,34,,1,${columnsAsText}`);
    const back = parseCsv(fs.readFileSync(out as string, 'utf8'));
    expect(back).toEqual([
      prices.columns,
      ['배추', '12,500', '₩11,800', '5.9%', '2026.11.21', '0012', "'=1+1"],
      ['무', '-', '₩18,900', '-3.7%', '2026-11-20', '0450', '줄\n바꿈, "따옴표"'],
      ['건고추', '1,234,567', '₩1,000', '0.0%', '2026년 11월 19일', '1200', "'@SUM(A1)"],
      ['합계', '1,247,067', '₩31,700', '', '', '', '-'],
    ]);
  });
});
