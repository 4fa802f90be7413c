import type { DbClient } from '../../db';

/** The X-AES-KEY replay store (table aes_key_uses), shared by every API process on the database. */
export interface ReplayStore {
  /** Records the key hash; false when it was already recorded (a replay). */
  consume(keyHash: string): Promise<boolean>;
  /** Deletes expired entries; returns how many. */
  purgeExpired(): Promise<number>;
}

export function sqlReplayStore(db: DbClient, windowSeconds: number): ReplayStore {
  return {
    async consume(keyHash) {
      const { rows } = await db.query<{ key_hash: string }>(
        `INSERT INTO aes_key_uses (key_hash, expires_at)
         VALUES ($1, now() + make_interval(secs => $2))
         ON CONFLICT (key_hash) DO NOTHING
         RETURNING key_hash`,
        [keyHash, windowSeconds],
      );
      return rows.length === 1;
    },
    async purgeExpired() {
      const { rows } = await db.query<{ key_hash: string }>('DELETE FROM aes_key_uses WHERE expires_at < now() RETURNING key_hash');
      return rows.length;
    },
  };
}
