import { ApiError } from '@tablecrawler/api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query defaults (spec section 9)', () => {
  it('retries three times for transport and server errors', () => {
    const network = new ApiError(0, 'network_error', 'Network Error');
    const server = new ApiError(503, 'service_unavailable', 'down');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, network))).toEqual([true, true, true, false]);
    expect(shouldRetry(2, server)).toBe(true);
    expect(shouldRetry(0, new Error('other'))).toBe(true);
  });

  it('does not retry client errors', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'Document not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'unauthorized', 'no'))).toBe(false);
  });

  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('removes unused cache after 5 minutes', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.gcTime).toBe(300_000);
    expect(client.getDefaultOptions().queries?.retryDelay).toBe(retryDelay);
  });
});
