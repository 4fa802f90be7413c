import { contentDisposition, downloadFileName } from './file-names';

describe('download names', () => {
  it('names a file host_YYYYMMDD_HHmm.ext in UTC', () => {
    expect(downloadFileName('shop.example.com', new Date('2026-03-04T05:06:59Z'), 'xlsx')).toBe('shop.example.com_20260304_0506.xlsx');
    expect(downloadFileName('localhost:8080', new Date('2026-12-31T23:59:00Z'), 'csv')).toBe('localhost_8080_20261231_2359.csv');
  });

  it('writes RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 form', () => {
    expect(contentDisposition('a.csv')).toBe(`attachment; filename="a.csv"; filename*=UTF-8''a.csv`);
    expect(contentDisposition('표 "1".csv')).toBe(`attachment; filename="_ _1_.csv"; filename*=UTF-8''%ED%91%9C%20%221%22.csv`);
  });
});
