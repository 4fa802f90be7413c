import crypto from 'node:crypto';
import { ERROR_CODES, normalizeEmail, type VerificationPurpose, type VerifyEmailResponse } from '@tablecrawler/contract';
import type { Db, DbClient } from '../../db';
import { AppError, errors } from '../../plugins/app-error';
import type { RateEntry, RateLimiter } from '../../plugins/rate-limits/rate-limiter';
import type { Clock } from '../../shared/clock';
import { digestsEqual, hmacHex } from '../../shared/digests';
import type { Language } from '../../shared/languages';
import type { Mailer } from '../mail/mailer';
import { resetPausedMail } from '../mail/reset-paused-mail';
import { verificationMail } from '../mail/verification-mail';
import { deletedEmailHash, isUuid, newVerificationCode } from './auth-crypto';
import { emailTakenError } from './auth-errors';
import { AUTH_POLICY, RATE_RULES } from './auth.policy';
import * as accounts from './auth.repository';
import * as repo from './verification.repository';
import type { VerificationRow } from './verification.repository';

/** Answers of the verify call per purpose: the join flow is read by status, the reset flow by the spec's body codes. */
const VERIFY_ERRORS: Record<VerificationPurpose, Record<'invalid' | 'expired' | 'used' | 'invalidated', () => AppError>> = {
  join: {
    invalid: () => new AppError(400, ERROR_CODES.codeInvalid, 'Invalid verification code'),
    expired: () => new AppError(410, ERROR_CODES.verificationExpired, 'The verification code has expired'),
    used: () => new AppError(404, ERROR_CODES.codeUsed, 'The verification was already used'),
    invalidated: () => new AppError(429, ERROR_CODES.codeInvalidated, 'The code was invalidated after too many attempts; request a new one'),
  },
  change: {
    invalid: () => new AppError(400, ERROR_CODES.resetInvalidCode, 'Invalid verification code'),
    expired: () => new AppError(410, ERROR_CODES.resetCodeExpired, 'The verification code has expired'),
    used: () => new AppError(404, ERROR_CODES.codeUsed, 'The verification was already used'),
    invalidated: () => new AppError(429, ERROR_CODES.resetTooManyAttempts, 'The code was invalidated after too many attempts; request a new one'),
  },
};

export const VERIFICATION_USE = { ok: 'ok', invalid: 'invalid', notVerified: 'not_verified' } as const;
export type VerificationUse = (typeof VERIFICATION_USE)[keyof typeof VERIFICATION_USE];
export interface VerificationUseResult {
  use: VerificationUse;
  row?: VerificationRow;
}

export interface VerificationRequest {
  purpose: VerificationPurpose;
  email: string;
  ip: string;
  language: Language;
}

/** 429 004002 while the account's reset flow is paused (too many wrong reset codes today). */
const resetPaused = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.resetTooManyAttempts, 'Password reset is paused for this account after too many wrong codes', undefined, { 'retry-after': String(retryAfterSeconds) });

export interface VerificationService {
  /** Rate limits, the join-flow 409, a new code (the previous one superseded) and the mail; returns the verification id. */
  request(input: VerificationRequest): Promise<{ id: string }>;
  /** Compares a submitted code (attempt taken first); errors per VERIFY_ERRORS; `language` of a pause notice. */
  verify(id: string, code: string, language: Language): Promise<VerifyEmailResponse>;
  /** Locks a verification for sign-up or reset inside the caller's transaction and says whether it may be used. */
  lockForUse(tx: DbClient, id: string, purpose: VerificationPurpose): Promise<VerificationUseResult>;
  /** The same judgement without a lock (early answers before expensive work). */
  peekForUse(id: string, purpose: VerificationPurpose): Promise<VerificationUseResult>;
  consume(tx: DbClient, id: string): Promise<void>;
  purge(): Promise<number>;
}

export interface VerificationDeps {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  now: Clock;
  codeSecret: string;
  emailHashSecret: string;
  log: { warn(obj: object, msg: string): void };
}

/** The keyed hash of a code, bound to its verification and e-mail. */
export const codeHash = (secret: string, id: string, emailNormalized: string, code: string): string => hmacHex(secret, `${id}\n${emailNormalized}\n${code}`);

export function createVerificationService(deps: VerificationDeps): VerificationService {
  const { db, limiter, mailer, now } = deps;

  const judge = (row: VerificationRow | undefined, purpose: VerificationPurpose, at: Date): VerificationUse => {
    if (!row || row.purpose !== purpose || row.consumed_at !== null || row.superseded_at !== null) return VERIFICATION_USE.invalid;
    if (row.verified_at === null) return VERIFICATION_USE.notVerified;
    if (at.getTime() - row.verified_at.getTime() > AUTH_POLICY.verifiedUseSeconds * 1000) return VERIFICATION_USE.invalid;
    return VERIFICATION_USE.ok;
  };

  /** Reads (optionally locks) a verification and judges whether it may be used for `purpose`. */
  async function forUse(client: DbClient, id: string, purpose: VerificationPurpose, options: { lock: boolean }): Promise<VerificationUseResult> {
    if (!isUuid(id)) return { use: VERIFICATION_USE.invalid };
    const row = await repo.findVerification(client, id, options);
    return row ? { use: judge(row, purpose, now()), row } : { use: VERIFICATION_USE.invalid };
  }

  /** Counts a wrong reset code against the account's day; reaching the cap pauses its reset flow and tells the owner. */
  async function countResetFailure(emailNormalized: string, language: Language): Promise<void> {
    const rule = RATE_RULES.resetFailuresPerAccount;
    if ((await limiter.hit(rule, emailNormalized)).hits !== rule.max) return;
    await limiter.block(RATE_RULES.resetPaused, emailNormalized);
    const account = await accounts.findUserByEmail(db, emailNormalized);
    if (!account) return;
    try {
      await mailer.send(resetPausedMail({ to: account.email, language, pausedHours: RATE_RULES.resetPaused.windowSeconds / 3600 }));
    } catch (error) {
      deps.log.warn({ err: error }, 'the reset-paused notice could not be sent');
    }
  }

  return {
    async request({ purpose, email, ip, language }) {
      const normalized = normalizeEmail(email);
      const requester = `${normalized}\n${ip}`;
      // The address budget counts codes actually sent, per requester, under a per-address ceiling (docs/decisions.md).
      const addressRules: RateEntry[] = [
        [RATE_RULES.codePerEmailAndIp, requester],
        [RATE_RULES.codePerEmailAndIpHourly, requester],
        [RATE_RULES.codePerEmailHourly, normalized],
      ];
      await limiter.enforce([[RATE_RULES.codePerIp, ip]]);
      await limiter.enforce(addressRules);
      let sent = false;
      try {
        let to: string | undefined;
        if (purpose === 'join') {
          if (await accounts.emailTaken(db, normalized, deletedEmailHash(deps.emailHashSecret, normalized))) throw emailTakenError();
          to = email;
        } else {
          const paused = await limiter.blockedFor(RATE_RULES.resetPaused, normalized);
          if (paused > 0) throw errors.rateLimited(paused);
          // No account (or a deleted one): the answer is the same, but no code is sent. A code goes to the stored address.
          to = (await accounts.findUserByEmail(db, normalized))?.email;
        }

        const at = now();
        const id = crypto.randomUUID();
        const code = newVerificationCode();
        await db.transaction(async (tx) => {
          await repo.supersedeOpen(tx, normalized, purpose, at);
          await repo.insertVerification(tx, {
            id,
            purpose,
            email: to ?? email,
            emailNormalized: normalized,
            codeHash: codeHash(deps.codeSecret, id, normalized, code),
            createdAt: at,
            expiresAt: new Date(at.getTime() + AUTH_POLICY.verificationCodeSeconds * 1000),
          });
        });
        if (to !== undefined) {
          try {
            await mailer.send(verificationMail({ to, code, purpose, language, validMinutes: AUTH_POLICY.verificationCodeSeconds / 60 }));
          } catch (error) {
            await repo.supersede(db, id, now());
            throw Object.assign(errors.unavailable('The verification e-mail could not be sent'), { cause: error });
          }
          sent = true;
        }
        return { id };
      } finally {
        if (!sent) await limiter.refund(addressRules);
      }
    },

    async verify(id, code, language) {
      if (!isUuid(id)) throw errors.notFound('Verification not found');
      const row = await repo.findVerification(db, id);
      if (!row) throw errors.notFound('Verification not found');
      const fail = VERIFY_ERRORS[row.purpose];
      const at = now();
      if (row.purpose === 'change') {
        const paused = await limiter.blockedFor(RATE_RULES.resetPaused, row.email_normalized);
        if (paused > 0) throw resetPaused(paused);
      }
      if (row.verified_at !== null || row.consumed_at !== null) throw fail.used();
      if (row.attempts >= AUTH_POLICY.verificationMaxAttempts) throw fail.invalidated();
      if (row.superseded_at !== null || at >= row.expires_at) throw fail.expired();

      const attempt = await repo.takeAttempt(db, id, AUTH_POLICY.verificationMaxAttempts);
      if (attempt === undefined) {
        const current = await repo.findVerification(db, id);
        throw current?.verified_at ? fail.used() : fail.invalidated();
      }
      const submitted = code.trim();
      const matches = /^\d{6}$/.test(submitted) && digestsEqual(codeHash(deps.codeSecret, row.id, row.email_normalized, submitted), row.code_hash);
      if (!matches) {
        if (row.purpose === 'change') await countResetFailure(row.email_normalized, language);
        throw fail.invalid();
      }
      if (!(await repo.markVerified(db, id, at))) {
        const current = await repo.findVerification(db, id);
        throw current?.verified_at ? fail.used() : fail.expired();
      }
      return { id, verified: true };
    },

    lockForUse: (tx, id, purpose) => forUse(tx, id, purpose, { lock: true }),

    peekForUse: (id, purpose) => forUse(db, id, purpose, { lock: false }),

    consume: (tx, id) => repo.markConsumed(tx, id, now()),

    purge: () => repo.purgeVerifications(db, new Date(now().getTime() - 24 * 3600 * 1000)),
  };
}
