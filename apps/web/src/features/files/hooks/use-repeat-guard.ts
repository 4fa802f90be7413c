import { TIMINGS } from '@tablecrawler/contract';
import { useCallback, useRef } from 'react';

/**
 * Per-key repeat guard: `tryStart(key)` answers true and records the time when `key` has not started within the last
 * `windowMs`, false otherwise (spec section 3: a repeated download or delete of the same file is ignored for 500 ms
 * after a start). Default window TIMINGS.fileActionGuardMs (500 ms). Other keys are not affected.
 */
export function useRepeatGuard(windowMs: number = TIMINGS.fileActionGuardMs): (key: string) => boolean {
  const started = useRef(new Map<string, number>());
  return useCallback(
    (key: string) => {
      const now = Date.now();
      const last = started.current.get(key);
      if (last !== undefined && now - last < windowMs) return false;
      started.current.set(key, now);
      return true;
    },
    [windowMs],
  );
}
