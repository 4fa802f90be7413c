import crypto from 'node:crypto';

export const sha256Hex = (data: string | Uint8Array): string => crypto.createHash('sha256').update(data).digest('hex');

export const hmacHex = (key: string, data: string): string => crypto.createHmac('sha256', key).update(data).digest('hex');

/** Constant-time comparison of two hex digests or tokens (false when the lengths differ; length is not secret). */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
