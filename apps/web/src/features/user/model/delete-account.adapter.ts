import { isApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import type { MessageKey } from '../../../shared/forms/notice';

/** 403 reauthentication_required: the session did not sign in recently; ask for the password, sign in again, retry. */
export function needsReauthentication(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === ERROR_CODES.reauthenticationRequired;
}

/** Spec section 8, account deletion: 423 → cannot delete while the pass lasts; 403 → the password is asked for again; anything else → a generic error. */
export function deleteAccountErrorMessage(error: unknown): MessageKey {
  if (needsReauthentication(error)) return 'user.delete.reauthenticate';
  return isApiError(error) && error.status === 423 ? 'user.delete.activePass' : 'user.delete.failed';
}

/** The renewed sign-in before a deletion: a wrong password, too many attempts, or anything else. */
export function reauthenticateErrorMessage(error: unknown): MessageKey {
  if (isApiError(error) && error.code === ERROR_CODES.invalidCredentials) return 'user.delete.wrongPassword';
  if (isApiError(error) && error.status === 429) return 'user.delete.tooManyAttempts';
  return 'user.delete.failed';
}
