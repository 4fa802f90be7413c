import type { ApiClient } from '@tablecrawler/api-client';
import type { FileItemResponse } from '@tablecrawler/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/services/services-context';
import { FILES_LIST_QUERY_KEY } from './get-files';

export interface UpdateFileNoteInput {
  fileId: string;
  note: string;
}

/** PATCH /products/v1/service/files/{fileId}/note. */
export function updateFileNote(api: ApiClient, { fileId, note }: UpdateFileNoteInput): Promise<FileItemResponse> {
  return api.updateFileNote(fileId, { note });
}

/** Saves a note; on success the history is refetched, a failure is only logged (spec sections 3 and 8). */
export function useUpdateFileNote() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateFileNoteInput) => updateFileNote(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_LIST_QUERY_KEY }),
    onError: (error) => console.error('[files] note update failed', error),
  });
}
