import type { RequestOrderResponse } from '@tablecrawler/contract';
import type { AppServices } from '../../../shared/services/services';

/** POST /payments/v1/request-order {planPriceId} (signed in): a pending order with the provider's order number and name. */
export function requestOrder(services: Pick<AppServices, 'api'>, planPriceId: string): Promise<RequestOrderResponse> {
  return services.api.requestOrder({ planPriceId });
}
