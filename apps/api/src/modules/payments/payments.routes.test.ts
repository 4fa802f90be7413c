import type { AvailableProductsResponse, CancelTossResponse, ErrorResponse, ProfileResponse, RequestOrderResponse, ValidateResponse } from '@tablecrawler/contract';
import type { SignedUp } from '../../../test/auth-driver';
import { setUpPaymentsTestApp, verified, type PaymentsTestContext } from '../../../test/payments-driver';
import { createProductsService } from '../products/products.service';
import { createPassesService } from './passes.service';
import { createPaymentsService } from './payments.service';
import { DAY_MS } from './refund-policy';
import { createTossClient } from './toss-client';

let c: PaymentsTestContext;
setUpPaymentsTestApp((context) => {
  c = context;
});

const count = async (sql: string, params: readonly string[]): Promise<number> => {
  const { rows } = await c.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return rows[0]?.n ?? -1;
};
const passCount = (userId: string) => count('passes WHERE user_id = $1', [userId]);
const orderRow = async (id: string) => (await c.t.db.query<{ status: string; refunded_amount: string; user_id: string }>('SELECT status, refunded_amount::text AS refunded_amount, user_id FROM orders WHERE id = $1', [id])).rows[0];
const userIdOf = async (token: string): Promise<string> => (await c.d.call('validate', { token })).json<ValidateResponse>().userId;

describe('GET /products/v1/available-products', () => {
  it('lists the seeded plans in Korean by default, with VAT at 10 % of the price', async () => {
    const res = await c.d.call('availableProducts');
    expect(res.statusCode).toBe(200);
    const [product] = res.json<AvailableProductsResponse>();
    expect(product?.name).toBe('표 크롤러 이용권');
    expect(product?.plans.map((p) => [p.name, p.priceInfo.id, p.priceInfo.price, p.priceInfo.vat, p.priceInfo.currency])).toEqual([
      ['1일 이용권', 'pass-1d', 1000, 100, { code: 'KRW', symbol: '₩' }],
      ['7일 이용권', 'pass-7d', 5000, 500, { code: 'KRW', symbol: '₩' }],
      ['30일 이용권', 'pass-30d', 15000, 1500, { code: 'KRW', symbol: '₩' }],
    ]);
    expect(product?.plans[1]?.description.split('\n')).toHaveLength(3);
  });

  it('answers in English for Accept-Language en', async () => {
    const res = await c.d.call('availableProducts', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const [product] = res.json<AvailableProductsResponse>();
    expect(product?.name).toBe('TableCrawler pass');
    expect(product?.plans[0]?.name).toBe('1-day pass');
  });
});

describe('POST /payments/v1/request-order', () => {
  it('creates a pending order with a Toss-valid, unique orderNo and the server-computed amount', async () => {
    const user = await c.buyer();
    const a = await c.order(user, 'pass-7d');
    const b = await c.order(user, 'pass-7d');
    expect(a.pg.orderNo).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(a.pg.orderNo).not.toBe(b.pg.orderNo);
    expect(a.pg).toMatchObject({ amount: 5500, currency: 'KRW', clientKey: c.toss.clientKey });
    expect((await orderRow(a.id))?.status).toBe('pending');
  });

  it('refuses unknown and retired plans as unavailable for purchase', async () => {
    const user = await c.buyer();
    const unknown = await c.d.call('requestOrder', { body: { planPriceId: 'pass-999d' }, token: user.tokens.accessToken });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().code).toBe('order_unavailable');
    await c.t.db.query("INSERT INTO plans (id, product_id, days, name_ko, name_en, description_ko, description_en, price, currency_code, currency_symbol, sort_order, retired_at) VALUES ('pass-retired', 'pass', 3, '3일', '3-day', 'x', 'x', 2000, 'KRW', '₩', 9, now())");
    const retired = await c.d.call('requestOrder', { body: { planPriceId: 'pass-retired' }, token: user.tokens.accessToken });
    expect(retired.json<ErrorResponse>().code).toBe('order_unavailable');
    const listed = (await c.d.call('availableProducts')).json<AvailableProductsResponse>();
    expect(listed[0]?.plans.map((p) => p.priceInfo.id)).not.toContain('pass-retired');
  });

  it('requires sign-in', async () => {
    const res = await c.d.call('requestOrder', { body: { planPriceId: 'pass-7d' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /payments/v1/:orderId/verification-toss', () => {
  it('confirms at Toss with Basic auth and an Idempotency-Key, marks the order paid and grants the pass shown on the profile', async () => {
    const user = await c.buyer();
    const order = await c.order(user, 'pass-7d');
    const { res } = await c.pay(user, order);
    const body = verified(res);
    expect(body.status).toBe('DONE');
    const expected = new Date(c.clock.now().getTime() + 7 * DAY_MS).toISOString();
    expect(body.voucher?.expirationDate).toBe(expected);
    const [confirm] = c.toss.confirmCalls(order.pg.orderNo);
    expect(confirm?.authorization).toBe(`Basic ${Buffer.from(`${c.toss.secretKey}:`).toString('base64')}`);
    expect(confirm?.idempotencyKey).toEqual(expect.any(String));
    expect((await orderRow(order.id))?.status).toBe('paid');
    const profile = await c.d.call('profile', { token: user.tokens.accessToken });
    expect(profile.json<ProfileResponse>().voucher?.expirationDate).toBe(expected);
    const leave = await c.d.call('leave', { token: user.tokens.accessToken });
    expect(leave.statusCode).toBe(423);
  });

  it('extends an active pass from its expiry', async () => {
    const user = await c.buyer();
    verified((await c.pay(user, await c.order(user, 'pass-7d'))).res);
    const second = verified((await c.pay(user, await c.order(user, 'pass-30d'))).res);
    expect(second.voucher?.expirationDate).toBe(new Date(c.clock.now().getTime() + 37 * DAY_MS).toISOString());
  });

  it('rejects a tampered amount without calling Toss and grants nothing', async () => {
    const user = await c.buyer();
    const order = await c.order(user, 'pass-30d');
    const { res } = await c.pay(user, order, { amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().code).toBe('payment_mismatch');
    expect(c.toss.confirmCalls(order.pg.orderNo)).toHaveLength(0);
    expect((await orderRow(order.id))?.status).toBe('pending');
    const userId = (await orderRow(order.id))?.user_id ?? '';
    expect(await passCount(userId)).toBe(0);
  });

  it('rejects another orderNo than the order’s and another user’s order', async () => {
    const user = await c.buyer();
    const other = await c.buyer();
    const order = await c.order(user);
    const wrongNo = await c.pay(user, order, { orderNo: 'tc-not-this-order' });
    expect(wrongNo.res.json<ErrorResponse>().code).toBe('payment_mismatch');
    const foreign = await c.verify(other, order.id, { paymentKey: wrongNo.paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorResponse>().code).toBe('order_not_found');
  });

  it('grants once when the same order is verified twice, answering success both times', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    const first = await c.pay(user, order);
    const again = await c.verify(user, order.id, { paymentKey: first.paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount });
    expect(verified(first.res).status).toBe('DONE');
    expect(verified(again).status).toBe('DONE');
    expect(await passCount((await orderRow(order.id))?.user_id ?? '')).toBe(1);
  });

  it('grants once under concurrent verifications of one order', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    const paymentKey = c.toss.authorize({ orderId: order.pg.orderNo, amount: order.pg.amount });
    const answers = await Promise.all(Array.from({ length: 8 }, () => c.verify(user, order.id, { paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(answers.map((r) => verified(r).status)).toEqual(Array(8).fill('DONE'));
    expect(await passCount((await orderRow(order.id))?.user_id ?? '')).toBe(1);
    expect(c.toss.paymentOfOrder(order.pg.orderNo)?.status).toBe('DONE');
  });

  it('settles ALREADY_PROCESSED_PAYMENT by looking the payment up at Toss', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    c.toss.script({ orderId: order.pg.orderNo }, 'already-processed');
    const body = verified((await c.pay(user, order)).res);
    expect(body.status).toBe('DONE');
    expect(c.toss.calls.some((call) => call.method === 'GET' && call.path === `/v1/payments/orders/${order.pg.orderNo}`)).toBe(true);
    expect(await passCount((await orderRow(order.id))?.user_id ?? '')).toBe(1);
  });

  it('marks a declined card failed and grants nothing', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    c.toss.script({ orderId: order.pg.orderNo }, 'decline');
    const body = verified((await c.pay(user, order)).res);
    expect(body).toEqual({ orderId: order.id, status: 'FAILED', voucher: null });
    expect((await orderRow(order.id))?.status).toBe('failed');
    expect(await passCount((await orderRow(order.id))?.user_id ?? '')).toBe(0);
  });

  it('leaves the order pending on a Toss 5xx; a retry completes it', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    c.toss.script({ orderId: order.pg.orderNo }, '5xx', 'approve');
    const first = await c.pay(user, order);
    expect(first.res.statusCode).toBe(503);
    expect(first.res.json<ErrorResponse>().code).toBe('payment_pending');
    expect((await orderRow(order.id))?.status).toBe('pending');
    const retry = await c.verify(user, order.id, { paymentKey: first.paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount });
    expect(verified(retry).status).toBe('DONE');
  });

  it('cancels at Toss when Toss approved but the pass could not be written', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    const userId = await userIdOf(user.tokens.accessToken);
    // A real database failure for this user only: the pass insert raises.
    await c.t.db.exec(`CREATE FUNCTION refuse_pass() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_pass BEFORE INSERT ON passes FOR EACH ROW WHEN (NEW.user_id = '${userId}') EXECUTE FUNCTION refuse_pass();`);
    try {
      const { res, paymentKey } = await c.pay(user, order);
      expect(verified(res)).toEqual({ orderId: order.id, status: 'CANCELED', voucher: null });
      expect(c.toss.payments.get(paymentKey)?.status).toBe('CANCELED');
      expect(c.toss.cancelCalls(paymentKey)).toHaveLength(1);
      expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', refunded_amount: '5500.00' });
      expect(await passCount(userId)).toBe(0);
      expect(await count("refunds WHERE order_id = $1 AND reason = 'payment_error' AND status = 'done'", [order.id])).toBe(1);
    } finally {
      await c.t.db.exec('DROP TRIGGER refuse_pass ON passes; DROP FUNCTION refuse_pass();');
    }
  });
});

describe('timeouts and reconciliation', () => {
  it('a confirm that times out leaves the order pending; a retry completes it and grants once', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    c.toss.script({ orderId: order.pg.orderNo }, 'timeout');
    const slow = createSlowClientContext();
    const first = await slow.pay(user, order);
    expect(first.statusCode).toBe(503);
    expect((await orderRow(order.id))?.status).toBe('pending');
    expect(c.toss.paymentOfOrder(order.pg.orderNo)?.status).toBe('DONE');
    const retry = await c.verify(user, order.id, { paymentKey: first.paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount });
    expect(verified(retry).status).toBe('DONE');
    expect(await passCount((await orderRow(order.id))?.user_id ?? '')).toBe(1);
  });

  it('the reconciliation job finishes orders approved at Toss and expires those Toss never saw', async () => {
    const user = await c.buyer();
    const approved = await c.order(user);
    const unseen = await c.order(user);
    c.toss.script({ orderId: approved.pg.orderNo }, 'timeout');
    const slow = createSlowClientContext();
    expect((await slow.pay(user, approved)).statusCode).toBe(503);
    const early = await c.service.reconcile();
    expect(early.checked).toBe(0);
    c.clock.advance(11 * 60_000);
    await c.service.reconcile();
    expect((await orderRow(approved.id))?.status).toBe('paid');
    expect((await orderRow(unseen.id))?.status).toBe('pending');
    c.clock.advance(30 * 60_000);
    await c.service.reconcile();
    expect((await orderRow(unseen.id))?.status).toBe('expired');
    expect(await passCount((await orderRow(approved.id))?.user_id ?? '')).toBe(1);
    expect(await count("audit_entries WHERE order_id = $1 AND action = 'order_paid'", [approved.id])).toBe(1);
  });
});

describe('reconciliation of authorised and refunded payments', () => {
  it('confirms a payment the buyer authorised in the window but never came back to verify', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    c.toss.authorize({ orderId: order.pg.orderNo, amount: order.pg.amount });
    c.clock.advance(11 * 60_000);
    const report = await c.service.reconcile();
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id))?.status).toBe('paid');
    expect(c.toss.paymentOfOrder(order.pg.orderNo)?.status).toBe('DONE');
  });

  it('retries a refund Toss could not process until it is done, once', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    const { paymentKey } = await c.pay(user, order);
    c.toss.scriptCancel({ paymentKey }, '5xx', 'approve');
    const first = await c.service.refundServiceStop({ actor: 'operator:test', reason: 'outage' });
    expect(first.failed).toContainEqual(expect.objectContaining({ orderId: order.id, code: 'payment_pending' }));
    expect(await count("refunds WHERE order_id = $1 AND status = 'requested'", [order.id])).toBe(1);
    const report = await c.service.reconcile();
    expect(report.refundsRetried).toBeGreaterThanOrEqual(1);
    expect(await count("refunds WHERE order_id = $1 AND status = 'done'", [order.id])).toBe(1);
    expect(c.toss.paymentOfOrder(order.pg.orderNo)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect((await c.t.db.query<{ expires_at: Date }>('SELECT expires_at FROM passes WHERE order_id = $1', [order.id])).rows[0]?.expires_at.getTime()).toBe(c.clock.now().getTime());
    await c.service.reconcile();
    expect(c.toss.cancelCalls(paymentKey).filter((call) => call.idempotencyKey !== undefined)).toHaveLength(2);
  });
});

describe('a refund whose answer was lost', () => {
  it('is recognised at Toss on the next attempt instead of being cancelled again', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    const { paymentKey } = await c.pay(user, order);
    c.toss.scriptCancel({ paymentKey }, 'timeout', 'approve');
    const slow = createSlowClientContext();
    const first = await slow.service.refundServiceStop({ actor: 'operator:test', reason: 'outage' });
    expect(first.failed).toContainEqual(expect.objectContaining({ orderId: order.id, code: 'payment_pending' }));
    // Toss did cancel; only the answer was lost.
    expect(c.toss.paymentOfOrder(order.pg.orderNo)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    await c.service.reconcile();
    expect(await count("refunds WHERE order_id = $1 AND status = 'done'", [order.id])).toBe(1);
    expect(c.toss.cancelCalls(paymentKey)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', refunded_amount: '5500.00' });
  });
});

describe('POST /payments/v1/:id/cancel-toss', () => {
  it('refunds the whole amount of a payment approved at Toss whose verification failed on our side, once', async () => {
    const user = await c.buyer();
    const order = await c.order(user);
    // Approved at Toss; our verification never completed (the buyer saw the failure state).
    c.toss.script({ orderId: order.pg.orderNo }, 'timeout');
    const slow = createSlowClientContext();
    const { paymentKey } = await slow.payRaw(user, order);
    const cancel = () => c.d.call('cancelToss', { params: { id: order.id }, body: { amount: 99_999, reason: 'verification failed', paymentKey }, token: user.tokens.accessToken });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    const again = await cancel();
    for (const res of [a, b, again]) expect(res.json<CancelTossResponse>()).toEqual({ orderId: order.id, status: 'CANCELED', refundedAmount: 5500 });
    expect(c.toss.paymentOfOrder(order.pg.orderNo)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await count('refunds WHERE order_id = $1', [order.id])).toBe(1);
    // A late verification cannot grant the cancelled order.
    const late = await c.verify(user, order.id, { paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount });
    expect(verified(late).status).toBe('CANCELED');
    expect(await passCount((await orderRow(order.id))?.user_id ?? '')).toBe(0);
  });

  it.each([
    ['pass-7d', 'change of mind'],
    ['pass-1d', 'one-day pass'],
  ])('refuses a buyer’s refund of a paid %s (%s) with refund_not_allowed', async (plan, why) => {
    const user = await c.buyer();
    const order = await c.order(user, plan);
    const { paymentKey } = await c.pay(user, order);
    const res = await c.d.call('cancelToss', { params: { id: order.id }, body: { amount: order.pg.amount, reason: 'changed my mind', paymentKey }, token: user.tokens.accessToken });
    expect(res.statusCode).toBe(403);
    const error = res.json<ErrorResponse>();
    expect(error.code).toBe('refund_not_allowed');
    expect(error.message).toContain(why);
    expect(error.message).toContain('/refund-policy');
    expect(c.toss.cancelCalls(paymentKey)).toHaveLength(0);
  });
});

describe('service stop refunds (operator)', () => {
  it.each([
    [0, 5500, 0],
    [25 * 3600_000, 3928, 2],
    [6 * DAY_MS, 785, 6],
  ])('refunds a 7-day pass %i ms after payment: %i KRW, %i days used, and ends the pass', async (elapsed, refunded, usedDays) => {
    const user = await c.buyer();
    const order = await c.order(user, 'pass-7d');
    const { paymentKey } = await c.pay(user, order);
    const start = c.clock.now();
    try {
      c.clock.advance(elapsed);
      const report = await c.service.refundServiceStop({ actor: 'operator:test', reason: 'service stop test' });
      const mine = report.refunded.find((r) => r.orderId === order.id);
      expect(mine).toMatchObject({ amount: refunded, usedDays, unusedDays: 7 - usedDays });
      expect(c.toss.payments.get(paymentKey)?.balanceAmount).toBe(5500 - refunded);
      const pass = (await c.t.db.query<{ expires_at: Date }>('SELECT expires_at FROM passes WHERE order_id = $1', [order.id])).rows[0];
      expect(pass?.expires_at.getTime()).toBe(c.clock.now().getTime());
      // Asked twice: refunded once.
      const twice = await c.service.refundServiceStop({ actor: 'operator:test', reason: 'service stop test' });
      expect(twice.refunded.find((r) => r.orderId === order.id)).toBeUndefined();
      expect(c.toss.cancelCalls(paymentKey)).toHaveLength(1);
      expect(await count("audit_entries WHERE order_id = $1 AND action = 'refund' AND actor = 'operator:test'", [order.id])).toBe(1);
    } finally {
      c.clock.set(start);
    }
  });

  it('refuses a one-day pass and leaves it running', async () => {
    const user = await c.buyer();
    const order = await c.order(user, 'pass-1d');
    await c.pay(user, order);
    const report = await c.service.refundServiceStop({ actor: 'operator:test', reason: 'service stop test' });
    expect(report.refused).toContainEqual(expect.objectContaining({ orderId: order.id, why: 'one_day_pass' }));
    expect(await count('refunds WHERE order_id = $1', [order.id])).toBe(0);
  });
});

/** The payments service with Toss calls that time out after 300 ms (the fake holds a "timeout" answer for 2 s). */
function createSlowClientContext() {
  const service = createPaymentsService({
    db: c.t.db,
    toss: createTossClient({ ...c.t.config.toss, timeoutMs: 300 }),
    products: createProductsService(c.t.db),
    passes: createPassesService(c.t.db),
    clientKey: c.t.config.toss.clientKey,
    now: c.clock.now,
    log: c.t.app.log,
  });
  const payRaw = async (user: SignedUp, order: RequestOrderResponse) => {
    const paymentKey = c.toss.authorize({ orderId: order.pg.orderNo, amount: order.pg.amount });
    const error = await service.verify(await userIdOf(user.tokens.accessToken), order.id, { paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount }).then(
      () => undefined,
      (e: unknown) => e as { statusCode?: number },
    );
    return { paymentKey, statusCode: error?.statusCode ?? 201 };
  };
  return { payRaw, pay: payRaw, service };
}
