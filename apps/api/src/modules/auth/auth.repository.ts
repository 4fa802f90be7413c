import type { Channel, Gender } from '@tablecrawler/contract';
import type { DbClient } from '../../db';

export const USER_STATUSES = { active: 'active', disabled: 'disabled', deleted: 'deleted' } as const;
export type UserStatus = (typeof USER_STATUSES)[keyof typeof USER_STATUSES];

export interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  status: Exclude<UserStatus, 'deleted'>;
}

export interface NewUser {
  id: string;
  email: string;
  emailNormalized: string;
  passwordHash: string;
  nickname: string;
  gender: Gender;
  channel: Channel;
  channelOther: string | null;
  marketingOptIn: boolean;
  at: Date;
}

/** An account that can sign in or reset its password (deleted accounts have no e-mail any more). */
export async function findUserByEmail(db: DbClient, emailNormalized: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>('SELECT id, email, password_hash, status FROM users WHERE email_normalized = $1', [emailNormalized]);
  return rows[0];
}

export async function findUserById(db: DbClient, id: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>("SELECT id, email, password_hash, status FROM users WHERE id = $1 AND status <> 'deleted'", [id]);
  return rows[0];
}

export async function lockUser(tx: DbClient, id: string): Promise<AccountRow | undefined> {
  const { rows } = await tx.query<AccountRow>("SELECT id, email, password_hash, status FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE", [id]);
  return rows[0];
}

export async function emailRegistered(db: DbClient, emailNormalized: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 AS found FROM users WHERE email_normalized = $1', [emailNormalized]);
  return rows.length > 0;
}

export async function emailWithdrawn(db: DbClient, emailHash: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 AS found FROM deleted_email_hashes WHERE email_hash = $1', [emailHash]);
  return rows.length > 0;
}

/** Registered now, or withdrawn (`deletedHash`, its keyed hash, kept in deleted_email_hashes): the address cannot sign up. */
export async function emailTaken(db: DbClient, emailNormalized: string, deletedHash: string): Promise<boolean> {
  return (await emailRegistered(db, emailNormalized)) || (await emailWithdrawn(db, deletedHash));
}

export async function insertUser(tx: DbClient, u: NewUser): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, email, email_normalized, password_hash, nickname, gender, signup_channel, signup_channel_other, marketing_opt_in, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'active', $10, $10)`,
    [u.id, u.email, u.emailNormalized, u.passwordHash, u.nickname, u.gender, u.channel, u.channelOther, u.marketingOptIn, u.at],
  );
}

export async function updatePasswordHash(tx: DbClient, userId: string, passwordHash: string, at: Date): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, at]);
}

/** Replaces the hash only if it is still `previous` (a rehash must not undo a concurrent password change). */
export async function rehashPassword(db: DbClient, userId: string, previous: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [userId, previous, passwordHash]);
}

/** Appends a hash to the history and keeps only the newest `keep`. */
export async function recordPassword(tx: DbClient, h: { userId: string; passwordHash: string; at: Date }, keep: number): Promise<void> {
  await tx.query('INSERT INTO password_history (user_id, password_hash, created_at) VALUES ($1, $2, $3)', [h.userId, h.passwordHash, h.at]);
  await tx.query(
    `DELETE FROM password_history WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM password_history WHERE user_id = $1 ORDER BY id DESC LIMIT $2)`,
    [h.userId, keep],
  );
}

/** The newest `limit` password hashes of the user (the current one first). */
export async function recentPasswordHashes(db: DbClient, userId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM password_history WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((r) => r.password_hash);
}

/** Scrubs the account's personal data and marks it deleted; its history goes too. */
export async function markDeleted(tx: DbClient, userId: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE users SET status = 'deleted', email = NULL, email_normalized = NULL, password_hash = NULL, nickname = '',
            gender = 'no-say', signup_channel_other = NULL, marketing_opt_in = false, updated_at = $2, deleted_at = $2
      WHERE id = $1`,
    [userId, at],
  );
  await tx.query('DELETE FROM password_history WHERE user_id = $1', [userId]);
}

export async function insertDeletedEmailHash(tx: DbClient, emailHash: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO deleted_email_hashes (email_hash, deleted_at) VALUES ($1, $2) ON CONFLICT (email_hash) DO NOTHING', [emailHash, at]);
}
