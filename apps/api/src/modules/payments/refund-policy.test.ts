import { toCents, type Cents } from '../../shared/money';
import { DAY_MS, decideRefund, REFUND_REASONS, REFUSALS, type RefundInput, type RefundReason } from './refund-policy';

const paidAt = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(paidAt.getTime() + ms);
const HOUR = 3600_000;

function input(reason: RefundReason, planDays: number, amount: number, elapsedMs: number, extra: Partial<RefundInput> = {}): RefundInput {
  return { reason, planDays, amount: toCents(amount), alreadyRefunded: 0 as Cents, currency: 'KRW', paidAt, startsAt: paidAt, now: at(elapsedMs), ...extra };
}

describe('decideRefund', () => {
  it.each([
    // reason, plan days, amount (KRW), elapsed, refunded amount or refusal
    ['service_stop', 7, 5500, 0, 5500],
    ['service_stop', 7, 5500, 1, 4714],
    ['service_stop', 7, 5500, 24 * HOUR, 4714],
    ['service_stop', 7, 5500, 25 * HOUR, 3928],
    ['service_stop', 7, 5500, 6 * DAY_MS, 785],
    ['service_stop', 7, 5500, 6 * DAY_MS + 1, REFUSALS.nothingLeft],
    ['service_stop', 7, 5500, 30 * DAY_MS, REFUSALS.nothingLeft],
    ['service_stop', 30, 16500, 10 * DAY_MS + HOUR, 10450],
    ['service_stop', 1, 1100, 0, REFUSALS.oneDayPass],
    ['service_stop', 1, 1100, 12 * HOUR, REFUSALS.oneDayPass],
    ['change_of_mind', 7, 5500, 0, REFUSALS.changeOfMind],
    ['change_of_mind', 30, 16500, 0, REFUSALS.changeOfMind],
    ['change_of_mind', 1, 1100, 0, REFUSALS.changeOfMind],
    ['payment_error', 7, 5500, 0, 5500],
    ['payment_error', 1, 1100, 2 * HOUR, 1100],
  ] as const)('%s of a %i-day pass for %i after %i ms → %p', (reason, days, amount, elapsed, expected) => {
    const decision = decideRefund(input(reason, days, amount, elapsed));
    if (typeof expected === 'number') expect(decision).toMatchObject({ refundable: true, amount: toCents(expected) });
    else expect(decision).toEqual({ refundable: false, refusal: expected });
  });

  it('counts used days and unused days', () => {
    expect(decideRefund(input(REFUND_REASONS.serviceStop, 7, 5500, 25 * HOUR))).toEqual({ refundable: true, amount: toCents(3928), usedDays: 2, unusedDays: 5 });
  });

  it('counts from the start of an extension period bought while another pass was active', () => {
    const startsAt = at(3 * DAY_MS);
    expect(decideRefund(input(REFUND_REASONS.serviceStop, 7, 5500, 2 * DAY_MS, { startsAt }))).toMatchObject({ amount: toCents(5500), usedDays: 0 });
    expect(decideRefund(input(REFUND_REASONS.serviceStop, 7, 5500, 4 * DAY_MS, { startsAt }))).toMatchObject({ amount: toCents(4714), usedDays: 1 });
  });

  it('subtracts earlier refunds and never returns more than was charged', () => {
    expect(decideRefund(input(REFUND_REASONS.serviceStop, 7, 5500, 25 * HOUR, { alreadyRefunded: toCents(1000) }))).toMatchObject({ amount: toCents(2928) });
    expect(decideRefund(input(REFUND_REASONS.paymentError, 7, 5500, 0, { alreadyRefunded: toCents(5500) }))).toEqual({ refundable: false, refusal: REFUSALS.nothingLeft });
  });

  it('truncates to cents outside KRW', () => {
    expect(decideRefund(input(REFUND_REASONS.serviceStop, 7, 10.98, 25 * HOUR, { currency: 'USD' }))).toMatchObject({ amount: toCents(7.84) });
  });
});
