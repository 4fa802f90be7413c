import { CryptoFormatError } from './errors';

const HEX_DIGITS = '0123456789abcdef';
const BYTE_TO_HEX = Array.from({ length: 256 }, (_, b) => `${HEX_DIGITS[b >> 4]}${HEX_DIGITS[b & 15]}`);
const B64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < B64_ALPHABET.length; i++) B64_VALUE[B64_ALPHABET.charCodeAt(i)] = i;

const utf8Encoder = new TextEncoder();
const utf8StrictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Lowercase hex of `bytes`. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += BYTE_TO_HEX[byte];
  return out;
}

function hexNibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  return -1;
}

/** Bytes of a lowercase, even-length hex string; CryptoFormatError for anything else (uppercase included). */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (typeof hex !== 'string' || hex.length % 2 !== 0) throw new CryptoFormatError();
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = hexNibble(hex.charCodeAt(2 * i));
    const lo = hexNibble(hex.charCodeAt(2 * i + 1));
    if (hi < 0 || lo < 0) throw new CryptoFormatError();
    out[i] = (hi << 4) | lo;
  }
  return out;
}

/** Standard base64 (RFC 4648 §4) with `=` padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  const char = (sextet: number) => B64_ALPHABET.charAt(sextet & 63);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const rest = bytes.length - i;
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += char(n >> 18) + char(n >> 12) + (rest > 1 ? char(n >> 6) : '=') + (rest > 2 ? char(n) : '=');
  }
  return out;
}

function b64Value(text: string, index: number): number {
  const code = text.charCodeAt(index);
  const value = code < 128 ? (B64_VALUE[code] as number) : -1;
  if (value < 0) throw new CryptoFormatError();
  return value;
}

/**
 * Bytes of canonical, padded standard base64 (no whitespace, no URL alphabet, unused bits zero);
 * CryptoFormatError for anything else.
 */
export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  if (typeof b64 !== 'string' || b64.length % 4 !== 0) throw new CryptoFormatError();
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((b64.length / 4) * 3 - padding);
  const fullQuads = padding === 0 ? b64.length / 4 : b64.length / 4 - 1;
  let o = 0;
  for (let q = 0; q < fullQuads; q++) {
    const i = q * 4;
    const n = (b64Value(b64, i) << 18) | (b64Value(b64, i + 1) << 12) | (b64Value(b64, i + 2) << 6) | b64Value(b64, i + 3);
    out[o++] = n >> 16;
    out[o++] = (n >> 8) & 255;
    out[o++] = n & 255;
  }
  if (padding > 0) {
    const i = fullQuads * 4;
    const a = b64Value(b64, i);
    const b = b64Value(b64, i + 1);
    if (padding === 2) {
      if ((b & 15) !== 0) throw new CryptoFormatError();
      out[o] = (a << 2) | (b >> 4);
    } else {
      const c = b64Value(b64, i + 2);
      if ((c & 3) !== 0) throw new CryptoFormatError();
      out[o++] = (a << 2) | (b >> 4);
      out[o] = ((b & 15) << 4) | (c >> 2);
    }
  }
  return out;
}

export type PemLabel = 'PUBLIC KEY' | 'PRIVATE KEY';

const PEM_PATTERN = /^-----BEGIN ([A-Z0-9 ]+)-----\r?\n([A-Za-z0-9+/=\s]*?)\r?\n?-----END \1-----\s*$/;

/** Label and DER bytes of a PEM block (surrounding whitespace and CRLF tolerated); CryptoFormatError otherwise. */
export function parsePem(pem: string): { label: string; der: Uint8Array<ArrayBuffer> } {
  if (typeof pem !== 'string') throw new CryptoFormatError();
  const match = PEM_PATTERN.exec(pem.trim());
  if (!match) throw new CryptoFormatError();
  return { label: match[1] as string, der: base64ToBytes((match[2] as string).replace(/\s+/g, '')) };
}

/** DER bytes of a PEM block; CryptoFormatError if it is not well-formed. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  return parsePem(pem).der;
}

/** PEM text (64-character lines, trailing newline) of DER bytes. */
export function derToPem(der: Uint8Array, label: PemLabel): string {
  const body = bytesToBase64(der).replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}

export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return utf8Encoder.encode(text) as Uint8Array<ArrayBuffer>;
}

/** Strict UTF-8 decoding: invalid sequences throw CryptoFormatError; a leading BOM is kept as U+FEFF. */
export function utf8DecodeStrict(bytes: Uint8Array): string {
  try {
    return utf8StrictDecoder.decode(bytes);
  } catch {
    throw new CryptoFormatError();
  }
}
