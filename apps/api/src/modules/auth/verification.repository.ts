import type { VerificationPurpose } from '@tablecrawler/contract';
import type { DbClient } from '../../db';

export interface VerificationRow {
  id: string;
  purpose: VerificationPurpose;
  email: string;
  email_normalized: string;
  code_hash: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  superseded_at: Date | null;
  verified_at: Date | null;
  consumed_at: Date | null;
}

const COLUMNS = 'id, purpose, email, email_normalized, code_hash, attempts, created_at, expires_at, superseded_at, verified_at, consumed_at';

/** Marks every open verification of the e-mail and purpose superseded (a new code replaces them). */
export async function supersedeOpen(tx: DbClient, emailNormalized: string, purpose: VerificationPurpose, at: Date): Promise<void> {
  await tx.query(
    'UPDATE email_verifications SET superseded_at = $3 WHERE email_normalized = $1 AND purpose = $2 AND superseded_at IS NULL AND consumed_at IS NULL',
    [emailNormalized, purpose, at],
  );
}

export async function insertVerification(
  tx: DbClient,
  v: { id: string; purpose: VerificationPurpose; email: string; emailNormalized: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO email_verifications (id, purpose, email, email_normalized, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [v.id, v.purpose, v.email, v.emailNormalized, v.codeHash, v.createdAt, v.expiresAt],
  );
}

export async function supersede(db: DbClient, id: string, at: Date): Promise<void> {
  await db.query('UPDATE email_verifications SET superseded_at = $2 WHERE id = $1 AND superseded_at IS NULL', [id, at]);
}

/** The verification row; `lock: true` takes it FOR UPDATE (inside the caller's transaction). */
export async function findVerification(db: DbClient, id: string, options: { lock?: boolean } = {}): Promise<VerificationRow | undefined> {
  const { rows } = await db.query<VerificationRow>(`SELECT ${COLUMNS} FROM email_verifications WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? { ...rows[0], attempts: Number(rows[0].attempts) } : undefined;
}

/**
 * Takes one attempt before the comparison: increments only while fewer than `max` were taken and the
 * verification is still open, in one statement, so concurrent guesses get at most `max` comparisons.
 * Returns the new count, or undefined when no attempt is left (or the verification closed meanwhile).
 */
export async function takeAttempt(db: DbClient, id: string, max: number): Promise<number | undefined> {
  const { rows } = await db.query<{ attempts: number }>(
    'UPDATE email_verifications SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND verified_at IS NULL RETURNING attempts',
    [id, max],
  );
  return rows[0] ? Number(rows[0].attempts) : undefined;
}

/** Marks the verification done unless it was completed or replaced meanwhile; false then. */
export async function markVerified(db: DbClient, id: string, at: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE email_verifications SET verified_at = $2 WHERE id = $1 AND verified_at IS NULL AND superseded_at IS NULL RETURNING id',
    [id, at],
  );
  return rows.length === 1;
}

export async function markConsumed(tx: DbClient, id: string, at: Date): Promise<void> {
  await tx.query('UPDATE email_verifications SET consumed_at = $2 WHERE id = $1', [id, at]);
}

export async function purgeVerifications(db: DbClient, createdBefore: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM email_verifications WHERE created_at < $1 RETURNING id', [createdBefore]);
  return rows.length;
}
