import crypto from 'node:crypto';
import {
  PAYMENT_STATUSES,
  type CancelTossBody,
  type CancelTossResponse,
  type RequestOrderResponse,
  type VerifyTossBody,
  type VerifyTossResponse,
} from '@tablecrawler/contract';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db';
import type { Language } from '../../shared/languages';
import { chargedAmount, fromCents, toCents, vatOf, type Cents } from '../../shared/money';
import type { ProductsService } from '../products/products.service';
import * as orders from './orders.repository';
import { ORDER_STATUSES, type OrderRow } from './orders.repository';
import { paymentErrors } from './payments-errors';
import * as passesRepo from './passes.repository';
import { grantPass, type PassesService } from './passes.service';
import { decideRefund, REFUND_REASONS, type RefundInput, type RefundReason } from './refund-policy';
import { isTransient, TOSS_CODES, type TossClient, type TossPayment, type TossResult } from './toss-client';

/** Orders pending longer than this are looked up at Toss by the reconciliation job. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** Toss gives the buyer 30 minutes in the window and us 10 more to confirm: a payment Toss has never heard of by then will not come. */
export const EXPIRE_UNKNOWN_AFTER_MS = 40 * 60_000;

export interface PaymentsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PaymentsServiceDeps {
  db: Db;
  toss: TossClient;
  products: ProductsService;
  passes: PassesService;
  clientKey: string;
  now: () => Date;
  log: PaymentsLog;
  /** How long one refund attempt may hold its row before another caller may retry (longer than a Toss call). */
  refundLeaseMs?: number;
}

export const DEFAULT_REFUND_LEASE_MS = 30_000;

export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  expired: number;
  stillPending: number;
  refundsRetried: number;
}

export interface ServiceStopReport {
  refunded: Array<{ orderId: string; userId: string; amount: number; usedDays: number; unusedDays: number }>;
  refused: Array<{ orderId: string; userId: string; why: string }>;
  failed: Array<{ orderId: string; userId: string; code: string }>;
}

export interface PaymentsService {
  requestOrder(userId: string, planPriceId: string, language: Language): Promise<RequestOrderResponse>;
  verify(userId: string, orderId: string, body: VerifyTossBody): Promise<VerifyTossResponse>;
  cancel(userId: string, orderId: string, body: CancelTossBody): Promise<CancelTossResponse>;
  /** Finishes or expires orders pending for more than 10 minutes and retries unfinished refunds. */
  reconcile(): Promise<ReconcileReport>;
  /** Refunds unused days of every pass period bought by an order and not ended at `at`, then ends it (operator). */
  refundServiceStop(input: { actor: string; reason: string; at?: Date }): Promise<ServiceStopReport>;
}

/** The policy's view of an order; `startsAt`: the start of the pass period it bought (default its payment). */
function refundInput(order: OrderRow, reason: RefundReason, at: Date, startsAt?: Date): RefundInput {
  const paidAt = order.paid_at ?? order.created_at;
  return {
    reason,
    planDays: order.days,
    amount: toCents(order.amount),
    alreadyRefunded: toCents(order.refunded_amount),
    currency: order.currency_code,
    paidAt,
    startsAt: startsAt ?? paidAt,
    now: at,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Toss orderId: 6–64 of [A-Za-z0-9_-]; random enough that it cannot be guessed. */
const newOrderNo = (): string => `tc-${crypto.randomBytes(18).toString('base64url')}`;

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { db, toss, now, log } = deps;
  const refundLeaseMs = deps.refundLeaseMs ?? DEFAULT_REFUND_LEASE_MS;

  async function ownOrder(userId: string, id: string): Promise<OrderRow> {
    const order = UUID.test(id) ? await orders.findOrder(db, id) : undefined;
    if (!order || order.user_id !== userId) throw paymentErrors.orderNotFound();
    return order;
  }

  async function answer(order: OrderRow): Promise<VerifyTossResponse> {
    const fresh = (await orders.findOrder(db, order.id)) ?? order;
    switch (fresh.status) {
      case ORDER_STATUSES.paid:
        return { orderId: fresh.id, status: toCents(fresh.refunded_amount) > 0 ? PAYMENT_STATUSES.partialCanceled : PAYMENT_STATUSES.done, voucher: await deps.passes.voucherOf(fresh.user_id) };
      case ORDER_STATUSES.failed:
        return { orderId: fresh.id, status: PAYMENT_STATUSES.failed, voucher: null };
      case ORDER_STATUSES.canceled:
        return { orderId: fresh.id, status: PAYMENT_STATUSES.canceled, voucher: null };
      case ORDER_STATUSES.pending:
        throw paymentErrors.pending();
      default:
        throw paymentErrors.orderNotPending(fresh.status);
    }
  }

  /** Toss approved `payment`: mark the order paid and grant the pass in one transaction, or cancel at Toss. */
  async function finishPaid(order: OrderRow, payment: TossPayment, actor: string): Promise<void> {
    if (payment.orderId !== order.order_no || toCents(payment.totalAmount) !== toCents(order.amount)) {
      // Never grant for a payment that is not this order's; leave it to an operator.
      log.error({ orderId: order.id, paymentOrderId: payment.orderId, paymentAmount: payment.totalAmount }, 'approved payment does not match its order');
      throw paymentErrors.mismatch('approved amount or order');
    }
    const at = now();
    try {
      await db.transaction(async (tx) => {
        if (!(await orders.markPaid(tx, order.id, payment.paymentKey, at))) return;
        const pass = await grantPass(tx, { userId: order.user_id, orderId: order.id, days: order.days, at });
        if (actor !== 'buyer') {
          await orders.insertAudit(tx, { at, actor, action: 'order_paid', reason: 'pending order found approved at Toss', userId: order.user_id, orderId: order.id, details: { passExpiresAt: pass.expires_at.toISOString() } });
        }
      });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'payment approved but the pass could not be granted; cancelling at Toss');
      try {
        await refundPaymentError(order, payment.paymentKey, 'system', 'The pass could not be granted after approval', undefined);
      } catch (refundError) {
        // Nothing could be recorded either (database unreachable): cancel at Toss all the same; reconciliation
        // later finds the payment CANCELED and closes the order.
        log.error({ err: refundError, orderId: order.id }, 'recording the refund failed; cancelling at Toss without a record');
        const cancelled = await toss.cancel(payment.paymentKey, { cancelReason: 'The pass could not be granted after approval' }, `grant-failed-${order.id}`);
        if (cancelled.kind !== 'ok') log.error({ orderId: order.id, result: cancelled }, 'cancelling at Toss failed; an operator must refund this payment');
        throw refundError;
      }
    }
  }

  async function settleConfirm(order: OrderRow, paymentKey: string, result: TossResult, actor: string): Promise<void> {
    if (result.kind === 'ok' && result.payment.status === 'DONE') return finishPaid(order, result.payment, actor);
    if (result.kind === 'rejected' && result.code === TOSS_CODES.alreadyProcessed) {
      const lookup = await toss.byOrderId(order.order_no);
      if (lookup.kind === 'ok' && lookup.payment.status === 'DONE') {
        if (lookup.payment.paymentKey !== paymentKey) throw paymentErrors.mismatch('paymentKey');
        return finishPaid(order, lookup.payment, actor);
      }
      if (lookup.kind === 'ok' && (lookup.payment.status === 'CANCELED' || lookup.payment.status === 'PARTIAL_CANCELED')) {
        await orders.transition(db, order.id, [ORDER_STATUSES.pending], ORDER_STATUSES.canceled, now(), { paymentKey });
        return;
      }
      if (lookup.kind === 'ok' && (lookup.payment.status === 'ABORTED' || lookup.payment.status === 'EXPIRED')) {
        await orders.transition(db, order.id, [ORDER_STATUSES.pending], ORDER_STATUSES.failed, now(), { failureCode: lookup.payment.status });
        return;
      }
      throw paymentErrors.pending();
    }
    if (result.kind !== 'rejected' || isTransient(result)) {
      log.warn({ orderId: order.id, result: result.kind === 'ok' ? result.payment.status : result }, 'Toss confirm did not finish; the order stays pending');
      throw paymentErrors.pending();
    }
    await orders.transition(db, order.id, [ORDER_STATUSES.pending], ORDER_STATUSES.failed, now(), { failureCode: result.code });
  }

  /** Marks a cancellation as this refund's in Toss's record of the payment (cancels[].cancelReason). */
  const refundMarker = (refundId: string) => `(refund ${refundId})`;

  /** Waits (real time) while another caller holds the refund's attempt; the row once done, else undefined. */
  async function awaitOtherAttempt(refundId: string): Promise<orders.RefundRow | undefined> {
    const deadline = Date.now() + refundLeaseMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = await orders.findRefund(db, refundId);
      if (row?.status === 'done') return row;
    }
    return undefined;
  }

  /**
   * Refunds on one refund row per (order, reason), written before Toss is asked: a repeated or concurrent request,
   * or the reconciliation job, continues that row and money is returned once. One caller at a time holds the
   * attempt; a later attempt first looks the payment up and recognises a cancellation that went through unseen
   * by the marker in its reason. `endPassId`: the pass period to end with it.
   */
  async function executeRefund(order: OrderRow, paymentKey: string, reason: RefundReason, amount: Cents, requestedBy: string, note: string, endPassId?: string): Promise<orders.RefundRow> {
    const claimed = await orders.claimRefund(db, { id: crypto.randomUUID(), orderId: order.id, reason, amount: fromCents(amount), requestedBy, note, at: now() });
    if (claimed.status === 'done') return claimed;
    const refund = await orders.startRefundAttempt(db, claimed.id, now(), refundLeaseMs);
    if (!refund) {
      const done = await awaitOtherAttempt(claimed.id);
      if (done) return done;
      throw paymentErrors.pending();
    }
    const refundAmount = toCents(refund.amount);
    const marker = refundMarker(refund.id);
    let transactionKey: string | null | undefined;
    try {
      if (refund.attempts > 1) {
        const lookup = await toss.byPaymentKey(paymentKey);
        if (lookup.kind !== 'ok') throw paymentErrors.pending();
        const earlier = lookup.payment.cancels?.find((c) => c.cancelReason.endsWith(marker));
        if (earlier) transactionKey = earlier.transactionKey;
      }
      if (transactionKey === undefined) {
        const cancelReason = `${refund.note.slice(0, 200 - marker.length - 1)} ${marker}`;
        const result = await toss.cancel(paymentKey, { cancelReason, cancelAmount: fromCents(refundAmount) }, `${refund.id}-${refund.attempts}`);
        if (result.kind === 'ok') {
          transactionKey = result.payment.cancels?.find((c) => c.cancelReason.endsWith(marker))?.transactionKey ?? null;
        } else if (result.kind === 'unreachable' || isTransient(result)) {
          log.warn({ orderId: order.id, refundId: refund.id, result }, 'Toss cancel did not finish; the refund stays requested');
          throw paymentErrors.pending();
        } else {
          await orders.failRefund(db, refund.id, result.code);
          log.error({ orderId: order.id, refundId: refund.id, code: result.code }, 'Toss refused the cancellation');
          throw paymentErrors.provider(result.code);
        }
      }
    } catch (error) {
      await orders.endRefundAttempt(db, refund.id);
      throw error;
    }
    await db.transaction(async (tx) => {
      if (!(await orders.completeRefund(tx, refund.id, transactionKey ?? null, now()))) return;
      await orders.addRefunded(tx, order.id, fromCents(refundAmount), now());
      if (endPassId) await passesRepo.endPass(tx, endPassId, now());
      await orders.insertAudit(tx, { at: now(), actor: requestedBy, action: 'refund', reason: note, userId: order.user_id, orderId: order.id, details: { refundId: refund.id, reason, amount: fromCents(refundAmount) } });
    });
    return { ...refund, status: 'done' };
  }

  /** A company-caused payment error: the order never delivered a pass, everything still held is returned. */
  async function refundPaymentError(order: OrderRow, paymentKey: string, requestedBy: string, note: string, upperBound: Cents | undefined): Promise<void> {
    await orders.transition(db, order.id, [ORDER_STATUSES.pending, ORDER_STATUSES.failed, ORDER_STATUSES.expired], ORDER_STATUSES.canceled, now(), { paymentKey });
    const current = (await orders.findOrder(db, order.id)) ?? order;
    // A verification that won the race has granted the pass: this is no payment error any more.
    if (current.status !== ORDER_STATUSES.canceled) throw paymentErrors.refundNotAllowed('the payment was verified and the pass granted');
    const decision = decideRefund(refundInput(current, REFUND_REASONS.paymentError, now()));
    if (!decision.refundable) return;
    const amount = (upperBound === undefined ? decision.amount : Math.min(decision.amount, upperBound)) as Cents;
    if (amount <= 0) return;
    await executeRefund(current, paymentKey, REFUND_REASONS.paymentError, amount, requestedBy, note);
  }

  return {
    async requestOrder(userId, planPriceId, language) {
      const plan = await deps.products.planForSale(planPriceId, language);
      if (!plan) throw paymentErrors.orderUnavailable();
      const amount = chargedAmount(plan.price);
      for (let attempt = 0; ; attempt++) {
        const order = {
          id: crypto.randomUUID(),
          orderNo: newOrderNo(),
          userId,
          planId: plan.id,
          orderName: plan.name.slice(0, 100),
          days: plan.days,
          price: fromCents(plan.price),
          vat: fromCents(vatOf(plan.price)),
          amount: fromCents(amount),
          currency: plan.currency,
          at: now(),
        };
        try {
          await orders.insertOrder(db, order);
        } catch (error) {
          if (isUniqueViolation(error) && attempt < 3) continue;
          throw error;
        }
        return { id: order.id, pg: { orderNo: order.orderNo, orderName: order.orderName, amount: order.amount, currency: order.currency, clientKey: deps.clientKey } };
      }
    },

    async verify(userId, orderId, body) {
      const order = await ownOrder(userId, orderId);
      if (body.orderId !== order.order_no) throw paymentErrors.mismatch('orderId');
      if (toCents(body.amount) !== toCents(order.amount)) throw paymentErrors.mismatch('amount');
      if (order.status === ORDER_STATUSES.paid && order.payment_key !== body.paymentKey) throw paymentErrors.mismatch('paymentKey');
      if (order.status !== ORDER_STATUSES.pending) return answer(order);
      const result = await toss.confirm({ paymentKey: body.paymentKey, orderId: order.order_no, amount: fromCents(toCents(order.amount)) }, `confirm-${order.id}-${crypto.randomUUID()}`);
      await settleConfirm(order, body.paymentKey, result, 'buyer');
      return answer(order);
    },

    async cancel(userId, orderId, body) {
      const order = await ownOrder(userId, orderId);
      if (order.status === ORDER_STATUSES.paid) {
        // The buyer holds the pass, so this is the buyer's own request (a change of mind), which the policy refuses;
        // the message names the one-day exclusion for one-day passes. Service stops are refunded by an operator.
        const decision = decideRefund(refundInput(order, REFUND_REASONS.changeOfMind, now()));
        throw paymentErrors.refundNotAllowed(order.days <= 1 ? 'one-day pass' : decision.refundable ? 'paid' : 'change of mind');
      }
      const lookup = await toss.byOrderId(order.order_no);
      if (lookup.kind === 'rejected' && lookup.code === TOSS_CODES.notFoundPayment) {
        if (order.status === ORDER_STATUSES.canceled) return { orderId: order.id, status: PAYMENT_STATUSES.canceled, refundedAmount: fromCents(toCents(order.refunded_amount)) };
        throw paymentErrors.orderNotFound();
      }
      if (lookup.kind !== 'ok') {
        if (lookup.kind === 'unreachable' || isTransient(lookup)) throw paymentErrors.pending();
        throw paymentErrors.provider(lookup.code);
      }
      if (lookup.payment.paymentKey !== body.paymentKey) throw paymentErrors.mismatch('paymentKey');
      const payment = lookup.payment;
      if (payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED') {
        await refundPaymentError(order, payment.paymentKey, 'buyer', body.reason, toCents(body.amount));
      } else if (payment.status === 'CANCELED') {
        await orders.transition(db, order.id, [ORDER_STATUSES.pending, ORDER_STATUSES.failed, ORDER_STATUSES.expired], ORDER_STATUSES.canceled, now(), { paymentKey: payment.paymentKey });
      } else {
        throw paymentErrors.refundNotAllowed('nothing was charged');
      }
      const fresh = (await orders.findOrder(db, order.id)) ?? order;
      const refunded = toCents(fresh.refunded_amount);
      return {
        orderId: fresh.id,
        status: refunded >= toCents(fresh.amount) || payment.status === 'CANCELED' ? PAYMENT_STATUSES.canceled : PAYMENT_STATUSES.partialCanceled,
        refundedAmount: fromCents(refunded),
      };
    },

    async reconcile() {
      const report: ReconcileReport = { checked: 0, paid: 0, failed: 0, expired: 0, stillPending: 0, refundsRetried: 0 };
      const started = now();
      const pending = await orders.pendingBefore(db, new Date(started.getTime() - RECONCILE_AFTER_MS), 200);
      for (const order of pending) {
        report.checked += 1;
        try {
          const lookup = await toss.byOrderId(order.order_no);
          if (lookup.kind === 'ok') {
            const payment = lookup.payment;
            if (payment.status === 'DONE') {
              await finishPaid(order, payment, 'system:reconcile');
            } else if (payment.status === 'IN_PROGRESS') {
              // Authorised by the buyer in the window, never confirmed (the browser did not come back).
              const confirmed = await toss.confirm({ paymentKey: payment.paymentKey, orderId: order.order_no, amount: fromCents(toCents(order.amount)) }, `confirm-${order.id}-${crypto.randomUUID()}`);
              await settleConfirm(order, payment.paymentKey, confirmed, 'system:reconcile').catch(() => undefined);
            } else if (payment.status === 'ABORTED' || payment.status === 'EXPIRED') {
              await orders.transition(db, order.id, [ORDER_STATUSES.pending], ORDER_STATUSES.failed, now(), { failureCode: payment.status });
            } else if (payment.status === 'CANCELED') {
              await orders.transition(db, order.id, [ORDER_STATUSES.pending], ORDER_STATUSES.canceled, now(), { paymentKey: payment.paymentKey });
            }
          } else if (lookup.kind === 'rejected' && lookup.code === TOSS_CODES.notFoundPayment && started.getTime() - order.created_at.getTime() > EXPIRE_UNKNOWN_AFTER_MS) {
            await orders.transition(db, order.id, [ORDER_STATUSES.pending], ORDER_STATUSES.expired, now());
          }
        } catch (error) {
          log.warn({ err: error, orderId: order.id }, 'reconciling an order failed; it is retried on the next run');
        }
        const after = await orders.findOrder(db, order.id);
        if (after?.status === ORDER_STATUSES.paid) report.paid += 1;
        else if (after?.status === ORDER_STATUSES.failed) report.failed += 1;
        else if (after?.status === ORDER_STATUSES.expired || after?.status === ORDER_STATUSES.canceled) report.expired += 1;
        else report.stillPending += 1;
      }
      for (const refund of await orders.unfinishedRefunds(db, 100)) {
        const order = await orders.findOrder(db, refund.order_id);
        if (!order?.payment_key) continue;
        const pass = await passesRepo.passOfOrder(db, order.id);
        try {
          await executeRefund(order, order.payment_key, refund.reason as RefundReason, toCents(refund.amount), refund.requested_by, refund.note, refund.reason === REFUND_REASONS.serviceStop ? pass?.id : undefined);
          report.refundsRetried += 1;
        } catch (error) {
          log.warn({ err: error, refundId: refund.id }, 'retrying a refund failed; it is retried on the next run');
        }
      }
      if (report.checked > 0 || report.refundsRetried > 0) log.info({ ...report }, 'payments reconciled');
      return report;
    },

    async refundServiceStop(input) {
      const at = input.at ?? now();
      const report: ServiceStopReport = { refunded: [], refused: [], failed: [] };
      for (const pass of await passesRepo.unendedOrderPasses(db, at)) {
        if (!pass.order_id) continue;
        const order = await orders.findOrder(db, pass.order_id);
        if (!order?.payment_key || order.status !== ORDER_STATUSES.paid) continue;
        const decision = decideRefund(refundInput(order, REFUND_REASONS.serviceStop, at, pass.starts_at));
        if (!decision.refundable) {
          report.refused.push({ orderId: order.id, userId: order.user_id, why: decision.refusal });
          continue;
        }
        try {
          await executeRefund(order, order.payment_key, REFUND_REASONS.serviceStop, decision.amount, input.actor, input.reason, pass.id);
          report.refunded.push({ orderId: order.id, userId: order.user_id, amount: fromCents(decision.amount), usedDays: decision.usedDays, unusedDays: decision.unusedDays });
        } catch (error) {
          report.failed.push({ orderId: order.id, userId: order.user_id, code: error instanceof Error && 'code' in error ? String(error.code) : 'error' });
        }
      }
      return report;
    },
  };
}
