import type { DbClient } from '../../db';
import type { Clock } from '../../shared/clock';

/** The X-AES-KEY replay store (table aes_key_uses), shared by every API process on the database. */
export interface ReplayStore {
  /** Records the key hash; false when it was already recorded (a replay). */
  consume(keyHash: string): Promise<boolean>;
  /** Deletes expired entries; returns how many. */
  purgeExpired(): Promise<number>;
}

/** Entries expire `windowSeconds` after their use, on the server clock `now`. */
export function sqlReplayStore(db: DbClient, windowSeconds: number, now: Clock): ReplayStore {
  return {
    async consume(keyHash) {
      const { rows } = await db.query<{ key_hash: string }>(
        `INSERT INTO aes_key_uses (key_hash, expires_at)
         VALUES ($1, $2)
         ON CONFLICT (key_hash) DO NOTHING
         RETURNING key_hash`,
        [keyHash, new Date(now().getTime() + windowSeconds * 1000)],
      );
      return rows.length === 1;
    },
    async purgeExpired() {
      const { rows } = await db.query<{ key_hash: string }>('DELETE FROM aes_key_uses WHERE expires_at < $1 RETURNING key_hash', [now()]);
      return rows.length;
    },
  };
}
