import crypto from 'node:crypto';
import {
  CHANNELS,
  ERROR_CODES,
  LIMITS,
  isValidPassword,
  passwordConditions,
  type ChangePasswordBody,
  type ErrorDetail,
  type ForgotPasswordBody,
  type OkResponse,
  type ProfileQuery,
  type ProfileResponse,
  type SignInBody,
  type SignUpBody,
  type TokenPairResponse,
  type ValidateResponse,
  type VerificationPurpose,
} from '@tablecrawler/contract';
import { isUniqueViolation, type Db, type DbClient } from '../../db';
import { AppError, errors } from '../../plugins/app-error';
import type { PassesService } from '../payments/passes.service';
import { deletedEmailHash, normalizeEmail } from './auth-crypto';
import { emailTakenError } from './auth-errors';
import { AUTH_POLICY, RATE_RULES, type Clock } from './auth.policy';
import * as repo from './auth.repository';
import type { PasswordHasher } from './passwords';
import { REVOKE_REASONS, type AuthContext, type SessionsService } from './sessions.service';
import type { Throttle } from './throttle.service';
import type { VerificationRow } from './verification.repository';
import { VERIFICATION_USE, type VerificationService, type VerificationUseResult } from './verification.service';

/**
 * Another module's share of deleting an account (e.g. the history files): runs inside the deletion transaction
 * after the checks, and returns work to do once it has committed (removing blobs).
 */
export type AccountDeletionStep = (tx: DbClient, userId: string) => Promise<() => Promise<void>>;

export interface AuthServiceDeps {
  db: Db;
  hasher: PasswordHasher;
  sessions: SessionsService;
  verification: VerificationService;
  throttle: Throttle;
  passes: PassesService;
  now: Clock;
  emailHashSecret: string;
  /** Run by `leave` in its transaction (default none). */
  accountDeletionSteps?: readonly AccountDeletionStep[];
}

export interface AuthService {
  signUp(body: SignUpBody): Promise<TokenPairResponse>;
  signIn(body: SignInBody, ip: string): Promise<TokenPairResponse>;
  validate(ctx: AuthContext): ValidateResponse;
  logout(ctx: AuthContext): Promise<void>;
  leave(ctx: AuthContext): Promise<void>;
  forgotPassword(body: ForgotPasswordBody): Promise<OkResponse>;
  changePassword(ctx: AuthContext, body: ChangePasswordBody): Promise<OkResponse>;
  profile(ctx: AuthContext, query: ProfileQuery): Promise<ProfileResponse>;
}

const fail = {
  verificationInvalid: () => new AppError(400, ERROR_CODES.verificationInvalid, 'The e-mail verification is invalid; verify the e-mail again'),
  verificationNotCompleted: () => new AppError(403, ERROR_CODES.verificationNotCompleted, 'The e-mail verification is not completed'),
  emailTaken: emailTakenError,
  invalidCredentials: () => new AppError(400, ERROR_CODES.invalidCredentials, 'Wrong e-mail or password'),
  accountDisabled: () => new AppError(423, ERROR_CODES.accountDisabled, 'This account cannot be used'),
  passActive: () => new AppError(423, ERROR_CODES.passActive, 'The account cannot be deleted while a pass is active'),
  resetInvalidVerification: () => new AppError(400, ERROR_CODES.resetInvalidVerification, 'Invalid verification request'),
  wrongCurrentPassword: () => new AppError(400, ERROR_CODES.wrongCurrentPassword, 'The current password is wrong'),
  passwordReused: () => new AppError(400, ERROR_CODES.passwordReused, 'A recently used password cannot be used'),
};

/** What a verification that may not be used answers, per purpose (the reset flow has one answer for all). */
const UNUSABLE_VERIFICATION: Record<VerificationPurpose, { notVerified: () => AppError; invalid: () => AppError }> = {
  join: { notVerified: fail.verificationNotCompleted, invalid: fail.verificationInvalid },
  change: { notVerified: fail.resetInvalidVerification, invalid: fail.resetInvalidVerification },
};

/** The row of a verification judged usable for `purpose`; throws the purpose's answer otherwise. */
function usableVerification(result: VerificationUseResult, purpose: VerificationPurpose): VerificationRow {
  const unusable = UNUSABLE_VERIFICATION[purpose];
  if (result.use === VERIFICATION_USE.notVerified) throw unusable.notVerified();
  if (result.use !== VERIFICATION_USE.ok || !result.row) throw unusable.invalid();
  return result.row;
}

/** Spec section 5 password rules as validation details: length → string_too_short / string_too_long, other rules → value_error. */
export function passwordDetails(field: string, password: string): ErrorDetail[] {
  if (isValidPassword(password)) return [];
  if (password.length < LIMITS.passwordMinLength) return [{ field, code: ERROR_CODES.stringTooShort, message: `must be at least ${LIMITS.passwordMinLength} characters` }];
  if (password.length > LIMITS.passwordMaxLength) return [{ field, code: ERROR_CODES.stringTooLong, message: `must be at most ${LIMITS.passwordMaxLength} characters` }];
  const missing = Object.entries(passwordConditions(password))
    .filter(([, met]) => !met)
    .map(([condition]) => condition);
  return [{ field, code: ERROR_CODES.valueError, message: `must contain an upper-case letter, a lower-case letter, a digit and one of # ? ! @ $ % ^ & * - (missing: ${missing.join(', ')})` }];
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { db, hasher, sessions, verification, throttle, passes, now } = deps;
  const withdrawnHash = (emailNormalized: string) => deletedEmailHash(deps.emailHashSecret, emailNormalized);

  /** Replaces the user's password hash and appends it to the history (the newest AUTH_POLICY.passwordHistory kept). */
  async function setPassword(tx: DbClient, userId: string, passwordHash: string, at: Date): Promise<void> {
    await repo.updatePasswordHash(tx, userId, passwordHash, at);
    await repo.recordPassword(tx, { userId, passwordHash, at }, AUTH_POLICY.passwordHistory);
  }

  /** True when the password matches the current one or one of the previous four. */
  async function recentlyUsed(userId: string, password: string): Promise<boolean> {
    const hashes = await repo.recentPasswordHashes(db, userId, AUTH_POLICY.passwordHistory);
    const matches = await Promise.all(hashes.map((h) => hasher.verify(h, password)));
    return matches.includes(true);
  }

  return {
    async signUp(body) {
      const details = passwordDetails('password', body.password);
      if (body.profile.username.trim().length < LIMITS.nicknameMinLength) {
        details.push({ field: 'profile.username', code: ERROR_CODES.stringTooShort, message: `must be at least ${LIMITS.nicknameMinLength} characters` });
      }
      const reason = body.funnel.userInput?.trim() ?? '';
      if (body.funnel.channel === CHANNELS.OTHER && reason === '') {
        details.push({ field: 'funnel.userInput', code: ERROR_CODES.valueError, message: 'is required when the channel is other' });
      }
      if (details.length > 0) throw errors.validation(details);

      const peeked = usableVerification(await verification.peekForUse(body.emailVerificationId, 'join'), 'join');
      if (await repo.emailTaken(db, peeked.email_normalized, withdrawnHash(peeked.email_normalized))) throw fail.emailTaken();

      const passwordHash = await hasher.hash(body.password);
      try {
        return await db.transaction(async (tx) => {
          const locked = usableVerification(await verification.lockForUse(tx, body.emailVerificationId, 'join'), 'join');
          if (await repo.emailWithdrawn(tx, withdrawnHash(locked.email_normalized))) throw fail.emailTaken();
          const at = now();
          const userId = crypto.randomUUID();
          await repo.insertUser(tx, {
            id: userId,
            email: locked.email,
            emailNormalized: locked.email_normalized,
            passwordHash,
            nickname: body.profile.username.trim(),
            gender: body.profile.gender,
            channel: body.funnel.channel,
            channelOther: body.funnel.channel === CHANNELS.OTHER ? reason : null,
            marketingOptIn: body.agreements?.marketingOptIn === true,
            at,
          });
          await repo.recordPassword(tx, { userId, passwordHash, at }, AUTH_POLICY.passwordHistory);
          await verification.consume(tx, locked.id);
          return sessions.issue(tx, userId, body.deviceFingerprint);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail.emailTaken();
        throw error;
      }
    },

    async signIn(body, ip) {
      const emailNormalized = normalizeEmail(body.email);
      // Attempts, not failures, are counted, so parallel guesses cannot outrun the limit; success resets the account's count.
      await throttle.enforce([
        [RATE_RULES.signInPerAccount, emailNormalized],
        [RATE_RULES.signInPerIp, ip],
      ]);
      const user = await repo.findUserByEmail(db, emailNormalized);
      const ok = user ? await hasher.verify(user.password_hash, body.password) : await hasher.verifyDummy(body.password);
      if (!user || !ok) throw fail.invalidCredentials();
      if (user.status !== repo.USER_STATUSES.active) throw fail.accountDisabled();
      await throttle.reset(RATE_RULES.signInPerAccount, emailNormalized);
      if (hasher.needsRehash(user.password_hash)) await repo.rehashPassword(db, user.id, user.password_hash, await hasher.hash(body.password));
      return db.transaction((tx) => sessions.issue(tx, user.id, body.deviceFingerprint));
    },

    validate: (ctx) => ({ userId: ctx.userId }),

    logout: (ctx) => sessions.revoke(ctx.sessionId, REVOKE_REASONS.signOut),

    async leave(ctx) {
      const afterCommit = await db.transaction(async (tx) => {
        const user = await repo.lockUser(tx, ctx.userId);
        if (!user) throw errors.unauthorized();
        const at = now();
        if (await passes.hasActivePass(user.id, at, tx)) throw fail.passActive();
        await repo.insertDeletedEmailHash(tx, withdrawnHash(normalizeEmail(user.email)), at);
        await repo.markDeleted(tx, user.id, at);
        await sessions.revokeAllForUser(tx, user.id, REVOKE_REASONS.deleted);
        const later: (() => Promise<void>)[] = [];
        for (const step of deps.accountDeletionSteps ?? []) later.push(await step(tx, user.id));
        return later;
      });
      for (const work of afterCommit) await work();
    },

    async forgotPassword(body) {
      const details = passwordDetails('newPassword', body.newPassword);
      if (details.length > 0) throw errors.validation(details);
      const peeked = usableVerification(await verification.peekForUse(body.emailVerificationId, 'change'), 'change');
      const user = await repo.findUserByEmail(db, peeked.email_normalized);
      if (!user) throw fail.resetInvalidVerification();
      if (await recentlyUsed(user.id, body.newPassword)) throw fail.passwordReused();
      const passwordHash = await hasher.hash(body.newPassword);
      await db.transaction(async (tx) => {
        const locked = usableVerification(await verification.lockForUse(tx, body.emailVerificationId, 'change'), 'change');
        const account = await repo.lockUser(tx, user.id);
        if (!account || normalizeEmail(account.email) !== locked.email_normalized) throw fail.resetInvalidVerification();
        const at = now();
        await setPassword(tx, user.id, passwordHash, at);
        await verification.consume(tx, locked.id);
        await sessions.revokeAllForUser(tx, user.id, REVOKE_REASONS.passwordReset);
      });
      // Whoever proved the mailbox may sign in again at once.
      await throttle.reset(RATE_RULES.signInPerAccount, peeked.email_normalized);
      return { ok: true };
    },

    async changePassword(ctx, body) {
      const details = passwordDetails('newPassword', body.newPassword);
      if (details.length > 0) throw errors.validation(details);
      await throttle.enforce([[RATE_RULES.passwordCheckPerUser, ctx.userId]]);
      const user = await repo.findUserById(db, ctx.userId);
      if (!user) throw errors.unauthorized();
      if (!(await hasher.verify(user.password_hash, body.currentPassword))) throw fail.wrongCurrentPassword();
      if (await recentlyUsed(user.id, body.newPassword)) throw fail.passwordReused();
      const passwordHash = await hasher.hash(body.newPassword);
      await db.transaction(async (tx) => {
        const at = now();
        await setPassword(tx, user.id, passwordHash, at);
        await sessions.revokeAllForUser(tx, user.id, REVOKE_REASONS.passwordChange, ctx.sessionId);
      });
      await throttle.reset(RATE_RULES.passwordCheckPerUser, ctx.userId);
      return { ok: true };
    },

    async profile(ctx, query) {
      if (query.userId !== undefined && query.userId !== null && query.userId !== ctx.userId) throw errors.forbidden('Only your own profile can be read');
      const user = await repo.findUserById(db, ctx.userId);
      if (!user) throw errors.unauthorized();
      return { id: user.id, profile: { email: user.email }, voucher: await passes.voucherOf(user.id) };
    },
  };
}
