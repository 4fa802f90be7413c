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
} as const;

export interface RateRule {
  /** Bucket prefix; the rest of the key is the e-mail, IP or user id. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** Fixed windows in the shared `rate_limits` table; every limit expires, none locks an account for good. */
export const RATE_RULES = {
  codePerEmail: { name: 'code:email', max: 1, windowSeconds: 30 },
  codePerEmailHourly: { name: 'code:email:hour', max: 10, windowSeconds: 3600 },
  codePerIp: { name: 'code:ip', max: 30, windowSeconds: 3600 },
  signInPerAccount: { name: 'signin:account', max: 10, windowSeconds: 15 * 60 },
  signInPerIp: { name: 'signin:ip', max: 100, windowSeconds: 15 * 60 },
  passwordCheckPerUser: { name: 'password:user', max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

/** The server's clock; tests inject a fake one. */
export type Clock = () => Date;
