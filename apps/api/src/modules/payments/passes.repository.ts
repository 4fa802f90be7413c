import type { DbClient } from '../../db';

export interface VoucherRow {
  last_purchase_date: Date;
  expiration_date: Date;
}

/** Most recent purchase and latest expiry over the user's passes; undefined when there are none. */
export async function voucherOf(db: DbClient, userId: string): Promise<VoucherRow | undefined> {
  const { rows } = await db.query<VoucherRow>(
    'SELECT max(purchased_at) AS last_purchase_date, max(expires_at) AS expiration_date FROM passes WHERE user_id = $1 HAVING count(*) > 0',
    [userId],
  );
  return rows[0];
}

export async function hasActivePass(db: DbClient, userId: string, at: Date): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 AS found FROM passes WHERE user_id = $1 AND purchased_at <= $2 AND expires_at > $2 LIMIT 1', [userId, at]);
  return rows.length > 0;
}

export interface PassRow {
  id: string;
  user_id: string;
  order_id: string | null;
  purchased_at: Date;
  starts_at: Date;
  expires_at: Date;
}

const PASS_COLUMNS = 'id, user_id, order_id, purchased_at, starts_at, expires_at';

/** Takes the user row lock so that two grants for one user line their periods up one after the other. */
export async function lockUser(tx: DbClient, userId: string): Promise<boolean> {
  const { rows } = await tx.query("SELECT id FROM users WHERE id = $1 AND status <> 'deleted' FOR UPDATE", [userId]);
  return rows.length > 0;
}

/** The latest expiry over the user's passes (undefined when none). */
export async function latestExpiry(tx: DbClient, userId: string): Promise<Date | undefined> {
  const { rows } = await tx.query<{ expires_at: Date | null }>('SELECT max(expires_at) AS expires_at FROM passes WHERE user_id = $1', [userId]);
  return rows[0]?.expires_at ?? undefined;
}

export async function insertPass(tx: DbClient, p: { id: string; userId: string; orderId: string | null; purchasedAt: Date; startsAt: Date; expiresAt: Date }): Promise<void> {
  await tx.query('INSERT INTO passes (id, user_id, order_id, purchased_at, starts_at, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $4)', [
    p.id,
    p.userId,
    p.orderId,
    p.purchasedAt,
    p.startsAt,
    p.expiresAt,
  ]);
}

export async function passOfOrder(db: DbClient, orderId: string): Promise<PassRow | undefined> {
  const { rows } = await db.query<PassRow>(`SELECT ${PASS_COLUMNS} FROM passes WHERE order_id = $1`, [orderId]);
  return rows[0];
}

/** Ends a pass period at `at` (or at its start when it has not begun); never lengthens it. */
export async function endPass(tx: DbClient, passId: string, at: Date): Promise<void> {
  await tx.query('UPDATE passes SET expires_at = LEAST(expires_at, GREATEST(starts_at, $2)) WHERE id = $1', [passId, at]);
}

/** Pass periods bought by an order that have not ended at `at` (active or still to come), oldest first. */
export async function unendedOrderPasses(db: DbClient, at: Date): Promise<PassRow[]> {
  const { rows } = await db.query<PassRow>(`SELECT ${PASS_COLUMNS} FROM passes WHERE order_id IS NOT NULL AND expires_at > $1 ORDER BY starts_at`, [at]);
  return rows;
}

export async function passesOfUser(db: DbClient, userId: string): Promise<PassRow[]> {
  const { rows } = await db.query<PassRow>(`SELECT ${PASS_COLUMNS} FROM passes WHERE user_id = $1 ORDER BY starts_at`, [userId]);
  return rows;
}

/** The account of a normalised e-mail (operator commands look users up by e-mail). */
export async function userIdByEmail(db: DbClient, emailNormalized: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM users WHERE email_normalized = $1 AND status <> 'deleted'", [emailNormalized]);
  return rows[0]?.id;
}
