import crypto from 'node:crypto';
import { ERROR_CODES, type VerificationPurpose, type VerifyEmailResponse } from '@tablecrawler/contract';
import type { Db, DbClient } from '../../db';
import { AppError, errors } from '../../plugins/app-error';
import { digestsEqual, hmacHex } from '../../shared/digests';
import type { Language } from '../../shared/languages';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/verification-mail';
import { deletedEmailHash, isUuid, newVerificationCode, normalizeEmail } from './auth-crypto';
import { emailTakenError } from './auth-errors';
import { AUTH_POLICY, RATE_RULES, type Clock } from './auth.policy';
import * as accounts from './auth.repository';
import type { Throttle } from './throttle.service';
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

export interface VerificationService {
  /** Rate limits, the join-flow 409, a new code (the previous one superseded) and the mail; returns the verification id. */
  request(input: VerificationRequest): Promise<{ id: string }>;
  /** Compares a submitted code (attempt taken first); errors per VERIFY_ERRORS. */
  verify(id: string, code: string): Promise<VerifyEmailResponse>;
  /** Locks a verification for sign-up or reset inside the caller's transaction and says whether it may be used. */
  lockForUse(tx: DbClient, id: string, purpose: VerificationPurpose): Promise<VerificationUseResult>;
  /** The same judgement without a lock (early answers before expensive work). */
  peekForUse(id: string, purpose: VerificationPurpose): Promise<VerificationUseResult>;
  consume(tx: DbClient, id: string): Promise<void>;
  purge(): Promise<number>;
}

export interface VerificationDeps {
  db: Db;
  throttle: Throttle;
  mailer: Mailer;
  now: Clock;
  codeSecret: string;
  emailHashSecret: string;
}

/** The keyed hash of a code, bound to its verification and e-mail. */
export const codeHash = (secret: string, id: string, emailNormalized: string, code: string): string => hmacHex(secret, `${id}\n${emailNormalized}\n${code}`);

export function createVerificationService(deps: VerificationDeps): VerificationService {
  const { db, throttle, mailer, now } = deps;

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

  return {
    async request({ purpose, email, ip, language }) {
      const address = email.normalize('NFC').trim();
      const normalized = normalizeEmail(email);
      await throttle.enforce([
        [RATE_RULES.codePerIp, ip],
        [RATE_RULES.codePerEmail, normalized],
        [RATE_RULES.codePerEmailHourly, normalized],
      ]);
      let deliver = true;
      if (purpose === 'join') {
        if (await accounts.emailTaken(db, normalized, deletedEmailHash(deps.emailHashSecret, normalized))) throw emailTakenError();
      } else {
        // No account (or a deleted one): the answer is the same, but no code is sent.
        const account = await accounts.findUserByEmail(db, normalized);
        deliver = account !== undefined;
      }

      const at = now();
      const id = crypto.randomUUID();
      const code = newVerificationCode();
      await db.transaction(async (tx) => {
        await repo.supersedeOpen(tx, normalized, purpose, at);
        await repo.insertVerification(tx, {
          id,
          purpose,
          email: address,
          emailNormalized: normalized,
          codeHash: codeHash(deps.codeSecret, id, normalized, code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + AUTH_POLICY.verificationCodeSeconds * 1000),
        });
      });
      if (deliver) {
        try {
          await mailer.send(verificationMail({ to: address, code, purpose, language, validMinutes: AUTH_POLICY.verificationCodeSeconds / 60 }));
        } catch (error) {
          await repo.supersede(db, id, now());
          throw Object.assign(errors.unavailable('The verification e-mail could not be sent'), { cause: error });
        }
      }
      return { id };
    },

    async verify(id, code) {
      if (!isUuid(id)) throw errors.notFound('Verification not found');
      const row = await repo.findVerification(db, id);
      if (!row) throw errors.notFound('Verification not found');
      const fail = VERIFY_ERRORS[row.purpose];
      const at = now();
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
      if (!matches) throw fail.invalid();
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
