import { Type, type Static } from '@sinclair/typebox';
import { ERROR_CODES, FILE_LIMITS, FileFormatSchema, type FileFormat } from '@tablecrawler/contract';

/** Where one save to the history stands; `refused` keeps the file until the user retries or removes it. */
export const UPLOAD_STATES = { QUEUED: 'queued', UPLOADING: 'uploading', WAITING: 'waiting', SAVED: 'saved', REFUSED: 'refused' } as const;
export type UploadState = (typeof UPLOAD_STATES)[keyof typeof UPLOAD_STATES];

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** A queued history file as the panel sees it (the bytes are stored apart, under the same id). */
export const UploadEntrySchema = Type.Object({
  id: Type.String(),
  /** Made once at enqueue and sent with every attempt: the server stores the file once however often it is retried. */
  idempotencyKey: Type.String({ maxLength: FILE_LIMITS.idempotencyKeyMaxLength }),
  createdAt: Type.Integer(),
  fileName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  host: Type.String(),
  sourceUrl: Type.String(),
  format: FileFormatSchema,
  rowCount: Type.Integer({ minimum: 0 }),
  pageCount: Type.Integer({ minimum: 1 }),
  state: literals(Object.values(UPLOAD_STATES)),
  attempts: Type.Integer({ minimum: 0 }),
  /** When a `waiting` entry is tried again (epoch ms). */
  nextAttemptAt: Type.Union([Type.Integer(), Type.Null()]),
  /** Fraction sent while `uploading`, when the transport reports it. */
  progress: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  /** The last failure: the server's code and message (or the client's for a failure with no answer). */
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String(), status: Type.Integer() }), Type.Null()]),
  /** The history file's id once the server has it. */
  fileId: Type.Union([Type.String(), Type.Null()]),
  savedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** False once the bytes are deleted (after the server has the file). */
  hasFile: Type.Boolean(),
});
export type UploadEntry = Static<typeof UploadEntrySchema>;

/** What a save carries besides the bytes. */
export interface UploadInput {
  fileName: string;
  mimeType: string;
  sourceUrl: string;
  format: FileFormat;
  rowCount: number;
  pageCount: number;
}

/** `host[:port]` of the source URL as the history API takes it. */
export function hostOf(sourceUrl: string): string {
  try {
    return new URL(sourceUrl).host || 'localhost';
  } catch {
    return 'localhost';
  }
}

export function newEntry(input: UploadInput, size: number, at: number, newId: () => string): UploadEntry {
  const id = newId();
  return {
    id,
    idempotencyKey: `tc-upload-${id}`,
    createdAt: at,
    fileName: input.fileName,
    mimeType: input.mimeType,
    size,
    host: hostOf(input.sourceUrl),
    sourceUrl: input.sourceUrl,
    format: input.format,
    rowCount: input.rowCount,
    pageCount: Math.max(1, input.pageCount),
    state: UPLOAD_STATES.QUEUED,
    attempts: 0,
    nextAttemptAt: null,
    progress: null,
    error: null,
    fileId: null,
    savedAt: null,
    hasFile: true,
  };
}

/** A failed attempt as the queue sees it: HTTP status (0 without an answer), stable code, message. */
export interface UploadFailure {
  status: number;
  code: string;
  message: string;
}

export const FAILURE_KINDS = { RETRY: 'retry', REFUSED: 'refused' } as const;
export type FailureKind = (typeof FAILURE_KINDS)[keyof typeof FAILURE_KINDS];

/** Codes the server (or the client's session) answers that no retry changes: the user has to act. */
const PERMANENT_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.fileTooLarge,
  ERROR_CODES.quotaExceeded,
  ERROR_CODES.passRequired,
  ERROR_CODES.unsupportedFileType,
  ERROR_CODES.idempotencyKeyInvalid,
  ERROR_CODES.validation,
  ERROR_CODES.badRequest,
  ERROR_CODES.noRefreshToken,
  ERROR_CODES.refreshFailed,
  ERROR_CODES.unauthorized,
  ERROR_CODES.accountDisabled,
  ERROR_CODES.forbidden,
]);

/**
 * Retry or refusal: no answer (offline, timeout, the worker stopped), 5xx, 408 and 429 are retried; a permanent code
 * or any other 4xx is a refusal. A 401 reaches here only after the client's refresh failed: signed out.
 */
export function classifyFailure(failure: UploadFailure): FailureKind {
  if (PERMANENT_CODES.has(failure.code)) return FAILURE_KINDS.REFUSED;
  if (failure.status === 0 || failure.status >= 500 || failure.status === 408 || failure.status === 429) return FAILURE_KINDS.RETRY;
  return FAILURE_KINDS.REFUSED;
}

/** Whether a refusal means "sign in again" (the panel says so instead of the server's text). */
export const isSignedOutFailure = (failure: Pick<UploadFailure, 'code' | 'status'>): boolean =>
  failure.code === ERROR_CODES.noRefreshToken || failure.code === ERROR_CODES.refreshFailed || failure.status === 401;

export interface BackoffOptions {
  /** Delay after the first failure; default 5 s. */
  baseMs?: number;
  /** Longest delay; default 10 min. */
  maxMs?: number;
  /** 0..1; default Math.random. */
  random?: () => number;
}

/** Exponential backoff with full jitter in the upper half: attempt n waits between d/2 and d, d = min(max, base·2^(n-1)). */
export function backoffMs(attempts: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? 5_000;
  const max = options.maxMs ?? 10 * 60_000;
  const random = options.random ?? Math.random;
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** How many entries the recent-saves list keeps; older saved ones are dropped (never one whose file the server lacks). */
export const RECENT_SAVES_KEPT = 30;
