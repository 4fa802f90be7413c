import type { ApiClient } from '@tablecrawler/api-client';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/services/services-context';

/**
 * Hands a URL to the browser's download manager. The signed URL answers with `Content-Disposition: attachment`, so
 * following it downloads the file without leaving the page (and without a bearer token: the signature is the grant).
 */
export function startBrowserDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** POST /products/v1/service/files/{fileId}/access-url/request → a short-lived signed download URL. */
export async function requestDownloadUrl(api: ApiClient, fileId: string): Promise<string> {
  const response = await api.requestFileAccessUrl(fileId);
  return response.data.signedUrl;
}

/** Asks for a signed URL and downloads through it; a failure is only logged (spec section 8). */
export function useDownloadFile() {
  const api = useApi();
  return useMutation({
    mutationFn: async (fileId: string) => {
      startBrowserDownload(await requestDownloadUrl(api, fileId));
    },
    onError: (error) => console.error('[files] download failed', error),
  });
}
