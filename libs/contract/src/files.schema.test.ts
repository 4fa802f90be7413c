import { Value } from '@sinclair/typebox/value';
import { FILE_LIMITS, FilesQuery, UploadFileFields } from './files.schema';
import { LIMITS } from './limits';

describe('history file schemas', () => {
  const fields = { host: 'shop.example.co.kr', sourceUrl: 'https://shop.example.co.kr/list?page=2', format: 'xlsx', rowCount: '120', pageCount: '3' };
  const check = (value: Record<string, string>) => Value.Check(UploadFileFields, Value.Convert(UploadFileFields, value));

  it('accepts the upload fields as multipart text (numbers converted)', () => {
    expect(check(fields)).toBe(true);
    expect(check({ ...fields, host: 'localhost:8080', format: 'csv', rowCount: '0', pageCount: '1' })).toBe(true);
  });

  it('refuses hosts with paths or spaces, non-http source URLs, unknown formats and out-of-range counts', () => {
    for (const bad of [
      { host: 'a b.com' },
      { host: 'a.com/path' },
      { host: '' },
      { sourceUrl: 'javascript:alert(1)' },
      { sourceUrl: `https://a.com/${'x'.repeat(FILE_LIMITS.sourceUrlMaxLength)}` },
      { format: 'pdf' },
      { rowCount: '-1' },
      { pageCount: '0' },
    ]) {
      expect({ bad, valid: check({ ...fields, ...bad }) }).toEqual({ bad, valid: false });
    }
  });

  it('caps the list page size at the history maximum', () => {
    expect(Value.Check(FilesQuery, { page: 1, size: LIMITS.historyMaxPageSize })).toBe(true);
    expect(Value.Check(FilesQuery, { page: 1, size: LIMITS.historyMaxPageSize + 1 })).toBe(false);
    expect(Value.Check(FilesQuery, { page: 0, size: 20 })).toBe(false);
  });
});
