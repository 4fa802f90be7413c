import crypto from 'node:crypto';
import { digestsEqual } from '../shared/digests';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export const newXsrfToken = (): string => crypto.randomBytes(32).toString('hex');

export const isWellFormedXsrfToken = (value: string | undefined): value is string => value !== undefined && TOKEN_PATTERN.test(value);

/** Constant-time comparison of the cookie and header values (length is not secret). */
export function xsrfTokensMatch(cookie: string | undefined, header: string | string[] | undefined): boolean {
  return isWellFormedXsrfToken(cookie) && typeof header === 'string' && digestsEqual(cookie, header);
}
