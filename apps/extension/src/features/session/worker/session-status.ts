import type { TokenStore } from '@tablecrawler/api-client';
import type { SessionStatus } from '../../../messaging';

export interface SessionStatusDeps {
  tokenStore: Pick<TokenStore, 'get'>;
  /** The api-client's validate(); rejects when the session is not valid (after its one refresh attempt). */
  validate: () => Promise<unknown>;
  logger?: Pick<Console, 'warn'>;
}

/**
 * Signed in when a token pair is stored and the server accepts it. Without tokens no request is made; any failure
 * of validate() counts as signed out (spec section 6), and the api-client has already cleared a session it could not refresh.
 */
export async function readSessionStatus(deps: SessionStatusDeps): Promise<SessionStatus> {
  if (!(await deps.tokenStore.get())) return { signedIn: false };
  try {
    await deps.validate();
    return { signedIn: true };
  } catch (error) {
    (deps.logger ?? console).warn('[session] validate failed', error);
    return { signedIn: false };
  }
}
