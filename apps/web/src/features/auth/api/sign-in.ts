import type { TokenPairResponse } from '@tablecrawler/contract';
import type { AppServices } from '../../../shared/services/services';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /users/v1/auth/signin with the device fingerprint; the api-client stores the returned token pair. */
export async function signIn(services: Pick<AppServices, 'api' | 'fingerprint'>, input: SignInInput): Promise<TokenPairResponse> {
  const deviceFingerprint = await services.fingerprint();
  return services.api.signIn({ email: input.email, password: input.password, deviceFingerprint });
}
