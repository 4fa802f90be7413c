import type { CancelTossResponse } from '@tablecrawler/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../shared/queries/query-keys';
import type { AppServices } from '../../../shared/services/services';
import type { PaymentReturn } from '../model/payment-return.adapter';

/** Sent as the cancel reason when a returned payment could not be verified (a company-caused payment error). */
export const VERIFICATION_FAILED_REASON = 'Payment verification failed on the site';

export interface CancelPaymentInput {
  /** Our order id kept in sessionStorage (the path parameter). */
  orderId: string;
  payment: PaymentReturn;
}

/**
 * POST /payments/v1/{id}/cancel-toss with the payment key encrypted: asks the server to refund a payment whose
 * verification failed. The server computes the refund itself (the amount is only an upper bound).
 */
export function cancelPayment(services: Pick<AppServices, 'api'>, { orderId, payment }: CancelPaymentInput): Promise<CancelTossResponse> {
  return services.api.cancelToss(orderId, { amount: payment.amount, reason: VERIFICATION_FAILED_REASON, paymentKey: payment.paymentKey });
}

/** The cancellation as a mutation; it may end a pass, so the user's queries go stale. */
export function cancelPaymentMutationOptions(services: Pick<AppServices, 'api'>, queryClient: QueryClient) {
  return mutationOptions<CancelTossResponse, unknown, CancelPaymentInput>({
    mutationFn: (input) => cancelPayment(services, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.user }),
  });
}
