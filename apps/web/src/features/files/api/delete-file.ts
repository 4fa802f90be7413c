import type { ApiClient } from '@tablecrawler/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/services/services-context';
import { FILES_LIST_QUERY_KEY } from './get-files';

/** DELETE /products/v1/service/files/{fileId} (the server removes the row and the stored file). */
export async function deleteFile(api: ApiClient, fileId: string): Promise<void> {
  await api.deleteFile(fileId);
}

/** Deletes a file; on success every cached history page is invalidated and the shown one refetched (spec section 3). */
export function useDeleteFile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteFile(api, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_LIST_QUERY_KEY }),
    // The spec shows no handling for a failed delete: it is logged and the list stays as it was.
    onError: (error) => console.error('[files] delete failed', error),
  });
}
