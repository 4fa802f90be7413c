import { truncateToCurrency, type Cents } from '../../shared/money';

/**
 * Why a refund is asked for. payment_error: a payment error caused by the company (charged, but the pass was
 * never delivered); service_stop: the company stopped the service; change_of_mind: the buyer's own request.
 */
export const REFUND_REASONS = { paymentError: 'payment_error', serviceStop: 'service_stop', changeOfMind: 'change_of_mind' } as const;
export type RefundReason = (typeof REFUND_REASONS)[keyof typeof REFUND_REASONS];

export const REFUSALS = { changeOfMind: 'change_of_mind', oneDayPass: 'one_day_pass', nothingLeft: 'nothing_left' } as const;
export type RefundRefusal = (typeof REFUSALS)[keyof typeof REFUSALS];

export const DAY_MS = 24 * 3600_000;

export interface RefundInput {
  reason: RefundReason;
  planDays: number;
  /** What was charged. */
  amount: Cents;
  /** What earlier refunds of the same payment returned. */
  alreadyRefunded: Cents;
  currency: string;
  paidAt: Date;
  /** Start of the pass period the payment bought (later than paidAt when it extended an active pass). */
  startsAt: Date;
  now: Date;
}

export type RefundDecision =
  | { refundable: true; amount: Cents; usedDays: number; unusedDays: number }
  | { refundable: false; refusal: RefundRefusal };

/**
 * The refund policy (/refund-policy). Never for a change of mind; never for a one-day pass (except a payment
 * error, where no pass was delivered: everything still held is returned). A service stop returns the unused
 * days: elapsed time is counted in 24-hour units from payment (from the period's start when the payment
 * extended an active pass), a started day counting as used; the amount is amount × unused / days, truncated
 * to what the currency can be charged in, less what was already refunded.
 */
export function decideRefund(input: RefundInput): RefundDecision {
  const remaining = (input.amount - input.alreadyRefunded) as Cents;
  if (input.reason === REFUND_REASONS.changeOfMind) return { refundable: false, refusal: REFUSALS.changeOfMind };
  if (input.reason === REFUND_REASONS.paymentError) {
    return remaining > 0 ? { refundable: true, amount: remaining, usedDays: 0, unusedDays: input.planDays } : { refundable: false, refusal: REFUSALS.nothingLeft };
  }
  if (input.planDays <= 1) return { refundable: false, refusal: REFUSALS.oneDayPass };
  const from = Math.max(input.paidAt.getTime(), input.startsAt.getTime());
  const elapsed = Math.max(0, input.now.getTime() - from);
  const usedDays = Math.min(input.planDays, Math.ceil(elapsed / DAY_MS));
  const unusedDays = input.planDays - usedDays;
  const due = truncateToCurrency(Math.floor((input.amount * unusedDays) / input.planDays) as Cents, input.currency);
  const amount = Math.min(due - input.alreadyRefunded, remaining) as Cents;
  if (amount <= 0) return { refundable: false, refusal: REFUSALS.nothingLeft };
  return { refundable: true, amount, usedDays, unusedDays };
}
