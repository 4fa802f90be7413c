import type { ProfileResponse } from '@tablecrawler/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../shared/queries/query-keys';
import type { AppServices } from '../../../shared/services/services';
import { useServices } from '../../../shared/services/services-context';
import { PRIVATE_QUERY_META } from '../../../shared/session/private-queries';
import { readProfileCache, writeProfileCache } from '../model/profile-cache';

/** The root of every query of the user's own data (removed when leaving the account pages). */
export const USER_QUERY_KEY = QUERY_ROOTS.user;
export const PROFILE_QUERY_KEY = [...USER_QUERY_KEY, 'profile'] as const;

type ProfileServices = Pick<AppServices, 'api' | 'keysReady' | 'storage' | 'session'>;

/**
 * GET /users/v1/profile for the signed-in user. Waits for the client key first (rsaKeyReady): the e-mail comes back
 * encrypted for it. Caches the answer in localStorage (id, email, recentPurchase, expiration).
 */
export async function getProfile(services: ProfileServices, signal?: AbortSignal): Promise<ProfileResponse> {
  await services.keysReady();
  const profile = await services.api.getProfile(undefined, signal ? { signal } : undefined);
  // A sign-out may have finished while the call was in flight: never re-create the cache it cleared.
  if (services.session.getStatus() === 'signedIn') writeProfileCache(services.storage, profile);
  return profile;
}

export function profileQueryOptions(services: ProfileServices) {
  return queryOptions<ProfileResponse>({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(services, signal),
    meta: PRIVATE_QUERY_META,
    // The cached profile shows at once while the fresh one loads.
    placeholderData: (): ProfileResponse | undefined => readProfileCache(services.storage) ?? undefined,
  });
}

/** The signed-in user's profile (use it only below RequireSignIn). */
export function useProfile() {
  const services = useServices();
  return useQuery(profileQueryOptions(services));
}
