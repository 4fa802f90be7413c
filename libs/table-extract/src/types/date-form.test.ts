import { dateForm, formatOfForm } from './date-form';
import { inferColumnTypes } from './infer';

const column = (...cells: string[]) => inferColumnTypes({ grid: [['날짜'], ...cells.map((c) => [c])], headerRows: 1, columns: ['날짜'] })[0];

describe('date columns keep the form the page writes them in', () => {
  it.each([
    [['May 31, 2013', 'April 19, 2013', 'Sept. 3, 2012'], '[$-409]mmmm d, yyyy'],
    [['Sept. 3, 2012', 'Jan. 15, 2013'], '[$-409]mmm\\. d, yyyy'],
    [['21-Nov-2026', '05-Jan-2024'], '[$-409]dd-mmm-yyyy'],
    [['21 November 2026', '3 May 2025'], '[$-409]d mmmm yyyy'],
    [['Nov 21, 2026, 6:00 PM', 'Nov 2, 2026, 11:30 AM'], '[$-409]mmm d, yyyy, h:mm AM/PM'],
    [['Saturday, November 21st, 2026'], '[$-409]dddd, mmmm d, yyyy'],
    [['2026-11-21', '2026-01-05'], 'yyyy-mm-dd'],
    [['2026.11.21', '2026.1.5'], 'yyyy\\.m\\.d'],
    [['2026. 11. 21.', '2026. 01. 05.'], 'yyyy\\. mm\\. dd\\.'],
    [['2026/11/21', '2026/11/20'], 'yyyy\\/mm\\/dd'],
    [['2026-11-21 09:30', '2026-11-20 13:05'], 'yyyy-mm-dd hh:mm'],
    [['2026년 11월 21일', '2026년 1월 2일'], 'yyyy"년" m"월" d"일"'],
  ])('%j → %s', (cells, format) => {
    expect(column(...cells)).toEqual({ type: 'date', format });
  });

  it('draws a column mixing forms, or writing Korean weekdays, as yyyy-mm-dd', () => {
    expect(column('2026.11.21', '2026-11-20', '2026년 11월 19일')).toEqual({ type: 'date', format: 'yyyy-mm-dd' });
    expect(column('May 31, 2013', '19 April 2013')).toEqual({ type: 'date', format: 'yyyy-mm-dd' });
    expect(column('2026-11-21 (토)', '2026-11-20 (금)')).toEqual({ type: 'date', format: 'yyyy-mm-dd' });
    expect(column('2026-11-21', '2026-11-20 09:30')).toEqual({ type: 'date', format: 'yyyy-mm-dd hh:mm' });
  });

  it('reads a form field by field', () => {
    expect(dateForm('May 31, 2013')).toEqual({ shape: '{N} {D}, {Y}', written: 0 });
    expect(dateForm('2026-11-21 (토)')).toBeNull();
    expect(formatOfForm({ shape: '{Y}-{M}-{D}', written: 2 })).toBe('yyyy-m-dd');
  });
});
