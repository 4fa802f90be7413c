import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time and keeps it locked for at least `lockMs` after each start
 * (spec: footer inquiry link 1 s, code/reset/change actions ≥ 1 s). Calls while locked are ignored.
 */
export function useActionLock(lockMs: number): { locked: boolean; run: (action: () => Promise<void> | void) => Promise<void> } {
  const lockedRef = useRef(false);
  const [locked, setLocked] = useState(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current !== undefined) clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(
    async (action: () => Promise<void> | void) => {
      if (lockedRef.current) return;
      lockedRef.current = true;
      setLocked(true);
      const minimum = new Promise<void>((resolve) => {
        timer.current = setTimeout(resolve, lockMs);
      });
      try {
        await action();
      } finally {
        await minimum;
        lockedRef.current = false;
        if (mounted.current) setLocked(false);
      }
    },
    [lockMs],
  );

  return { locked, run };
}
