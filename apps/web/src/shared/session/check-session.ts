import type { AppServices } from '../services/services';
import { SESSION_STATUS, type SessionStatus } from './session-store';

/**
 * Asks the server whether the stored session is valid (spec sections 1, 6, 7): waits for the client key first,
 * then calls validate; any failure counts as signed out. Without stored tokens no call is made: the answer is
 * already known, and the failing call would only clear local storage through the refresh path.
 */
export async function checkSession(services: Pick<AppServices, 'api' | 'tokenStore' | 'keysReady'>, signal?: AbortSignal): Promise<SessionStatus> {
  // A failed key generation is logged by libs/crypto; validate itself needs no client key.
  await services.keysReady().catch(() => undefined);
  const stored = await services.tokenStore.get().catch(() => null);
  if (!stored) return SESSION_STATUS.signedOut;
  try {
    await services.api.validate(signal ? { signal } : undefined);
    return SESSION_STATUS.signedIn;
  } catch {
    return SESSION_STATUS.signedOut;
  }
}
