import type { PGlite } from '@electric-sql/pglite';
import { DB_KINDS, type Db, type DbClient, type QueryResult, type SqlParam } from './db';
import { toDbError, wrapDriverErrors } from './errors';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function client(target: PgliteLike): DbClient {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const result = await wrapDriverErrors(() => target.query<T>(sql, [...params]));
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await wrapDriverErrors(() => target.exec(sql));
    },
  };
}

/** Wraps an open PGlite instance. `closeUnderlying: false` leaves closing to the owner (shared test databases). */
export function pgliteDb(pg: PGlite, options: { closeUnderlying?: boolean } = {}): Db {
  const base = client(pg);
  return {
    kind: DB_KINDS.pglite,
    ...base,
    async transaction(fn) {
      // Errors of `fn` (its queries already wrapped, or the caller's own) pass through; BEGIN's and COMMIT's are wrapped.
      let failedInside = false;
      try {
        return await pg.transaction(async (tx) => {
          try {
            return await fn(client(tx));
          } catch (error) {
            failedInside = true;
            throw error;
          }
        });
      } catch (error) {
        throw failedInside ? error : toDbError(error);
      }
    },
    async close() {
      if (options.closeUnderlying !== false && !pg.closed) await pg.close();
    },
  };
}

/** Opens (creating when needed) a PGlite database persisted in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  return pgliteDb(pg);
}
