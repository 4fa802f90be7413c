/**
 * Thrown for every malformed or undecryptable input (bad hex or base64, wrong key size, bad padding,
 * bad UTF-8, a failed RSA decryption...). The message is always the same so that callers cannot learn,
 * and cannot leak to a client, which step failed.
 */
export class CryptoFormatError extends Error {
  constructor() {
    super('Malformed encrypted data');
    this.name = 'CryptoFormatError';
  }
}

/** Runs `fn` and turns any failure into a CryptoFormatError. */
export async function orFormatError<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch {
    throw new CryptoFormatError();
  }
}
