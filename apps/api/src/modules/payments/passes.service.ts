import crypto from 'node:crypto';
import type { Voucher } from '@tablecrawler/contract';
import type { Db, DbClient } from '../../db';
import { DAY_MS } from './refund-policy';
import * as repo from './passes.repository';

/** What other modules may ask about passes (the accounts module: profile voucher, deletion check). */
export interface PassesService {
  /** `null` for a user who never bought a pass. */
  voucherOf(userId: string): Promise<Voucher | null>;
  /** Runs on the caller's transaction when given (deletion checks under the user row lock). */
  hasActivePass(userId: string, at: Date, tx?: DbClient): Promise<boolean>;
}

export function createPassesService(db: Db): PassesService {
  return {
    async voucherOf(userId) {
      const row = await repo.voucherOf(db, userId);
      return row ? { lastPurchaseDate: row.last_purchase_date.toISOString(), expirationDate: row.expiration_date.toISOString() } : null;
    },
    hasActivePass: (userId, at, tx) => repo.hasActivePass(tx ?? db, userId, at),
  };
}

/**
 * Grants `days` of pass on the caller's transaction: an active pass is extended from its expiry, otherwise the
 * period starts at `at`. Throws when the user is gone (deleted accounts get nothing).
 */
export async function grantPass(tx: DbClient, input: { userId: string; orderId: string | null; days: number; at: Date }): Promise<repo.PassRow> {
  if (!(await repo.lockUser(tx, input.userId))) throw new Error(`user ${input.userId} cannot receive a pass`);
  const latest = await repo.latestExpiry(tx, input.userId);
  const startsAt = latest && latest > input.at ? latest : input.at;
  const pass = {
    id: crypto.randomUUID(),
    userId: input.userId,
    orderId: input.orderId,
    purchasedAt: input.at,
    startsAt,
    expiresAt: new Date(startsAt.getTime() + input.days * DAY_MS),
  };
  await repo.insertPass(tx, pass);
  return { id: pass.id, user_id: pass.userId, order_id: pass.orderId, purchased_at: pass.purchasedAt, starts_at: pass.startsAt, expires_at: pass.expiresAt };
}
