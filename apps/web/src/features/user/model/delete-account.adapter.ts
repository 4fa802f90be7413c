import { isApiError } from '@tablecrawler/api-client';
import type { MessageKey } from '../../../shared/forms/notice';

/** Spec section 8, account deletion: 423 → cannot delete while the pass lasts; anything else → a generic error. */
export function deleteAccountErrorMessage(error: unknown): MessageKey {
  return isApiError(error) && error.status === 423 ? 'user.delete.activePass' : 'user.delete.failed';
}
