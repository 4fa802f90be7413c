import { Readable } from 'node:stream';
import { FILE_LIMITS } from '@tablecrawler/contract';
import { csvOf, jsonOf, xlsxOf } from '../../../test/files-driver';
import { jsonRecords, parseCsv, previewBlob, type BlobReader } from './preview';

const reader =
  (bytes: Buffer): BlobReader =>
  async (range) =>
    Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);

describe('preview parsers', () => {
  it('parses RFC 4180 CSV: quotes, doubled quotes, line breaks in cells, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","multi\nline"\r\n1,\r\n', 10, false)).toEqual({
      records: [['a', 'b'], ['x, "y"', 'multi\nline'], ['1', '']],
      more: false,
    });
    expect(parseCsv('a\r\nb\r\nc', 2, false)).toEqual({ records: [['a'], ['b']], more: true });
    // A record cut off by the byte cap is dropped.
    expect(parseCsv('a,b\r\n1,2\r\n3,', 10, true)).toEqual({ records: [['a', 'b'], ['1', '2']], more: true });
  });

  it('reads JSON arrays of objects and of arrays, and single values, from a cut-off prefix', () => {
    expect(jsonRecords('[{"a":1,"b":"x"},{"b":null,"c":[1]}]', 20)).toEqual({ records: [['a', 'b', 'c'], ['1', 'x', ''], ['', '', '[1]']], more: false });
    expect(jsonRecords('[["h1","h2"],[1,2]]', 20)).toEqual({ records: [['h1', 'h2'], ['1', '2']], more: false });
    expect(jsonRecords('{"a":1}', 20)).toEqual({ records: [['value'], ['{"a":1}']], more: false });
    expect(jsonRecords('[{"a":1},{"a":2},{"a":"cut', 20)).toEqual({ records: [['a'], ['1'], ['2']], more: true });
    expect(jsonRecords('[{"a":1},{"a":2},{"a":3}]', 2)).toEqual({ records: [['a'], ['1'], ['2']], more: true });
  });

  it.each([
    ['csv', Buffer.from(csvOf(3))],
    ['json', Buffer.from(jsonOf(3))],
    ['xlsx', xlsxOf(3)],
  ] as const)('previews a small %s file whole', async (format, bytes) => {
    const preview = await previewBlob(format, bytes.length, reader(bytes));
    expect(preview.columns).toEqual(['name', 'price', 'memo']);
    expect(preview.rows.map((r) => r.slice(0, 2))).toEqual([
      ['item 1', '100'],
      ['item 2', '200'],
      ['item 3', '300'],
    ]);
    expect(preview.truncated).toBe(false);
  });

  it('stops at the row cap and cuts long cells', async () => {
    const long = 'x'.repeat(FILE_LIMITS.previewCellChars + 50);
    const csv = Buffer.from(`a\r\n${Array.from({ length: 50 }, () => long).join('\r\n')}\r\n`);
    const preview = await previewBlob('csv', csv.length, reader(csv));
    expect(preview.rows).toHaveLength(FILE_LIMITS.previewRows);
    expect(preview.rows[0]?.[0]).toHaveLength(FILE_LIMITS.previewCellChars + 1);
    expect(preview.truncated).toBe(true);
  });

  it('reads no more than the byte cap of a large CSV and stops a large sheet early', async () => {
    const line = `${'y'.repeat(1000)}\r\n`;
    const big = Buffer.from(`h\r\n${line.repeat(3000)}`);
    let served = 0;
    const counting: BlobReader = async () =>
      Readable.from(
        (function* () {
          for (let at = 0; at < big.length; at += 65536) {
            served += Math.min(65536, big.length - at);
            yield big.subarray(at, at + 65536);
          }
        })(),
      );
    const csv = await previewBlob('csv', big.length, counting);
    expect(csv.rows).toHaveLength(FILE_LIMITS.previewRows);
    expect(csv.truncated).toBe(true);
    expect(served).toBeLessThanOrEqual(2 * 1024 * 1024);

    const sheet = xlsxOf(20_000);
    const xlsx = await previewBlob('xlsx', sheet.length, reader(sheet));
    expect(xlsx.columns).toEqual(['name', 'price', 'memo']);
    expect(xlsx.rows).toHaveLength(FILE_LIMITS.previewRows);
    expect(xlsx.rows[19]).toEqual(['item 20', '2000', 'a & b']);
    expect(xlsx.truncated).toBe(true);
  });
});
