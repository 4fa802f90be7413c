/**
 * A driver failure as the rest of the app sees it: the SQLSTATE and the driver's message only. The drivers' own
 * errors carry the query, its parameters (password hashes, e-mail addresses) and row details, which an error
 * log line would print; those never leave the database layer.
 */
export class DbError extends Error {
  constructor(
    /** SQLSTATE, e.g. 23505 (unique violation); undefined for connection-level failures. */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DbError';
  }
}

/** Wraps anything a driver threw (an existing DbError passes through). */
export function toDbError(error: unknown): DbError {
  if (error instanceof DbError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  return new DbError(typeof e.code === 'string' ? e.code : undefined, typeof e.message === 'string' ? e.message : 'database error');
}

/** Runs a driver call and rethrows its failure as a DbError. */
export async function wrapDriverErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toDbError(error);
  }
}

/** SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
