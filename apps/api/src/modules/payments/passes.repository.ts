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
