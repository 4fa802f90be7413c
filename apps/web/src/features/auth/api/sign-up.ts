import type { SignUpBody, TokenPairResponse } from '@tablecrawler/contract';
import type { AppServices } from '../../../shared/services/services';

/** POST /users/v1/auth/signup with the device fingerprint; the api-client stores the returned token pair. */
export async function signUp(services: Pick<AppServices, 'api' | 'fingerprint'>, body: Omit<SignUpBody, 'deviceFingerprint'>): Promise<TokenPairResponse> {
  const deviceFingerprint = await services.fingerprint();
  return services.api.signUp({ ...body, deviceFingerprint });
}
