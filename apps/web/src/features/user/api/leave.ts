import type { AppServices } from '../../../shared/services/services';
import { SESSION_STATUS } from '../../../shared/session/session-store';
import { clearProfileCache } from '../model/profile-cache';

/**
 * DELETE /users/v1/auth/leave; on 204 the tokens are cleared and the session is signed out (spec section 4: deletion
 * clears tokens and the signed-in flag). The cached profile of the deleted account goes too.
 */
export async function deleteAccount(services: Pick<AppServices, 'api' | 'tokenStore' | 'session' | 'storage'>): Promise<void> {
  await services.api.leave();
  await services.tokenStore.clear().catch(() => undefined);
  clearProfileCache(services.storage);
  services.session.setStatus(SESSION_STATUS.signedOut);
}
