import type { ApiClient } from '@tablecrawler/api-client';
import type { FilePreviewResponse } from '@tablecrawler/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/services/services-context';
import { PRIVATE_QUERY_META } from '../../../shared/session/private-queries';
import { FILES_QUERY_KEY } from './get-files';

/** GET /products/v1/service/files/{fileId}/preview → the file's header line and first 20 rows, parsed by the server. */
export function getFilePreview(api: ApiClient, fileId: string, signal?: AbortSignal): Promise<FilePreviewResponse> {
  return api.call('previewFile', { params: { fileId } }, signal ? { signal } : undefined);
}

/** A stored file never changes, so its preview stays fresh until the cache drops it. */
export function filePreviewQueryOptions(api: ApiClient, fileId: string) {
  return queryOptions({
    queryKey: [...FILES_QUERY_KEY, 'preview', fileId] as const,
    queryFn: ({ signal }) => getFilePreview(api, fileId, signal),
    staleTime: Infinity,
    meta: PRIVATE_QUERY_META,
  });
}

export function useFilePreview(fileId: string) {
  const api = useApi();
  return useQuery(filePreviewQueryOptions(api, fileId));
}
