/** Business constants of spec section 9, shared by server validation, forms and clients. */
export const LIMITS = {
  inputMaxLength: 50,
  passwordMinLength: 8,
  passwordMaxLength: 30,
  nicknameMinLength: 4,
  nicknameMaxLength: 50,
  inquiryTitleMinLength: 2,
  inquiryTitleMaxLength: 100,
  inquiryContentMinLength: 20,
  inquiryContentMaxLength: 5000,
  noteMaxLength: 1000,
  historyPageSize: 20,
  historyMaxPageSize: 100,
  paginationBlock: 10,
  verificationCodeLength: 6,
} as const;

export const TIMINGS = {
  httpTimeoutMs: 60_000,
  loadingDelayMs: 400,
  tooltipDelayMs: 600,
  fileActionGuardMs: 500,
  footerInquiryLockMs: 1000,
  actionLockMs: 1000,
  historyStaleMs: 3 * 60_000,
  queryGcMs: 5 * 60_000,
  queryRetries: 3,
  queryRetryBaseMs: 1000,
  queryRetryMaxMs: 30_000,
} as const;

export const VAT_RATE = 0.1;

/** The special characters a password must contain one of (spec section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

export const PASSWORD_RULES = {
  upper: /[A-Z]/,
  lower: /[a-z]/,
  number: /[0-9]/,
  // Escaped so that the class means exactly these characters whatever their order (`^`, `-`, `]` and `\` are special in a class).
  special: new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`),
} as const;

export type PasswordCondition = keyof typeof PASSWORD_RULES | 'length';

/** Which of the five password conditions a candidate meets (the live tags of the forms). */
export function passwordConditions(password: string): Record<PasswordCondition, boolean> {
  return {
    upper: PASSWORD_RULES.upper.test(password),
    lower: PASSWORD_RULES.lower.test(password),
    number: PASSWORD_RULES.number.test(password),
    special: PASSWORD_RULES.special.test(password),
    length: password.length >= LIMITS.passwordMinLength && password.length <= LIMITS.passwordMaxLength,
  };
}

export function isValidPassword(password: string): boolean {
  return Object.values(passwordConditions(password)).every(Boolean);
}

/**
 * One bare e-mail address, the addr-spec of RFC 5322 in its dot-atom form: ASCII letters, digits and
 * ``!#$%&'*+/=?^_`{|}~-`` in dot-separated atoms, `@`, and a host name of at least two labels. No display
 * name, angle brackets, quotes, comments, groups, lists, spaces or control characters, so what the server,
 * the site and the extension accept is exactly the one mailbox that gets the mail (docs/decisions.md).
 * Server validation and the forms share it.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$";

/** The form an address is compared, counted and stored as unique in: lower-cased (EMAIL_PATTERN admits ASCII only). */
export const normalizeEmail = (email: string): string => email.toLowerCase();

export function isValidEmail(email: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(email) && email.length <= LIMITS.inputMaxLength;
}

/** Price shown without VAT; the charged amount is price plus VAT truncated to 2 decimals. */
export function amountWithVat(price: number): number {
  return Math.trunc(price * (1 + VAT_RATE) * 100 + 1e-6) / 100;
}
