import { ERROR_CODES, type ErrorDetail } from '@tablecrawler/contract';
import { CryptoFormatError } from '@tablecrawler/crypto';
import axios from 'axios';

/** Messages of spec section 8 for failures that never reached a server answer. */
export const TRANSPORT_MESSAGES = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout exceeded',
  noRefreshToken: 'No refresh token',
  refreshFailed: 'Failed to refresh token',
} as const;

/** The one error every api-client call rejects with; `status` is 0 when no HTTP answer was received. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  declare readonly details?: ErrorDetail[];

  constructor(status: number, code: string, message: string, options: { details?: ErrorDetail[]; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    if (options.details !== undefined) this.details = options.details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function toDetails(value: unknown): ErrorDetail[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (d): d is ErrorDetail => isRecord(d) && typeof d['field'] === 'string' && typeof d['code'] === 'string' && typeof d['message'] === 'string',
  );
}

/** Error for an HTTP answer: the server's `{ statusCode, code, message, details }` or `unknown_error` for any other body. */
export function errorFromResponse(status: number, data: unknown, cause?: unknown): ApiError {
  const body = parseBody(data);
  if (isRecord(body) && typeof body['code'] === 'string' && typeof body['message'] === 'string') {
    const details = toDetails(body['details']);
    return new ApiError(status, body['code'], body['message'], { ...(details ? { details } : {}), cause });
  }
  return new ApiError(status, ERROR_CODES.unknown, `Request failed with status code ${status}`, { cause });
}

/** Normalises anything thrown while calling the API (axios, crypto or other errors) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError(0, ERROR_CODES.aborted, TRANSPORT_MESSAGES.aborted, { cause: error });
  if (axios.isAxiosError(error)) {
    if (error.response) return errorFromResponse(error.response.status, error.response.data, error);
    if (error.code === 'ERR_CANCELED') return new ApiError(0, ERROR_CODES.aborted, TRANSPORT_MESSAGES.aborted, { cause: error });
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      // axios reports both a timeout and an XHR abort as ECONNABORTED; only the message tells them apart.
      return /timeout/i.test(error.message)
        ? new ApiError(0, ERROR_CODES.timeout, TRANSPORT_MESSAGES.timeout, { cause: error })
        : new ApiError(0, ERROR_CODES.aborted, TRANSPORT_MESSAGES.aborted, { cause: error });
    }
    return new ApiError(0, ERROR_CODES.network, TRANSPORT_MESSAGES.network, { cause: error });
  }
  if (error instanceof CryptoFormatError) return new ApiError(0, ERROR_CODES.decryptionFailed, error.message, { cause: error });
  return new ApiError(0, ERROR_CODES.unknown, error instanceof Error ? error.message : String(error), { cause: error });
}
