import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { AppError } from '../../plugins/app-error';
import { PNG_BYTES, csvOf, jsonOf, xlsxOf } from '../../../test/files-driver';
import { inspectUpload } from './content-check';
import { fileErrors } from './files-errors';

async function inspect(format: 'csv' | 'json' | 'xlsx', bytes: Buffer, maxBytes = 1_000_000, chunk = 7): Promise<string> {
  const inspector = inspectUpload({ format, maxBytes, tooLarge: () => fileErrors.tooLarge(maxBytes) });
  const pieces = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk));
  try {
    await pipeline(Readable.from(pieces), inspector, new Writable({ write: (_c, _e, cb) => cb() }));
    const { size, sha256 } = inspector.result();
    return size === bytes.length && sha256.length === 64 ? 'ok' : 'wrong result';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('inspectUpload', () => {
  it('passes real CSV, JSON and XLSX in small chunks (multi-byte characters split across chunks)', async () => {
    expect(await inspect('csv', Buffer.from(`${csvOf(5)}한국어,"값"\r\n`))).toBe('ok');
    expect(await inspect('json', Buffer.from(JSON.stringify([{ 이름: '값' }, ...JSON.parse(jsonOf(5))])))).toBe('ok');
    expect(await inspect('xlsx', xlsxOf(5))).toBe('ok');
  });

  it('refuses bytes that are not the declared format', async () => {
    for (const format of ['csv', 'json', 'xlsx'] as const) expect(await inspect(format, PNG_BYTES)).toBe('unsupported_file_type');
    expect(await inspect('csv', Buffer.from([0x61, 0xc3, 0x28]))).toBe('unsupported_file_type');
    expect(await inspect('csv', Buffer.from('a\u0000b'))).toBe('unsupported_file_type');
    expect(await inspect('json', Buffer.from('{"a":'))).toBe('unsupported_file_type');
    expect(await inspect('xlsx', Buffer.from(csvOf(2)))).toBe('unsupported_file_type');
    // A JSON file declared as CSV is text: accepted (the declared format names the download).
    expect(await inspect('csv', Buffer.from(jsonOf(1)))).toBe('ok');
  });

  it('fails past the size limit', async () => {
    expect(await inspect('csv', Buffer.from('a'.repeat(101)), 100, 1000)).toBe('file_too_large');
    expect(await inspect('csv', Buffer.from('a'.repeat(100)), 100, 1000)).toBe('ok');
  });
});
