import type { ApiClient } from '@tablecrawler/api-client';
import { LIMITS, TIMINGS, type FilesResponse } from '@tablecrawler/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/services/services-context';
import { PRIVATE_QUERY_META } from '../../../shared/session/private-queries';

/** The root of every history query. */
export const FILES_QUERY_KEY = ['files'] as const;
/** The root of the list pages: mutations invalidate it (previews of unchanged files stay cached). */
export const FILES_LIST_QUERY_KEY = [...FILES_QUERY_KEY, 'list'] as const;
export const filesPageQueryKey = (page: number) => [...FILES_LIST_QUERY_KEY, page] as const;

/** GET /products/v1/service/files?page&size — one page of the signed-in user's history, newest first. */
export function getFiles(api: ApiClient, page: number, signal?: AbortSignal): Promise<FilesResponse> {
  return api.listFiles({ page, size: LIMITS.historyPageSize }, signal ? { signal } : undefined);
}

/** Fresh for 3 minutes; the previous page stays on screen while the next one loads (spec sections 3 and 9). */
export function filesQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: filesPageQueryKey(page),
    queryFn: ({ signal }) => getFiles(api, page, signal),
    staleTime: TIMINGS.historyStaleMs,
    placeholderData: keepPreviousData,
    meta: PRIVATE_QUERY_META,
  });
}

/** One page of the history (use it only below RequireSignIn). */
export function useFiles(page: number) {
  const api = useApi();
  return useQuery(filesQueryOptions(api, page));
}
