import { isApiError } from '@tablecrawler/api-client';
import { TIMINGS } from '@tablecrawler/contract';
import { QueryClient } from '@tanstack/react-query';

/** Client errors (4xx) are answers, not hiccups: retrying cannot change them. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < TIMINGS.queryRetries;
}

/** Exponential back-off from 1 s, capped at 30 s (attempt 0 → 1 s, 1 → 2 s, 2 → 4 s …). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(TIMINGS.queryRetryBaseMs * 2 ** attemptIndex, TIMINGS.queryRetryMaxMs);
}

/** React Query with the data-fetching defaults of spec section 9 (3 retries, back-off 1–30 s, gcTime 5 min). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: TIMINGS.queryGcMs },
      mutations: { retry: false },
    },
  });
}
