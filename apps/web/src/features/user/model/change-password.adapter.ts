import { isApiError } from '@tablecrawler/api-client';
import { ERROR_CODES, isValidPassword } from '@tablecrawler/contract';
import type { FieldError, MessageKey } from '../../../shared/forms/notice';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;

/** Spec section 5, change password: both required; the new one differs from the current one and meets the conditions. */
export function validateChangePassword(values: ChangePasswordValues): FieldError<ChangePasswordField> | null {
  if (values.currentPassword === '') return { field: 'currentPassword', key: 'validation.password.currentRequired' };
  if (values.newPassword === '') return { field: 'newPassword', key: 'validation.password.newRequired' };
  if (values.newPassword === values.currentPassword) return { field: 'newPassword', key: 'validation.password.sameAsCurrent' };
  if (!isValidPassword(values.newPassword)) return { field: 'newPassword', key: 'validation.password.conditions' };
  return null;
}

/** Spec section 8, change password: 400 + 100001 → check the current password; 100020 → used before; else failed. */
export function changePasswordErrorMessage(error: unknown): MessageKey {
  if (!isApiError(error)) return 'user.password.failed';
  if (error.status === 400 && error.code === ERROR_CODES.wrongCurrentPassword) return 'user.password.wrongCurrent';
  if (error.code === ERROR_CODES.passwordReused) return 'user.password.reused';
  return 'user.password.failed';
}
