import type { DbClient } from '../../db';

export interface WindowRow {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit in a fixed window, atomically (one statement, so every process on the database shares
 * the count): a window that has ended starts over at 1.
 */
export async function hitWindow(db: DbClient, key: string, at: Date, windowEndsIfNew: Date): Promise<WindowRow> {
  const { rows } = await db.query<{ hits: number; window_ends_at: Date }>(
    `INSERT INTO rate_limits AS r (key, hits, window_ends_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= $2 THEN 1 ELSE r.hits + 1 END,
       window_ends_at = CASE WHEN r.window_ends_at <= $2 THEN $3 ELSE r.window_ends_at END
     RETURNING hits, window_ends_at`,
    [key, at, windowEndsIfNew],
  );
  const row = rows[0];
  if (!row) throw new Error('rate_limits upsert returned no row');
  return { hits: Number(row.hits), windowEndsAt: row.window_ends_at };
}

/** Takes back one hit of a window that is still open (a request that turned out not to count). */
export async function unhitWindow(db: DbClient, key: string, at: Date): Promise<void> {
  await db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND window_ends_at > $2 AND hits > 0', [key, at]);
}

/** The open window of `key`, if any. */
export async function findWindow(db: DbClient, key: string, at: Date): Promise<WindowRow | undefined> {
  const { rows } = await db.query<{ hits: number; window_ends_at: Date }>('SELECT hits, window_ends_at FROM rate_limits WHERE key = $1 AND window_ends_at > $2', [key, at]);
  const row = rows[0];
  return row ? { hits: Number(row.hits), windowEndsAt: row.window_ends_at } : undefined;
}

/** Opens (or replaces) a window already at `hits` that ends at `endsAt`: a block until then. */
export async function setWindow(db: DbClient, key: string, hits: number, endsAt: Date): Promise<void> {
  await db.query(
    'INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET hits = EXCLUDED.hits, window_ends_at = EXCLUDED.window_ends_at',
    [key, hits, endsAt],
  );
}

export async function deleteWindow(db: DbClient, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

export async function purgeWindows(db: DbClient, before: Date): Promise<number> {
  const { rows } = await db.query<{ key: string }>('DELETE FROM rate_limits WHERE window_ends_at < $1 RETURNING key', [before]);
  return rows.length;
}
