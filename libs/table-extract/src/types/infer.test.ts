import type { ExtractedTable } from '../model';
import { inferColumnTypes, inferColumnValues, parseDate, parseNumber, typedValue } from './infer';

describe('parseNumber', () => {
  it.each([
    ['1,234', 1234, 'integer'],
    ['-3.5', -3.5, 'decimal'],
    ['−12', -12, 'integer'],
    ['₩1,000', 1000, 'currency'],
    ['1,000원', 1000, 'currency'],
    ['1,000 원', 1000, 'currency'],
    ['$12.50', 12.5, 'currency'],
    ['12.5%', 0.125, 'percent'],
    ['+1.71%', 0.0171, 'percent'],
  ])('%s → %d (%s)', (text, value, type) => {
    const n = parseNumber(text);
    expect(n?.type).toBe(type);
    expect(n?.value).toBeCloseTo(value, 10);
  });

  it.each(['010-1234-5678', '0012', '1,23', '1234567890123456', 'A-1001', '12kg', '', '1.2.3'])('%s is not a number', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe('parseDate', () => {
  it.each(['2026-11-21', '2026.11.21', '2026. 11. 21.', '2026/11/21', '2026년 11월 21일', '2026.11.21(금)'])('%s is 2026-11-21', (text) => {
    expect(parseDate(text)?.serial).toBe(46347);
  });
  it('reads times', () => {
    expect(parseDate('2026-11-21 12:00')?.serial).toBe(46347.5);
  });
  it.each(['Nov 21, 2026', 'November 21, 2026', 'Nov. 21, 2026', 'Saturday, November 21st, 2026', '21 November 2026', '21-Nov-2026', 'Sat 21 Nov 2026'])('%s is 2026-11-21 (month by name)', (text) => {
    expect(parseDate(text)).toEqual({ serial: 46347, time: false });
  });
  it('reads English times with AM/PM', () => {
    expect(parseDate('Nov 21, 2026, 6:00 PM')).toEqual({ serial: 46347.75, time: true });
    expect(parseDate('Nov 21, 2026 12:00 AM')?.serial).toBe(46347);
    expect(parseDate('21 Nov 2026 12:30 p.m.')?.serial).toBeCloseTo(46347 + 12.5 / 24, 10);
    expect(parseDate('Sept. 21, 2026')?.serial).toBe(46286);
  });
  it.each(['2026-02-30', '2026-13-01', '11/21/2026', '21.11.2026', '1899-12-31', 'Feb 30, 2026', 'Foo 21, 2026', 'Hello Nov 21, 2026', 'Nov 21, 2026, 13:00 PM', 'Maybe 21, 2026', 'May 2026', '21 Nov'])('%s is not a date', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('inferColumnTypes', () => {
  const table = (rows: string[][]): ExtractedTable => ({ grid: [rows[0]?.map((_, i) => `c${i}`) ?? [], ...rows], headerRows: 1, columns: rows[0]?.map((_, i) => `c${i}`) ?? [] });

  it('types a column only when every value agrees', () => {
    const t = table([
      ['1,234', '1.5', '₩1,000', '5.9%', '2026-11-21', 'A', '12', '1,000원', '2026.11.21'],
      ['-', '2', '₩2,500', '-3.7%', '2026-11-20', 'B', '12a', '$5', '2026년 11월 20일'],
      ['56', '3.25', '', '0.0%', '', 'C', '13', '1원', '2026.11.19'],
    ]);
    expect(inferColumnTypes(t)).toEqual([
      { type: 'integer', format: '#,##0' },
      { type: 'decimal', format: '0.00' },
      { type: 'currency', format: '"₩"#,##0' },
      { type: 'percent', format: '0.0%' },
      { type: 'date', format: 'yyyy-mm-dd' },
      { type: 'text', format: 'General' },
      { type: 'text', format: 'General' },
      { type: 'text', format: 'General' },
      { type: 'date', format: 'yyyy-mm-dd' },
    ]);
  });

  it('types a column whose numbers share one unit printed on some of them only (the first row, the total) as that unit', () => {
    const t = table([
      ['$9.05', '₩1,000', '12,000', '€12.50', '12.5%', '$5', '$1.00', '$5', '5%'],
      ['13.90', '2,500', '3,500', '3', '3.4', '€7', '0012', '010-1234-5678', '$5'],
      ['4.70', '-', '15,500원', '', '-0.8', '9', '3', '4', '6'],
    ]);
    const { types, values } = inferColumnValues(t);
    expect(types).toEqual([
      { type: 'currency', format: '"$"#,##0.00' },
      { type: 'currency', format: '"₩"#,##0' },
      { type: 'currency', format: '#,##0"원"' },
      { type: 'currency', format: '"€"#,##0.00' },
      { type: 'percent', format: '0.0%' },
      // Two currencies, a code with a leading zero, a phone number, a percentage beside a currency: text.
      { type: 'text', format: 'General' },
      { type: 'text', format: 'General' },
      { type: 'text', format: 'General' },
      { type: 'text', format: 'General' },
    ]);
    expect(Array.from(values[0] ?? [])).toEqual([NaN, 9.05, 13.9, 4.7]);
    expect(Array.from(values[4] ?? [])).toEqual([NaN, 0.125, 0.034, -0.008]);
    expect(typedValue('3.4', { type: 'percent', format: '0.0%' })).toBe(0.034);
    expect(typedValue('13.90', { type: 'currency', format: '"$"#,##0.00' })).toBe(13.9);
  });

  it('passes over group headings spanning the table (each slot repeats the heading) but not a row of equal numbers', () => {
    const t = table([
      ['Proximates', 'Proximates', 'Proximates'],
      ['Water', 'g', '51.70'],
      ['Energy', 'kcal', '315'],
      ['0', '0', '0'],
      ['Minerals', 'Minerals', 'Minerals'],
      ['Iron, Fe', 'mg', '0.64'],
    ]);
    const { types, values } = inferColumnValues(t);
    expect(types.map((x) => x.type)).toEqual(['text', 'text', 'decimal']);
    expect(Array.from(values[2] ?? [])).toEqual([NaN, NaN, 51.7, 315, 0, NaN, 0.64]);
  });

  it('types a column of dates written with month names (a US report: `May 31, 2013`) as dates, a column mixing them with other words as text', () => {
    const [closing, mixed] = inferColumnTypes(table([['May 31, 2013', 'May 31, 2013'], ['April 19, 2013', 'Pending'], ['-', 'Sept. 3, 2012']]));
    // Drawn as the page writes them (English month names whatever the reader's locale), still dates.
    expect(closing).toEqual({ type: 'date', format: '[$-409]mmmm d, yyyy' });
    expect(mixed?.type).toBe('text');
    expect(typedValue('April 19, 2013', closing as { type: 'date'; format: string })).toBe(41383);
  });

  it('keeps codes with leading zeros and plain years readable', () => {
    const [codes, years] = inferColumnTypes(table([['0012', '2024'], ['0450', '2025']]));
    expect(codes?.type).toBe('text');
    expect(years).toEqual({ type: 'integer', format: 'General' });
  });

  it('gives typed values', () => {
    expect(typedValue('1,000원', { type: 'currency', format: '#,##0"원"' })).toBe(1000);
    expect(typedValue('-', { type: 'integer', format: '#,##0' })).toBeNull();
    expect(typedValue('2026-11-21', { type: 'date', format: 'yyyy-mm-dd' })).toBe(46347);
  });
});
