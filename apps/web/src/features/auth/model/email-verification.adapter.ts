import { isApiError } from '@tablecrawler/api-client';
import { ERROR_CODES, isValidEmail, type VerificationPurpose } from '@tablecrawler/contract';
import type { FieldError, MessageKey } from '../../../shared/forms/notice';

/** Verification states of spec section 4: none requested, code sent (id held), verified. */
export interface VerificationState {
  verificationId: string | null;
  verified: boolean;
}

export const NO_VERIFICATION: VerificationState = { verificationId: null, verified: false };

export type VerificationField = 'email' | 'code';

/** The code request needs an e-mail matching the basic pattern (spec section 5). */
export function validateCodeRequest(email: string): FieldError<'email'> | null {
  if (email.trim() === '') return { field: 'email', key: 'validation.email.required' };
  if (!isValidEmail(email.trim())) return { field: 'email', key: 'validation.email.invalid' };
  return null;
}

/**
 * The code check. Sign-up (spec section 5): e-mail, code, then an existing verification id ('redo the verification').
 * Reset: e-mail, then the request must have been made ('request verification first'), then the code.
 */
export function validateCodeCheck(purpose: VerificationPurpose, email: string, code: string, state: VerificationState): FieldError<VerificationField> | null {
  if (email.trim() === '') return { field: 'email', key: 'validation.email.required' };
  if (purpose === 'change' && state.verificationId === null) return { field: 'email', key: 'validation.verification.requestFirst' };
  if (code.trim() === '') return { field: 'code', key: 'validation.verification.codeRequired' };
  if (state.verificationId === null) return { field: 'email', key: 'validation.verification.redo' };
  return null;
}

/** Spec section 8, code request: sign-up 409 → already registered or withdrawn; anything else → could not send. */
export function codeRequestErrorMessage(purpose: VerificationPurpose, error: unknown): MessageKey {
  // One code per e-mail per 30 s: say so rather than "could not send" (not in the spec's catalogue).
  if (isApiError(error) && error.status === 429) return 'errors.rate_limited';
  if (purpose === 'join') return isApiError(error) && error.status === 409 ? 'auth.signup.codeRequestConflict' : 'auth.signup.codeRequestFailed';
  return 'auth.reset.codeRequestFailed';
}

/** Spec section 8, verify (sign-up), read by status: 400 or string_too_short → invalid; 410/423 expired; 404 used; 429 invalidated. */
export function joinVerifyErrorMessage(error: unknown): MessageKey {
  if (!isApiError(error)) return 'auth.verify.failed';
  const tooShort = error.code === ERROR_CODES.stringTooShort || (error.details?.some((d) => d.code === ERROR_CODES.stringTooShort) ?? false);
  if (error.status === 400 || tooShort) return 'auth.verify.invalid';
  if (error.status === 410 || error.status === 423) return 'auth.verify.expired';
  if (error.status === 404) return 'auth.verify.used';
  if (error.status === 429) return 'auth.verify.tooMany';
  return 'auth.verify.failed';
}

/** Spec section 8, reset verify, read by body code: 004003 invalid; 003001/004001 expired; 004002 invalidated; HTTP 404 used. */
export function resetVerifyErrorMessage(error: unknown): MessageKey {
  if (!isApiError(error)) return 'auth.verify.failed';
  switch (error.code) {
    case ERROR_CODES.resetInvalidCode:
      return 'auth.verify.invalid';
    case ERROR_CODES.verificationExpired:
    case ERROR_CODES.resetCodeExpired:
      return 'auth.verify.expired';
    case ERROR_CODES.resetTooManyAttempts:
      return 'auth.verify.tooMany';
    default:
      return error.status === 404 ? 'auth.verify.used' : 'auth.verify.failed';
  }
}

/** The verify-error mapping of a flow. */
export function verifyErrorMessage(purpose: VerificationPurpose, error: unknown): MessageKey {
  return purpose === 'join' ? joinVerifyErrorMessage(error) : resetVerifyErrorMessage(error);
}
