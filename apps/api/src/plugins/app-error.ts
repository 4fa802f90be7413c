import { ERROR_CODES, type ErrorDetail } from '@tablecrawler/contract';

/** An error that leaves the server as `{ statusCode, code, message, details? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: readonly ErrorDetail[],
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  badRequest: (message = 'Bad request') => new AppError(400, ERROR_CODES.badRequest, message),
  /** The same shape schema validation produces, for rules a JSON schema cannot express. */
  validation: (details: readonly ErrorDetail[]) => new AppError(400, ERROR_CODES.validation, 'Request validation failed', details),
  unauthorized: (message = 'Sign-in required') => new AppError(401, ERROR_CODES.unauthorized, message),
  forbidden: (message = 'Forbidden') => new AppError(403, ERROR_CODES.forbidden, message),
  notFound: (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message),
  routeNotFound: () => new AppError(404, ERROR_CODES.routeNotFound, 'Route not found'),
  conflict: (message = 'Conflict') => new AppError(409, ERROR_CODES.conflict, message),
  /** Retry-After is at least 1 s (a window about to end would otherwise say 0). */
  rateLimited: (retryAfterSeconds: number) => {
    const seconds = Math.max(1, retryAfterSeconds);
    return new AppError(429, ERROR_CODES.rateLimited, `Too many requests; retry in ${seconds} s`, undefined, { 'retry-after': String(seconds) });
  },
  decryptionFailed: () => new AppError(400, ERROR_CODES.decryptionFailed, 'The request could not be decrypted'),
  xsrfInvalid: () => new AppError(403, ERROR_CODES.xsrfInvalid, 'Missing or mismatching X-XSRF-TOKEN'),
  originNotAllowed: () => new AppError(403, ERROR_CODES.originNotAllowed, 'Origin not allowed'),
  unavailable: (message = 'Service unavailable') => new AppError(503, ERROR_CODES.unavailable, message),
  misdirected: () => new AppError(421, ERROR_CODES.misdirectedRequest, 'This server does not answer for the requested host'),
} as const;
