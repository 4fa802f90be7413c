/** What the payment window's success redirect carries to /payment-result. */
export interface PaymentReturn {
  paymentKey: string;
  /** The provider's orderId: our order's `pg.orderNo`. */
  orderId: string;
  amount: number;
}

/** Result states of /payment-result (spec section 4: checking, then success or failure). */
export const PAYMENT_RESULT = { checking: 'checking', success: 'success', failure: 'failure' } as const;
export type PaymentResult = (typeof PAYMENT_RESULT)[keyof typeof PAYMENT_RESULT];

/**
 * Reads paymentKey, orderId and amount (a number) from the query string; null when the payment key or order id is
 * missing (the failure redirect carries code and message instead) or the amount is not a non-negative number.
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const paymentKey = params.get('paymentKey') ?? '';
  const orderId = params.get('orderId') ?? '';
  const rawAmount = params.get('amount') ?? '';
  const amount = Number(rawAmount);
  if (paymentKey === '' || orderId === '' || rawAmount.trim() === '' || !Number.isFinite(amount) || amount < 0) return null;
  return { paymentKey, orderId, amount };
}
