import type { AppServices } from '../../../shared/services/services';

/**
 * Sign-out (spec section 4): DELETE /users/v1/auth/logout, then — whatever the server answered — tokens and all of
 * localStorage are cleared and the session is marked signed out (api-client `signOutLocally`).
 */
export async function signOut(services: Pick<AppServices, 'api'>): Promise<void> {
  try {
    await services.api.logout();
  } catch (error) {
    console.warn('[user] the server sign-out failed; signing out locally', error);
  } finally {
    await services.api.signOutLocally();
  }
}
