import { Pool, type PoolClient } from 'pg';
import { DB_KINDS, type Db, type DbClient, type QueryResult, type SqlParam } from './db';
import { wrapDriverErrors } from './errors';

function client(target: Pool | PoolClient): DbClient {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<T>> {
      const result = await wrapDriverErrors(() => target.query(sql, [...params]));
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      await wrapDriverErrors(() => target.query(sql));
    },
  };
}

/** A node-postgres pool behind the Db interface. */
export function postgresDb(connectionString: string, options: { poolSize?: number } = {}): Db {
  const pool = new Pool({ connectionString, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  let closed = false;
  return {
    kind: DB_KINDS.postgres,
    ...client(pool),
    async transaction(fn) {
      const conn = await wrapDriverErrors(() => pool.connect());
      try {
        await wrapDriverErrors(() => conn.query('BEGIN'));
        const result = await fn(client(conn));
        await wrapDriverErrors(() => conn.query('COMMIT'));
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
