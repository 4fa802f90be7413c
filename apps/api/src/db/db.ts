/** Parameters accepted by both drivers. */
export type SqlParam = string | number | boolean | null | Date | Uint8Array | readonly string[] | readonly number[];

export interface QueryResult<T> {
  rows: T[];
}

/** What repositories and the migration runner use; a transaction gets the same surface. */
export interface DbClient {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export const DB_KINDS = { pglite: 'pglite', postgres: 'postgres' } as const;
export type DbKind = (typeof DB_KINDS)[keyof typeof DB_KINDS];

/** One small interface over PGlite and node-postgres: the same SQL runs on both. */
export interface Db extends DbClient {
  readonly kind: DbKind;
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<R>(fn: (tx: DbClient) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
