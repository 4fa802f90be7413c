import { ERROR_CODES } from '@tablecrawler/contract';
import { AppError } from '../../plugins/app-error';

/** The errors the payments module answers with (codes in the contract registry, texts in i18n `errors.<code>`). */
export const paymentErrors = {
  orderUnavailable: () => new AppError(404, ERROR_CODES.orderUnavailable, 'This item is currently unavailable for purchase'),
  orderNotFound: () => new AppError(404, ERROR_CODES.orderNotFound, 'No such order'),
  orderNotPending: (status: string) => new AppError(409, ERROR_CODES.orderNotPending, `The order can no longer be paid (it is ${status})`),
  mismatch: (what: string) => new AppError(400, ERROR_CODES.paymentMismatch, `The payment does not match the order (${what}); nothing was granted`),
  pending: () => new AppError(503, ERROR_CODES.paymentPending, 'The payment could not be confirmed yet; it stays pending and will be completed or released automatically', undefined, { 'retry-after': '10' }),
  provider: (code: string) => new AppError(502, ERROR_CODES.paymentProviderError, `The payment provider refused the request (${code})`),
  refundNotAllowed: (why: string) =>
    new AppError(403, ERROR_CODES.refundNotAllowed, `This payment cannot be refunded (${why}). See the refund policy at /refund-policy; for a payment error, please use the inquiry form`),
} as const;
