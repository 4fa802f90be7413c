import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useServices } from '../services/services-context';
import { checkSession } from './check-session';
import { SESSION_STATUS, type SessionStatus } from './session-store';

/** Runs the startup sign-in check once (after rsaKeyReady) and publishes its result to the session store. */
export function SessionBootstrap({ children }: { children?: ReactNode }) {
  const services = useServices();
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
