import type { CardPaymentRequest, PaymentWindow } from '../shared/services/payment-window';

/**
 * The Toss Payments v1 payment window: the real `@tosspayments/payment-sdk` loader, imported on first use so it
 * stays out of the start-up bundle; it injects the provider's script (https://js.tosspayments.com/v1) and calls
 * `requestPayment('CARD', …)` with card points off. The v1 card request has no escrow option (escrow exists only
 * for virtual accounts there), so card payments are never escrowed (docs/decisions.md).
 */
export function tossPaymentWindow(): PaymentWindow {
  return {
    async requestCardPayment(request: CardPaymentRequest): Promise<void> {
      const { loadTossPayments } = await import('@tosspayments/payment-sdk');
      const toss = await loadTossPayments(request.clientKey);
      await toss.requestPayment('CARD', {
        amount: request.amount,
        orderId: request.orderId,
        orderName: request.orderName,
        successUrl: request.successUrl,
        failUrl: request.failUrl,
        useCardPoint: false,
      });
    },
  };
}
