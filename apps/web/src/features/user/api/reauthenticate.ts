import type { AppServices } from '../../../shared/services/services';

/**
 * POST /users/v1/auth/signin for the signed-in account with the password typed again: a fresh session for calls
 * that need a recent sign-in (account deletion). The api-client keeps the returned pair as the session.
 */
export async function reauthenticate(services: Pick<AppServices, 'api' | 'fingerprint'>, email: string, password: string): Promise<void> {
  await services.api.signIn({ email, password, deviceFingerprint: await services.fingerprint() });
}
