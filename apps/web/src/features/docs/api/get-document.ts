import type { ApiClient } from '@tablecrawler/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../shared/services/services-context';

/** Fetches `/markdown/{type}.md` (the api-client sends the UI language first in Accept-Language). */
export function getDocument(api: ApiClient, type: string, signal?: AbortSignal): Promise<string> {
  return api.getMarkdown(type, signal ? { signal } : undefined);
}

export function documentQueryOptions(api: ApiClient, type: string, language: string) {
  return queryOptions({
    queryKey: ['docs', type, language] as const,
    queryFn: ({ signal }) => getDocument(api, type, signal),
    staleTime: 5 * 60_000,
  });
}

/** The markdown text of a static document in the current language. */
export function useDocument(type: string) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery(documentQueryOptions(api, type, i18n.resolvedLanguage ?? i18n.language));
}
