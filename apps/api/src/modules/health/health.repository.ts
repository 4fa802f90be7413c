import type { DbClient } from '../../db';

/** Round trip to the database. */
export async function pingDatabase(db: DbClient): Promise<void> {
  await db.query('SELECT 1 AS ok');
}
