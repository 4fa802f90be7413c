import type { DbClient } from '../../db';

/** Records the key digest of a sign-in for the account; false when it was recorded before (a replay). */
export async function recordSignInKey(tx: DbClient, userId: string, keyHash: string, at: Date): Promise<boolean> {
  const { rows } = await tx.query<{ key_hash: string }>(
    'INSERT INTO sign_in_keys (user_id, key_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, key_hash) DO NOTHING RETURNING key_hash',
    [userId, keyHash, at],
  );
  return rows.length === 1;
}

/** Keeps the newest `keep` digests of the account. */
export async function trimSignInKeys(tx: DbClient, userId: string, keep: number): Promise<void> {
  await tx.query(
    `DELETE FROM sign_in_keys WHERE user_id = $1 AND created_at < (
       SELECT created_at FROM sign_in_keys WHERE user_id = $1 ORDER BY created_at DESC OFFSET $2 LIMIT 1)`,
    [userId, keep - 1],
  );
}

/** Forgets the account's digests: its password changed, so no captured sign-in can work any more. */
export async function deleteSignInKeys(tx: DbClient, userId: string): Promise<void> {
  await tx.query('DELETE FROM sign_in_keys WHERE user_id = $1', [userId]);
}
