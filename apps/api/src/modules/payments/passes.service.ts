import type { Voucher } from '@tablecrawler/contract';
import type { Db, DbClient } from '../../db';
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
