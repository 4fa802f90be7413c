import type { DbClient } from '../../db';

export interface RotationRow {
  id: string;
  family_id: string;
  parent_id: string | null;
  idle_expires_at: Date;
  rotated_at: Date | null;
  child_pair_sealed: string | null;
  user_id: string;
  fingerprint_hash: string;
  absolute_expires_at: Date;
  family_revoked_at: Date | null;
  user_status: string;
}

export interface ChildRow {
  id: string;
  rotated_at: Date | null;
}

export interface SessionCheckRow {
  user_status: string;
  revoked_at: Date | null;
  absolute_expires_at: Date;
}

export async function insertSession(
  tx: DbClient,
  s: { id: string; userId: string; fingerprintHash: string; createdAt: Date; absoluteExpiresAt: Date },
): Promise<void> {
  await tx.query('INSERT INTO auth_sessions (id, user_id, fingerprint_hash, created_at, absolute_expires_at) VALUES ($1, $2, $3, $4, $5)', [
    s.id,
    s.userId,
    s.fingerprintHash,
    s.createdAt,
    s.absoluteExpiresAt,
  ]);
}

export async function insertRefreshToken(
  tx: DbClient,
  t: { id: string; familyId: string; parentId: string | null; tokenHash: string; createdAt: Date; idleExpiresAt: Date },
): Promise<void> {
  await tx.query('INSERT INTO refresh_tokens (id, family_id, parent_id, token_hash, created_at, idle_expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    t.id,
    t.familyId,
    t.parentId,
    t.tokenHash,
    t.createdAt,
    t.idleExpiresAt,
  ]);
}

/** The presented token with its family and user, both token and family rows locked until the transaction ends. */
export async function lockForRotation(tx: DbClient, tokenHash: string): Promise<RotationRow | undefined> {
  const { rows } = await tx.query<RotationRow>(
    `SELECT t.id, t.family_id, t.parent_id, t.idle_expires_at, t.rotated_at, t.child_pair_sealed,
            s.user_id, s.fingerprint_hash, s.absolute_expires_at, s.revoked_at AS family_revoked_at, u.status AS user_status
       FROM refresh_tokens t
       JOIN auth_sessions s ON s.id = t.family_id
       JOIN users u ON u.id = s.user_id
      WHERE t.token_hash = $1
      FOR UPDATE OF t, s`,
    [tokenHash],
  );
  return rows[0];
}

export async function findChild(tx: DbClient, parentId: string): Promise<ChildRow | undefined> {
  const { rows } = await tx.query<ChildRow>('SELECT id, rotated_at FROM refresh_tokens WHERE parent_id = $1', [parentId]);
  return rows[0];
}

export async function markRotated(tx: DbClient, id: string, at: Date, childPairSealed: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET rotated_at = $2, last_used_at = $2, child_pair_sealed = $3 WHERE id = $1', [id, at, childPairSealed]);
}

export async function clearSeal(tx: DbClient, id: string): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET child_pair_sealed = NULL WHERE id = $1 AND child_pair_sealed IS NOT NULL', [id]);
}

export async function revokeFamily(tx: DbClient, familyId: string, at: Date, reason: string): Promise<void> {
  await tx.query('UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [familyId, at, reason]);
  await tx.query('UPDATE refresh_tokens SET child_pair_sealed = NULL WHERE family_id = $1 AND child_pair_sealed IS NOT NULL', [familyId]);
}

/** Revokes every live session of the user, except `keep` (the session making the request) when given. */
export async function revokeUserSessions(tx: DbClient, userId: string, at: Date, reason: string, keep: string | null = null): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE auth_sessions SET revoked_at = $2, revoked_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)
      RETURNING id`,
    [userId, at, reason, keep],
  );
  if (rows.length > 0) {
    await tx.query('UPDATE refresh_tokens SET child_pair_sealed = NULL WHERE family_id = ANY($1::uuid[]) AND child_pair_sealed IS NOT NULL', [rows.map((r) => r.id)]);
  }
  return rows.length;
}

export async function findSessionForAccess(db: DbClient, sessionId: string, userId: string): Promise<SessionCheckRow | undefined> {
  const { rows } = await db.query<SessionCheckRow>(
    `SELECT u.status AS user_status, s.revoked_at, s.absolute_expires_at
       FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2`,
    [sessionId, userId],
  );
  return rows[0];
}

/** Clears grace-window seals older than `rotatedBefore` and deletes sessions ended before `endedBefore`; returns rows touched. */
export async function purgeSessions(db: DbClient, rotatedBefore: Date, endedBefore: Date): Promise<number> {
  const seals = await db.query<{ id: string }>(
    'UPDATE refresh_tokens SET child_pair_sealed = NULL WHERE child_pair_sealed IS NOT NULL AND rotated_at < $1 RETURNING id',
    [rotatedBefore],
  );
  const ended = await db.query<{ id: string }>('DELETE FROM auth_sessions WHERE absolute_expires_at < $1 OR revoked_at < $1 RETURNING id', [endedBefore]);
  return seals.rows.length + ended.rows.length;
}

/** When the session was signed in (refreshes keep it); undefined for an unknown session. */
export async function findSessionSignedInAt(db: DbClient, sessionId: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ created_at: Date }>('SELECT created_at FROM auth_sessions WHERE id = $1', [sessionId]);
  return rows[0]?.created_at;
}
