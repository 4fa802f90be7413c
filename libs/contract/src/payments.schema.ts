import { Type, type Static } from '@sinclair/typebox';
import { Voucher } from './auth.schema';
import { Id } from './common.schema';

export const RequestOrderBody = Type.Object({ planPriceId: Id });
export type RequestOrderBody = Static<typeof RequestOrderBody>;

/** Toss orderId rules: 6 to 64 of letters, digits, `-` and `_`. */
export const ORDER_NO_PATTERN = '^[A-Za-z0-9_-]{6,64}$';

export const RequestOrderResponse = Type.Object({
  id: Id,
  pg: Type.Object({
    orderNo: Type.String({ pattern: ORDER_NO_PATTERN }),
    orderName: Type.String({ maxLength: 100 }),
    /** What the payment window must charge: price + VAT truncated to 2 decimals, computed by the server. */
    amount: Type.Number({ minimum: 0 }),
    currency: Type.String(),
    /** The Toss client key the payment window is opened with (TOSS_CLIENT_KEY of the API). */
    clientKey: Type.String(),
  }),
});
export type RequestOrderResponse = Static<typeof RequestOrderResponse>;

export const OrderIdParams = Type.Object({ orderId: Id });
export type OrderIdParams = Static<typeof OrderIdParams>;

export const PaymentIdParams = Type.Object({ id: Id });
export type PaymentIdParams = Static<typeof PaymentIdParams>;

export const VerifyTossBody = Type.Object({
  paymentKey: Type.String({ minLength: 1, maxLength: 200 }),
  /** The `orderId` Toss sent back to the success URL: the order's `pg.orderNo`. */
  orderId: Type.String({ pattern: ORDER_NO_PATTERN }),
  amount: Type.Number({ minimum: 0 }),
});
export type VerifyTossBody = Static<typeof VerifyTossBody>;

/** DONE: paid and the pass granted. FAILED: declined by the card company, nothing charged. CANCELED: charged, then cancelled in full. PARTIAL_CANCELED: part refunded. */
export const PAYMENT_STATUSES = { done: 'DONE', canceled: 'CANCELED', partialCanceled: 'PARTIAL_CANCELED', failed: 'FAILED' } as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[keyof typeof PAYMENT_STATUSES];
export const PaymentStatus = Type.Union([Type.Literal('DONE'), Type.Literal('CANCELED'), Type.Literal('PARTIAL_CANCELED'), Type.Literal('FAILED')]);

export const VerifyTossResponse = Type.Object({ orderId: Id, status: PaymentStatus, voucher: Type.Union([Voucher, Type.Null()]) });
export type VerifyTossResponse = Static<typeof VerifyTossResponse>;

export const CancelTossBody = Type.Object({
  amount: Type.Number({ minimum: 0 }),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
  paymentKey: Type.String({ minLength: 1, maxLength: 200 }),
});
export type CancelTossBody = Static<typeof CancelTossBody>;

export const CancelTossResponse = Type.Object({
  orderId: Id,
  status: PaymentStatus,
  /** What was refunded by this order's cancellations in total (the server's figure). */
  refundedAmount: Type.Number({ minimum: 0 }),
});
export type CancelTossResponse = Static<typeof CancelTossResponse>;
