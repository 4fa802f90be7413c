import { formatDate, formatFileSize, formatPrice } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1.2, '2 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1025, '2 KB'],
    [1536, '2 KB'],
    [10 * 1024, '10 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [1024 * 1024 + 1, '2 MB'],
    [5.5 * 1024 * 1024, '6 MB'],
    [1024 ** 3 - 1, '1 GB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 3 + 1, '2 GB'],
    [2 * 1024 ** 4, '2048 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 0, 5, 23, 59);

  it('formats Korean as YYYY년 MM월 DD일 with zero padding', () => {
    expect(formatDate(date, 'ko')).toBe('2026년 01월 05일');
    expect(formatDate(new Date(2026, 10, 21), 'ko-KR')).toBe('2026년 11월 21일');
  });

  it('formats English as a short month, day and year', () => {
    expect(formatDate(date, 'en')).toBe('Jan 5, 2026');
    expect(formatDate(new Date(2026, 10, 21), 'en-US')).toBe('Nov 21, 2026');
  });

  it('uses Korean for unknown or missing languages', () => {
    expect(formatDate(date, 'fr')).toBe('2026년 01월 05일');
    expect(formatDate(date)).toBe('2026년 01월 05일');
  });

  it('accepts ISO strings and timestamps in local time', () => {
    const iso = new Date(2026, 1, 28, 12).toISOString();
    expect(formatDate(iso, 'ko')).toBe('2026년 02월 28일');
    expect(formatDate(new Date(2026, 1, 28, 12).getTime(), 'en')).toBe('Feb 28, 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'ko')).toBe('');
  });
});

describe('formatPrice', () => {
  it.each([
    [0, '0'],
    [990, '990'],
    [1000, '1,000'],
    [12900, '12,900'],
    [1234567, '1,234,567'],
    [9.9, '9.9'],
    [1999.999, '2,000'],
  ])('%d → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});
