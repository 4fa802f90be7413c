import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../services/services-context';
import { checkSession } from './check-session';
import { isPrivateQuery } from './private-queries';
import { SESSION_STATUS, type SessionStatus } from './session-store';

/**
 * Runs the startup sign-in check once (after rsaKeyReady) and publishes its result to the session store. Whenever the
 * session turns signed out, the private queries (PRIVATE_QUERY_META) leave the cache, so the next account never sees
 * the last one's data (the history, for one, stays fresh for 3 minutes); public data stays.
 */
export function SessionBootstrap({ children }: { children?: ReactNode }) {
  const services = useServices();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      services.session.subscribe(() => {
        if (services.session.getStatus() === SESSION_STATUS.signedOut) queryClient.removeQueries({ predicate: isPrivateQuery });
      }),
    [services, queryClient],
  );
  useEffect(() => {
    const controller = new AbortController();
    void checkSession(services, controller.signal).then((status) => {
      if (!controller.signal.aborted && services.session.getStatus() === SESSION_STATUS.unknown) services.session.setStatus(status);
    });
    return () => controller.abort();
  }, [services]);
  return <>{children}</>;
}

/** The current sign-in state: 'unknown' | 'signedIn' | 'signedOut'. */
export function useSessionStatus(): SessionStatus {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getStatus, session.getStatus);
}
