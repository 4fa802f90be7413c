import type { DbClient } from '../../db';

export const ORDER_STATUSES = { pending: 'pending', paid: 'paid', failed: 'failed', expired: 'expired', canceled: 'canceled' } as const;
export type OrderStatus = (typeof ORDER_STATUSES)[keyof typeof ORDER_STATUSES];

export interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  plan_id: string;
  order_name: string;
  days: number;
  /** numeric columns as text */
  price: string;
  vat: string;
  amount: string;
  currency_code: string;
  status: OrderStatus;
  payment_key: string | null;
  failure_code: string | null;
  refunded_amount: string;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

const COLUMNS = `id, order_no, user_id, plan_id, order_name, days, price::text AS price, vat::text AS vat, amount::text AS amount,
  currency_code, status, payment_key, failure_code, refunded_amount::text AS refunded_amount, created_at, updated_at, paid_at`;

export interface NewOrder {
  id: string;
  orderNo: string;
  userId: string;
  planId: string;
  orderName: string;
  days: number;
  price: number;
  vat: number;
  amount: number;
  currency: string;
  at: Date;
}

export async function insertOrder(db: DbClient, o: NewOrder): Promise<void> {
  await db.query(
    `INSERT INTO orders (id, order_no, user_id, plan_id, order_name, days, price, vat, amount, currency_code, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $11)`,
    [o.id, o.orderNo, o.userId, o.planId, o.orderName, o.days, o.price, o.vat, o.amount, o.currency, o.at],
  );
}

export async function findOrder(db: DbClient, id: string, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** pending → paid; false when the order was not pending any more (another verification won). */
export async function markPaid(db: DbClient, id: string, paymentKey: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    "UPDATE orders SET status = 'paid', payment_key = $2, paid_at = $3, updated_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id",
    [id, paymentKey, at],
  );
  return rows.length > 0;
}

/** Moves an order from one of `from` to `to`; false when it was in none of them. */
export async function transition(db: DbClient, id: string, from: readonly OrderStatus[], to: OrderStatus, at: Date, fields: { failureCode?: string; paymentKey?: string } = {}): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE orders SET status = $3, updated_at = $4, failure_code = COALESCE($5, failure_code), payment_key = COALESCE($6, payment_key)
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING id`,
    [id, from, to, at, fields.failureCode ?? null, fields.paymentKey ?? null],
  );
  return rows.length > 0;
}

export async function addRefunded(db: DbClient, id: string, amount: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE orders SET refunded_amount = refunded_amount + $2, updated_at = $3,
       status = CASE WHEN refunded_amount + $2 >= amount THEN 'canceled' ELSE status END
     WHERE id = $1`,
    [id, amount, at],
  );
}

/** Pending orders created before `before`, oldest first. */
export async function pendingBefore(db: DbClient, before: Date, limit: number): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`, [before, limit]);
  return rows;
}

export async function ordersOfUser(db: DbClient, userId: string): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at`, [userId]);
  return rows;
}

export const REFUND_STATUSES = { requested: 'requested', done: 'done', failed: 'failed' } as const;
export type RefundStatus = (typeof REFUND_STATUSES)[keyof typeof REFUND_STATUSES];

export interface RefundRow {
  id: string;
  order_id: string;
  reason: string;
  amount: string;
  status: RefundStatus;
  requested_by: string;
  note: string;
  failure_code: string | null;
  transaction_key: string | null;
  attempts: number;
  created_at: Date;
  completed_at: Date | null;
}

const REFUND_COLUMNS = 'id, order_id, reason, amount::text AS amount, status, requested_by, note, failure_code, transaction_key, attempts, created_at, completed_at';

/** Inserts the refund unless the order already has one for this reason; returns the order's refund for it. */
export async function claimRefund(db: DbClient, r: { id: string; orderId: string; reason: string; amount: number; requestedBy: string; note: string; at: Date }): Promise<RefundRow> {
  await db.query(
    `INSERT INTO refunds (id, order_id, reason, amount, requested_by, note, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (order_id, reason) DO NOTHING`,
    [r.id, r.orderId, r.reason, r.amount, r.requestedBy, r.note, r.at],
  );
  const { rows } = await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE order_id = $1 AND reason = $2`, [r.orderId, r.reason]);
  const row = rows[0];
  if (!row) throw new Error(`refund of order ${r.orderId} vanished`);
  return row;
}

/**
 * Takes the refund's attempt lease (free, or older than `leaseMs`) and counts the attempt; undefined when the
 * refund is done or another caller holds the lease.
 */
export async function startRefundAttempt(db: DbClient, id: string, at: Date, leaseMs: number): Promise<RefundRow | undefined> {
  const { rows } = await db.query<RefundRow>(
    `UPDATE refunds SET attempts = attempts + 1, attempt_started_at = $2
     WHERE id = $1 AND status <> 'done' AND (attempt_started_at IS NULL OR attempt_started_at < $3)
     RETURNING ${REFUND_COLUMNS}`,
    [id, at, new Date(at.getTime() - leaseMs)],
  );
  return rows[0];
}

export async function endRefundAttempt(db: DbClient, id: string): Promise<void> {
  await db.query('UPDATE refunds SET attempt_started_at = NULL WHERE id = $1', [id]);
}

export async function findRefund(db: DbClient, id: string): Promise<RefundRow | undefined> {
  const { rows } = await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE id = $1`, [id]);
  return rows[0];
}

/** requested → done; false when it was already done. */
export async function completeRefund(db: DbClient, id: string, transactionKey: string | null, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    "UPDATE refunds SET status = 'done', transaction_key = $2, completed_at = $3, failure_code = NULL, attempt_started_at = NULL WHERE id = $1 AND status <> 'done' RETURNING id",
    [id, transactionKey, at],
  );
  return rows.length > 0;
}

export async function failRefund(db: DbClient, id: string, code: string): Promise<void> {
  await db.query("UPDATE refunds SET status = 'failed', failure_code = $2, attempt_started_at = NULL WHERE id = $1 AND status <> 'done'", [id, code]);
}

export async function refundsOfOrder(db: DbClient, orderId: string): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE order_id = $1 ORDER BY created_at`, [orderId]);
  return rows;
}

export async function refundsOfUser(db: DbClient, userId: string): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `SELECT ${REFUND_COLUMNS.split(', ').map((c) => `r.${c}`).join(', ')} FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = $1 ORDER BY r.created_at`,
    [userId],
  );
  return rows;
}

/** Refunds asked for but not finished (Toss unreachable at the time), oldest first. */
export async function unfinishedRefunds(db: DbClient, limit: number): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE status = 'requested' ORDER BY created_at LIMIT $1`, [limit]);
  return rows;
}

export interface AuditEntry {
  at: Date;
  actor: string;
  action: string;
  reason: string;
  userId?: string | null;
  orderId?: string | null;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: DbClient, e: AuditEntry): Promise<void> {
  await db.query('INSERT INTO audit_entries (at, actor, action, reason, user_id, order_id, details) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    e.at,
    e.actor,
    e.action,
    e.reason,
    e.userId ?? null,
    e.orderId ?? null,
    JSON.stringify(e.details ?? {}),
  ]);
}
