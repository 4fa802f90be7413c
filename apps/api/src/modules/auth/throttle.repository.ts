import type { DbClient } from '../../db';

/**
 * Counts one hit in a fixed window, atomically (one statement, so every process on the database shares
 * the count): a window that has ended starts over at 1.
 */
export async function hitWindow(db: DbClient, key: string, at: Date, windowEndsIfNew: Date): Promise<{ hits: number; windowEndsAt: Date }> {
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

export async function deleteWindow(db: DbClient, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

export async function purgeWindows(db: DbClient, before: Date): Promise<number> {
  const { rows } = await db.query<{ key: string }>('DELETE FROM rate_limits WHERE window_ends_at < $1 RETURNING key', [before]);
  return rows.length;
}
