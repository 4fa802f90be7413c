/** Sign-in state of spec section 4: unknown until the first check, then signed in or signed out. */
export const SESSION_STATUS = { unknown: 'unknown', signedIn: 'signedIn', signedOut: 'signedOut' } as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];

export interface SessionStore {
  getStatus(): SessionStatus;
  setStatus(status: SessionStatus): void;
  /** Returns the unsubscribe function (useSyncExternalStore's contract). */
  subscribe(listener: () => void): () => void;
}

/** A tiny observable the api-client's onSignedOut port and the React tree share. Default status 'unknown'. */
export function createSessionStore(initial: SessionStatus = SESSION_STATUS.unknown): SessionStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    getStatus: () => status,
    setStatus(next) {
      if (next === status) return;
      status = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
