import type { Db } from '../../db';
import { fromCents, toCents } from '../../shared/money';
import { normalizeEmail } from '../auth/auth-crypto';
import * as orders from './orders.repository';
import * as passesRepo from './passes.repository';
import { grantPass } from './passes.service';

/** What an operator changes is written to audit_entries with who (actor), when and why (reason). */
export interface OperatorInput {
  actor: string;
  reason: string;
}

export interface UserHistory {
  userId: string;
  orders: Array<{ id: string; orderNo: string; plan: string; amount: number; status: string; refundedAmount: number; createdAt: string; paidAt: string | null }>;
  refunds: Array<{ id: string; orderId: string; reason: string; amount: number; status: string; requestedBy: string; note: string; createdAt: string }>;
  passes: Array<{ id: string; orderId: string | null; startsAt: string; expiresAt: string }>;
}

export interface OperatorService {
  /** Grants (or extends an active pass by) `days` for the account of `email`; returns the new period. */
  grantPass(input: OperatorInput & { email: string; days: number }): Promise<{ userId: string; startsAt: string; expiresAt: string }>;
  history(email: string): Promise<UserHistory>;
}

export class OperatorError extends Error {}

export function createOperatorService(deps: { db: Db; now: () => Date }): OperatorService {
  const { db, now } = deps;
  const userOf = async (email: string): Promise<string> => {
    const userId = await passesRepo.userIdByEmail(db, normalizeEmail(email));
    if (!userId) throw new OperatorError(`no active account has the e-mail ${email}`);
    return userId;
  };
  return {
    async grantPass(input) {
      if (!Number.isInteger(input.days) || input.days < 1 || input.days > 3650) throw new OperatorError('days must be a whole number from 1 to 3650');
      if (input.reason.trim() === '') throw new OperatorError('a reason is required');
      const userId = await userOf(input.email);
      const at = now();
      const pass = await db.transaction(async (tx) => {
        const granted = await grantPass(tx, { userId, orderId: null, days: input.days, at });
        await orders.insertAudit(tx, { at, actor: input.actor, action: 'grant_pass', reason: input.reason, userId, details: { days: input.days, startsAt: granted.starts_at.toISOString(), expiresAt: granted.expires_at.toISOString() } });
        return granted;
      });
      return { userId, startsAt: pass.starts_at.toISOString(), expiresAt: pass.expires_at.toISOString() };
    },
    async history(email) {
      const userId = await userOf(email);
      const [orderRows, refundRows, passRows] = await Promise.all([orders.ordersOfUser(db, userId), orders.refundsOfUser(db, userId), passesRepo.passesOfUser(db, userId)]);
      return {
        userId,
        orders: orderRows.map((o) => ({
          id: o.id,
          orderNo: o.order_no,
          plan: o.plan_id,
          amount: fromCents(toCents(o.amount)),
          status: o.status,
          refundedAmount: fromCents(toCents(o.refunded_amount)),
          createdAt: o.created_at.toISOString(),
          paidAt: o.paid_at?.toISOString() ?? null,
        })),
        refunds: refundRows.map((r) => ({ id: r.id, orderId: r.order_id, reason: r.reason, amount: fromCents(toCents(r.amount)), status: r.status, requestedBy: r.requested_by, note: r.note, createdAt: r.created_at.toISOString() })),
        passes: passRows.map((p) => ({ id: p.id, orderId: p.order_id, startsAt: p.starts_at.toISOString(), expiresAt: p.expires_at.toISOString() })),
      };
    },
  };
}
