import type { RateRule } from '../../plugins/rate-limits/rate-limiter';

/**
 * Lifetimes and limits of the accounts module. Spec-fixed values (code length, attempts) come from the
 * issue; the throttles are our choice (docs/decisions.md).
 */
export const AUTH_POLICY = {
  accessTokenSeconds: 15 * 60,
  refreshIdleSeconds: 14 * 24 * 3600,
  refreshAbsoluteSeconds: 60 * 24 * 3600,
  /** Presenting the immediate parent again within this window returns the current pair. */
  refreshGraceSeconds: 10,
  verificationCodeSeconds: 10 * 60,
  /** Comparisons allowed per verification; the next submission answers 429 even with the right code. */
  verificationMaxAttempts: 5,
  /** How long a completed verification may be used for sign-up or password reset. */
  verifiedUseSeconds: 30 * 60,
  /** Password hashes a new password is compared with (the current one and the four before it). */
  passwordHistory: 5,
  /** Deleting the account needs a session that signed in (not refreshed) this recently. */
  freshSignInSeconds: 10 * 60,
  /** X-AES-KEY digests of sign-ins kept per account until its password changes (newest first; docs/decisions.md). */
  signInKeysPerAccount: 10_000,
} as const;

/**
 * Fixed windows of the app's rate limiter (plugins/rate-limits); every limit expires, none locks an account for
 * good, and no one's guesses or requests spend someone else's budget (docs/decisions.md).
 */
export const RATE_RULES = {
  /** Code requests of one client address, whatever the e-mail (counted whether or not a code goes out). */
  codePerIp: { name: 'code:ip', max: 30, windowSeconds: 3600 },
  /** Codes sent to one address for one requester: one per 30 s, ten an hour. */
  codePerEmailAndIp: { name: 'code:email+ip', max: 1, windowSeconds: 30 },
  codePerEmailAndIpHourly: { name: 'code:email+ip:hour', max: 10, windowSeconds: 3600 },
  /** Codes sent to one address from every requester together: the mailbox's ceiling against mail bombing. */
  codePerEmailHourly: { name: 'code:email:hour', max: 20, windowSeconds: 3600 },
  /** Sign-in attempts on one account from one client address (success clears it). */
  signInPerAccountAndIp: { name: 'signin:account+ip', max: 10, windowSeconds: 15 * 60 },
  /** Sign-in attempts on one account from every address together: far above what one address may try (a password reset clears it). */
  signInPerAccount: { name: 'signin:account', max: 100, windowSeconds: 15 * 60 },
  signInPerIp: { name: 'signin:ip', max: 100, windowSeconds: 15 * 60 },
  passwordCheckPerUser: { name: 'password:user', max: 10, windowSeconds: 15 * 60 },
  /** Wrong password-reset codes per account and day; reaching it pauses the reset flow (resetPaused). */
  resetFailuresPerAccount: { name: 'reset:failures', max: 20, windowSeconds: 24 * 3600 },
  resetPaused: { name: 'reset:paused', max: 1, windowSeconds: 24 * 3600 },
} as const satisfies Record<string, RateRule>;
