import { isApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import type { FieldError, MessageKey } from '../../../shared/forms/notice';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

/** Spec section 5: 'please enter your email' if empty, then 'please enter your password'. */
export function validateSignIn(values: SignInValues): FieldError<SignInField> | null {
  if (values.email.trim() === '') return { field: 'email', key: 'validation.signin.emailRequired' };
  if (values.password === '') return { field: 'password', key: 'validation.signin.passwordRequired' };
  return null;
}

/**
 * Spec section 8, sign-in: a value_error detail → the check message; 400, 403, 404 → check e-mail or password;
 * 423 → account cannot be used; anything else (5xx, network) → try again later.
 */
export function signInErrorMessage(error: unknown): MessageKey {
  if (!isApiError(error)) return 'auth.signin.failedGeneric';
  if (error.details?.some((detail) => detail.code === ERROR_CODES.valueError)) return 'errors.value_error';
  if (error.status === 400 || error.status === 403 || error.status === 404) return 'auth.signin.failedCredentials';
  if (error.status === 423) return 'auth.signin.failedLocked';
  return 'auth.signin.failedGeneric';
}
