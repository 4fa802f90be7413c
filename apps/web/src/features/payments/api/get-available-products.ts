import type { AvailableProductsResponse } from '@tablecrawler/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppServices } from '../../../shared/services/services';
import { useServices } from '../../../shared/services/services-context';

export const PRODUCTS_QUERY_KEY = ['products', 'available'] as const;

/** GET /products/v1/available-products; names and descriptions follow Accept-Language (the UI language first). */
export function getAvailableProducts(services: Pick<AppServices, 'api'>, signal?: AbortSignal): Promise<AvailableProductsResponse> {
  return services.api.getAvailableProducts(signal ? { signal } : undefined);
}

/** Keyed by the UI language so switching it loads the products in that language. */
export function availableProductsQueryOptions(services: Pick<AppServices, 'api'>, language: string) {
  return queryOptions<AvailableProductsResponse>({
    queryKey: [...PRODUCTS_QUERY_KEY, language],
    queryFn: ({ signal }) => getAvailableProducts(services, signal),
  });
}

export function useAvailableProducts() {
  const services = useServices();
  const { i18n } = useTranslation();
  return useQuery(availableProductsQueryOptions(services, i18n.resolvedLanguage ?? i18n.language));
}
