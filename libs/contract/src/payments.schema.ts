import { Type, type Static } from '@sinclair/typebox';
import { Voucher } from './auth.schema';
import { Id } from './common.schema';
import { Text } from './text.schema';

export const RequestOrderBody = Type.Object({ planPriceId: Id });
export type RequestOrderBody = Static<typeof RequestOrderBody>;

export const RequestOrderResponse = Type.Object({
  id: Id,
  pg: Type.Object({ orderNo: Type.String(), orderName: Type.String() }),
});
export type RequestOrderResponse = Static<typeof RequestOrderResponse>;

export const OrderIdParams = Type.Object({ orderId: Id });
export type OrderIdParams = Static<typeof OrderIdParams>;

export const PaymentIdParams = Type.Object({ id: Id });
export type PaymentIdParams = Static<typeof PaymentIdParams>;

export const VerifyTossBody = Type.Object({
  paymentKey: Text({ minLength: 1, maxLength: 200 }),
  orderId: Id,
  amount: Type.Number({ minimum: 0 }),
});
export type VerifyTossBody = Static<typeof VerifyTossBody>;

export const PaymentStatus = Type.Union([Type.Literal('DONE'), Type.Literal('CANCELED'), Type.Literal('FAILED')]);

export const VerifyTossResponse = Type.Object({ orderId: Id, status: PaymentStatus, voucher: Type.Union([Voucher, Type.Null()]) });
export type VerifyTossResponse = Static<typeof VerifyTossResponse>;

export const CancelTossBody = Type.Object({
  amount: Type.Number({ minimum: 0 }),
  reason: Text({ minLength: 1, maxLength: 200 }),
  paymentKey: Text({ minLength: 1, maxLength: 200 }),
});
export type CancelTossBody = Static<typeof CancelTossBody>;

export const CancelTossResponse = Type.Object({ orderId: Id, status: PaymentStatus });
export type CancelTossResponse = Static<typeof CancelTossResponse>;
