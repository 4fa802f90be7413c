/** What the card payment window needs (spec section 7); both URLs receive the provider's redirect. */
export interface CardPaymentRequest {
  /** The provider's client key the server handed out with the order (pairs with its secret key). */
  clientKey: string;
  /** Price plus VAT, truncated to 2 decimals, in the plan currency: the server's figure from the order. */
  amount: number;
  /** The order's `pg.orderNo` (the provider's orderId). */
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
}

/** Port over the payment provider's browser SDK (platform/toss.ts in the product). */
export interface PaymentWindow {
  /**
   * Opens the card payment window; on success the browser leaves for `successUrl` or `failUrl`, so the promise
   * normally never settles in this page. Rejects when the window cannot open or the buyer closes it.
   */
  requestCardPayment(request: CardPaymentRequest): Promise<void>;
}

/** The SDK's error code when the buyer closes the window. */
export const PAYMENT_WINDOW_USER_CANCEL = 'USER_CANCEL';

/** The provider's error code of a rejection, if it carries one. */
export function paymentWindowErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}
