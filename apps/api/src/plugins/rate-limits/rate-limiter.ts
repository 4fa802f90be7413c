import type { Db } from '../../db';
import type { Clock } from '../../shared/clock';
import { sha256Hex } from '../../shared/digests';
import { errors } from '../app-error';
import * as repo from './rate-limits.repository';

export interface RateRule {
  /** Bucket prefix; the rest of the key is the subject (e-mail, IP, user id, or a combination). */
  name: string;
  max: number;
  windowSeconds: number;
}

/** One rule applied to one subject. */
export type RateEntry = readonly [RateRule, string];

export interface HitResult {
  allowed: boolean;
  /** Hits in the window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `subject` under `rule`. */
  hit(rule: RateRule, subject: string): Promise<HitResult>;
  /**
   * Counts one hit under each rule; when any is over its limit, takes the hits back (a refused request
   * does not count) and throws 429 `rate_limited` with the longest Retry-After.
   */
  enforce(entries: readonly RateEntry[]): Promise<void>;
  /** Takes back one hit of each entry (the request turned out not to count, e.g. no code was sent). */
  refund(entries: readonly RateEntry[]): Promise<void>;
  /** Seconds left while `subject` is at or over the rule's limit; 0 when it may go on. Counts nothing. */
  blockedFor(rule: RateRule, subject: string): Promise<number>;
  /** Puts `subject` over the rule's limit for the rule's whole window from now. */
  block(rule: RateRule, subject: string): Promise<void>;
  reset(rule: RateRule, subject: string): Promise<void>;
  /** Deletes ended windows; returns how many. */
  purge(): Promise<number>;
}

/**
 * The API's one rate limiter: fixed windows in the `rate_limits` table, so limits hold across API processes and
 * restarts, keys are SHA-256 digests (no e-mail or address in clear), and every limit expires.
 */
export function createRateLimiter(deps: { db: Db; now: Clock }): RateLimiter {
  const { db, now } = deps;
  const keyOf = (rule: RateRule, subject: string) => sha256Hex(`${rule.name}\n${subject}`);
  const secondsUntil = (end: Date, at: Date) => Math.max(1, Math.ceil((end.getTime() - at.getTime()) / 1000));
  const hit = async (rule: RateRule, subject: string): Promise<HitResult> => {
    const at = now();
    const { hits, windowEndsAt } = await repo.hitWindow(db, keyOf(rule, subject), at, new Date(at.getTime() + rule.windowSeconds * 1000));
    return { allowed: hits <= rule.max, hits, retryAfterSeconds: secondsUntil(windowEndsAt, at) };
  };
  const refund = async (entries: readonly RateEntry[]) => {
    const at = now();
    for (const [rule, subject] of entries) await repo.unhitWindow(db, keyOf(rule, subject), at);
  };
  return {
    hit,
    async enforce(entries) {
      const results = await Promise.all(entries.map(([rule, subject]) => hit(rule, subject)));
      const over = results.filter((r) => !r.allowed);
      if (over.length === 0) return;
      await refund(entries);
      throw errors.rateLimited(Math.max(...over.map((r) => r.retryAfterSeconds)));
    },
    refund,
    async blockedFor(rule, subject) {
      const at = now();
      const window = await repo.findWindow(db, keyOf(rule, subject), at);
      return window && window.hits >= rule.max ? secondsUntil(window.windowEndsAt, at) : 0;
    },
    async block(rule, subject) {
      const at = now();
      await repo.setWindow(db, keyOf(rule, subject), rule.max, new Date(at.getTime() + rule.windowSeconds * 1000));
    },
    reset: (rule, subject) => repo.deleteWindow(db, keyOf(rule, subject)),
    purge: () => repo.purgeWindows(db, now()),
  };
}
