import { ERROR_CODES } from '@tablecrawler/contract';
import { isApiError } from './api-error';

// The sign-in form's checks and failure messages (spec sections 5 and 8), shared by the site and the extension so that
// both say the same thing. The answers are libs/i18n keys; each app translates them.

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

export type SignInCheckKey = 'validation.signin.emailRequired' | 'validation.signin.passwordRequired';
export type SignInFailureKey = 'errors.value_error' | 'auth.signin.failedCredentials' | 'auth.signin.failedLocked' | 'auth.signin.failedGeneric';

/** Spec section 5: 'please enter your email' if empty, then 'please enter your password'. */
export function validateSignIn(values: SignInValues): { field: SignInField; key: SignInCheckKey } | null {
  if (values.email.trim() === '') return { field: 'email', key: 'validation.signin.emailRequired' };
  if (values.password === '') return { field: 'password', key: 'validation.signin.passwordRequired' };
  return null;
}

/**
 * Spec section 8, sign-in: a value_error detail → the check message; 400, 403, 404 → check e-mail or password;
 * 423 → account cannot be used; anything else (5xx, network) → try again later.
 */
export function signInErrorMessage(error: unknown): SignInFailureKey {
  if (!isApiError(error)) return 'auth.signin.failedGeneric';
  if (error.details?.some((detail) => detail.code === ERROR_CODES.valueError)) return 'errors.value_error';
  if (error.status === 400 || error.status === 403 || error.status === 404) return 'auth.signin.failedCredentials';
  if (error.status === 423) return 'auth.signin.failedLocked';
  return 'auth.signin.failedGeneric';
}
