import { PAYMENT_STATUSES, type VerifyTossResponse } from '@tablecrawler/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../shared/queries/query-keys';
import type { AppServices } from '../../../shared/services/services';
import type { PaymentReturn } from '../model/payment-return.adapter';

export interface VerifyPaymentInput {
  /** Our order id kept in sessionStorage (the path parameter). */
  orderId: string;
  /** What the payment window sent back (its orderId is our `pg.orderNo`). */
  payment: PaymentReturn;
}

/** POST /payments/v1/{orderId}/verification-toss with the payment key encrypted (ENDPOINTS.verifyToss). */
export function verifyPayment(services: Pick<AppServices, 'api'>, { orderId, payment }: VerifyPaymentInput): Promise<VerifyTossResponse> {
  return services.api.verifyToss(orderId, { paymentKey: payment.paymentKey, orderId: payment.orderId, amount: payment.amount });
}

/** The verification as a mutation; a verified payment changes the pass, so the user's queries (profile) go stale. */
export function verifyPaymentMutationOptions(services: Pick<AppServices, 'api'>, queryClient: QueryClient) {
  return mutationOptions<VerifyTossResponse, unknown, VerifyPaymentInput>({
    mutationFn: (input) => verifyPayment(services, input),
    onSuccess: (result) => {
      if (result.status === PAYMENT_STATUSES.done) return queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.user });
      return undefined;
    },
  });
}
