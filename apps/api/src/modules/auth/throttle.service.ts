import type { Db } from '../../db';
import { errors } from '../../plugins/app-error';
import { sha256Hex } from '../../shared/digests';
import type { Clock, RateRule } from './auth.policy';
import * as repo from './throttle.repository';

export interface HitResult {
  allowed: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface Throttle {
  /** Counts one hit for `subject` under `rule`. */
  hit(rule: RateRule, subject: string): Promise<HitResult>;
  /** Counts one hit under each rule; throws 429 `rate_limited` (Retry-After: the longest wait) when any is over. */
  enforce(entries: readonly (readonly [RateRule, string])[]): Promise<void>;
  reset(rule: RateRule, subject: string): Promise<void>;
  purge(): Promise<number>;
}

/** Database-backed fixed-window limits: they hold across API processes and restarts, and always expire. */
export function createThrottle(deps: { db: Db; now: Clock }): Throttle {
  const { db, now } = deps;
  const keyOf = (rule: RateRule, subject: string) => sha256Hex(`${rule.name}\n${subject}`);
  const hit = async (rule: RateRule, subject: string): Promise<HitResult> => {
    const at = now();
    const { hits, windowEndsAt } = await repo.hitWindow(db, keyOf(rule, subject), at, new Date(at.getTime() + rule.windowSeconds * 1000));
    return { allowed: hits <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - at.getTime()) / 1000)) };
  };
  return {
    hit,
    async enforce(entries) {
      const results = await Promise.all(entries.map(([rule, subject]) => hit(rule, subject)));
      const over = results.filter((r) => !r.allowed);
      if (over.length > 0) throw errors.rateLimited(Math.max(...over.map((r) => r.retryAfterSeconds)));
    },
    reset: (rule, subject) => repo.deleteWindow(db, keyOf(rule, subject)),
    purge: () => repo.purgeWindows(db, now()),
  };
}
