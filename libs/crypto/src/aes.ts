import { bytesToHex, hexToBytes, utf8DecodeStrict, utf8Encode } from './encoding';
import { CryptoFormatError, orFormatError } from './errors';
import { randomBytes, subtle } from './subtle';

const AES_KEY_BYTES = 32;
const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const IV_HEX = IV_BYTES * 2;

/** A fresh AES-256 key: 32 random bytes as 64 lowercase hex characters. */
export function generateAesKeyHex(): string {
  return bytesToHex(randomBytes(AES_KEY_BYTES));
}

/** True when `value` is a 64-character lowercase hex string (the only accepted AES key form). */
export function isAesKeyHex(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}

/** Imports a 64-hex-character key for AES-CBC; CryptoFormatError for any other size or form. */
export async function importAesKey(aesKeyHex: string): Promise<CryptoKey> {
  if (!isAesKeyHex(aesKeyHex)) throw new CryptoFormatError();
  const raw = hexToBytes(aesKeyHex);
  return orFormatError(() => subtle().importKey('raw', raw, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']));
}

/** The UTF-8 text that is encrypted for a field value: strings as they are, anything else as JSON. */
function fieldPlaintext(value: unknown): string {
  if (typeof value === 'string') return value;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    throw new CryptoFormatError();
  }
  // JSON.stringify gives undefined for undefined, functions and symbols: there is nothing to send.
  if (json === undefined) throw new CryptoFormatError();
  return json;
}

export async function encryptFieldWithKey(value: unknown, key: CryptoKey): Promise<string> {
  const plaintext = utf8Encode(fieldPlaintext(value));
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await orFormatError(() => subtle().encrypt({ name: 'AES-CBC', iv }, key, plaintext));
  return bytesToHex(iv) + bytesToHex(new Uint8Array(ciphertext));
}

export async function decryptFieldWithKey(field: string, key: CryptoKey): Promise<string> {
  // IV plus at least one whole block, nothing but whole blocks.
  if (typeof field !== 'string' || field.length < IV_HEX + BLOCK_BYTES * 2 || (field.length - IV_HEX) % (BLOCK_BYTES * 2) !== 0) {
    throw new CryptoFormatError();
  }
  const bytes = hexToBytes(field);
  const iv = bytes.subarray(0, IV_BYTES);
  const ciphertext = bytes.subarray(IV_BYTES);
  const plaintext = await orFormatError(() => subtle().decrypt({ name: 'AES-CBC', iv }, key, ciphertext));
  return utf8DecodeStrict(new Uint8Array(plaintext));
}

/**
 * Encrypts one field: strings as they are, anything else JSON-encoded first. Returns the IV as 32 hex
 * characters followed by the hex of the AES-256-CBC/PKCS#7 ciphertext of the UTF-8 text.
 */
export async function encryptField(value: unknown, aesKeyHex: string): Promise<string> {
  return encryptFieldWithKey(value, await importAesKey(aesKeyHex));
}

/** Decrypts one field to its UTF-8 text; CryptoFormatError on any malformed input or wrong key/padding. */
export async function decryptField(field: string, aesKeyHex: string): Promise<string> {
  return decryptFieldWithKey(field, await importAesKey(aesKeyHex));
}

/** Decrypts one field and parses it as JSON (for values that were not strings when encrypted). */
export async function decryptFieldJson(field: string, aesKeyHex: string): Promise<unknown> {
  const text = await decryptField(field, aesKeyHex);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CryptoFormatError();
  }
}
