import type { PGlite } from '@electric-sql/pglite';
import { DB_KINDS, type Db, type DbClient, type QueryResult, type SqlParam } from './db';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function client(target: PgliteLike): DbClient {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Wraps an open PGlite instance. `closeUnderlying: false` leaves closing to the owner (shared test databases). */
export function pgliteDb(pg: PGlite, options: { closeUnderlying?: boolean } = {}): Db {
  const base = client(pg);
  return {
    kind: DB_KINDS.pglite,
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(client(tx))),
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
