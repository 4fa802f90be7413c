import { isApiError } from '@tablecrawler/api-client';
import { ERROR_CODES, isValidPassword } from '@tablecrawler/contract';
import type { FieldError, MessageKey } from '../../../shared/forms/notice';
import type { VerificationState } from './email-verification.adapter';

export interface ResetPasswordValues {
  email: string;
  code: string;
  newPassword: string;
  newPasswordConfirm: string;
}

export type ResetPasswordField = keyof ResetPasswordValues;

/**
 * Spec section 5, reset, first failure wins: e-mail; the code requested first; the code; verification done;
 * a new password present, meeting the conditions and matching its confirmation.
 */
export function validateResetPassword(values: ResetPasswordValues, verification: VerificationState): FieldError<ResetPasswordField> | null {
  if (values.email.trim() === '') return { field: 'email', key: 'validation.email.required' };
  if (verification.verificationId === null) return { field: 'email', key: 'validation.verification.requestFirst' };
  if (values.code.trim() === '') return { field: 'code', key: 'validation.verification.codeRequired' };
  if (!verification.verified) return { field: 'code', key: 'validation.verification.incomplete' };
  if (values.newPassword === '') return { field: 'newPassword', key: 'validation.password.required' };
  if (!isValidPassword(values.newPassword)) return { field: 'newPassword', key: 'validation.password.conditions' };
  if (values.newPassword !== values.newPasswordConfirm) return { field: 'newPasswordConfirm', key: 'validation.password.mismatch' };
  return null;
}

/** Spec section 8, reset password: 400 + 004004 → invalid verification request; 100020 → recently used; else failed. */
export function resetPasswordErrorMessage(error: unknown): MessageKey {
  if (!isApiError(error)) return 'auth.reset.failed';
  if (error.status === 400 && error.code === ERROR_CODES.resetInvalidVerification) return 'auth.reset.invalidRequest';
  if (error.code === ERROR_CODES.passwordReused) return 'auth.reset.reused';
  return 'auth.reset.failed';
}
