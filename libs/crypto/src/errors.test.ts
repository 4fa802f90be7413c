import { CryptoFormatError, orFormatError } from './errors';

describe('CryptoFormatError', () => {
  it('is an Error with one fixed name and message', () => {
    const error = new CryptoFormatError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CryptoFormatError');
    expect(error.message).toBe('Malformed encrypted data');
  });

  it('orFormatError replaces any failure, sync or async, and keeps no trace of it', async () => {
    const sync = await orFormatError(() => {
      throw new TypeError('padding byte 0x0b wrong at offset 31');
    }).catch((e: unknown) => e);
    const async_ = await orFormatError(() => Promise.reject(new DOMException('OperationError'))).catch((e: unknown) => e);
    for (const error of [sync, async_]) {
      expect(error).toBeInstanceOf(CryptoFormatError);
      expect(JSON.stringify(error)).not.toContain('padding');
      expect((error as Error).cause).toBeUndefined();
    }
    expect(await orFormatError(() => 42)).toBe(42);
  });
});
