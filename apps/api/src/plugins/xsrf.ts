import crypto from 'node:crypto';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export const newXsrfToken = (): string => crypto.randomBytes(32).toString('hex');

export const isWellFormedXsrfToken = (value: string | undefined): value is string => value !== undefined && TOKEN_PATTERN.test(value);

/** Constant-time comparison of the cookie and header values (length is not secret). */
export function xsrfTokensMatch(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!isWellFormedXsrfToken(cookie) || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
