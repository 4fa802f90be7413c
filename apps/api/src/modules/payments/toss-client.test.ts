import { startTossServer, type RunningTossServer } from '../../../../../tools/testing/toss-server.cjs';
import { createTossClient, type TossClient } from './toss-client';

let toss: RunningTossServer;
let client: TossClient;

beforeAll(async () => {
  toss = await startTossServer({ timeoutMs: 1_000 });
  client = createTossClient({ apiUrl: toss.url, clientKey: toss.clientKey, secretKey: toss.secretKey, timeoutMs: 300, usesDocsTestKey: true });
});
afterAll(async () => toss.close());

describe('toss client against the Toss-compatible server', () => {
  it('confirms with Basic auth (secret key and a colon) and an Idempotency-Key; a replayed key answers the first result', async () => {
    const paymentKey = toss.authorize({ orderId: 'order-confirm-1', amount: 5500 });
    const first = await client.confirm({ paymentKey, orderId: 'order-confirm-1', amount: 5500 }, 'key-1');
    expect(first).toMatchObject({ kind: 'ok', payment: { paymentKey, orderId: 'order-confirm-1', status: 'DONE', totalAmount: 5500, balanceAmount: 5500 } });
    const call = toss.confirmCalls('order-confirm-1')[0];
    expect(call?.authorization).toBe(`Basic ${Buffer.from(`${toss.secretKey}:`).toString('base64')}`);
    expect(call?.idempotencyKey).toBe('key-1');
    expect(await client.confirm({ paymentKey, orderId: 'order-confirm-1', amount: 5500 }, 'key-1')).toMatchObject({ kind: 'ok' });
    expect(await client.confirm({ paymentKey, orderId: 'order-confirm-1', amount: 5500 }, 'key-2')).toEqual({ kind: 'rejected', status: 400, code: 'ALREADY_PROCESSED_PAYMENT', message: expect.any(String) });
  });

  it('is refused with a wrong secret key', async () => {
    const wrong = createTossClient({ apiUrl: toss.url, clientKey: 'x', secretKey: 'test_sk_wrong', timeoutMs: 1_000, usesDocsTestKey: false });
    expect(await wrong.byOrderId('order-confirm-1')).toMatchObject({ kind: 'rejected', status: 401, code: 'UNAUTHORIZED_KEY' });
  });

  it('rejects an amount other than the authorised one', async () => {
    const paymentKey = toss.authorize({ orderId: 'order-amount-1', amount: 5500 });
    expect(await client.confirm({ paymentKey, orderId: 'order-amount-1', amount: 100 }, 'key-3')).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('plays scripted declines, 5xx and timeouts', async () => {
    toss.script({ orderId: 'order-script-1' }, 'decline');
    expect(await client.confirm({ paymentKey: 'pk-script-1', orderId: 'order-script-1', amount: 1100 }, 'key-4')).toMatchObject({ kind: 'rejected', status: 403, code: 'REJECT_CARD_PAYMENT' });
    toss.script({ orderId: 'order-script-2' }, '5xx', 'approve');
    expect(await client.confirm({ paymentKey: 'pk-script-2', orderId: 'order-script-2', amount: 1100 }, 'key-5')).toMatchObject({ kind: 'rejected', status: 500 });
    expect(await client.confirm({ paymentKey: 'pk-script-2', orderId: 'order-script-2', amount: 1100 }, 'key-6')).toMatchObject({ kind: 'ok', payment: { status: 'DONE' } });
    toss.script({ paymentKey: 'pk-script-3' }, 'timeout');
    expect(await client.confirm({ paymentKey: 'pk-script-3', orderId: 'order-script-3', amount: 1100 }, 'key-7')).toEqual({ kind: 'unreachable', reason: 'timeout after 300 ms' });
    expect(await client.byPaymentKey('pk-script-3')).toMatchObject({ kind: 'ok', payment: { status: 'DONE' } });
  });

  it('cancels partly, then the rest, and looks payments up by orderId and paymentKey', async () => {
    const paymentKey = toss.authorize({ orderId: 'order-cancel-1', amount: 5500 });
    await client.confirm({ paymentKey, orderId: 'order-cancel-1', amount: 5500 }, 'key-8');
    expect(await client.cancel(paymentKey, { cancelReason: 'service stop', cancelAmount: 3928 }, 'refund-1')).toMatchObject({ kind: 'ok', payment: { status: 'PARTIAL_CANCELED', balanceAmount: 1572 } });
    expect(await client.cancel(paymentKey, { cancelReason: 'service stop', cancelAmount: 3928 }, 'refund-1')).toMatchObject({ kind: 'ok', payment: { balanceAmount: 1572 } });
    expect(await client.cancel(paymentKey, { cancelReason: 'too much', cancelAmount: 5000 }, 'refund-2')).toMatchObject({ kind: 'rejected', status: 403, code: 'NOT_CANCELABLE_AMOUNT' });
    expect(await client.cancel(paymentKey, { cancelReason: 'the rest' }, 'refund-3')).toMatchObject({ kind: 'ok', payment: { status: 'CANCELED', balanceAmount: 0 } });
    expect(await client.byOrderId('order-cancel-1')).toMatchObject({ kind: 'ok', payment: { paymentKey, status: 'CANCELED' } });
    expect(await client.byOrderId('no-such-order')).toMatchObject({ kind: 'rejected', status: 404, code: 'NOT_FOUND_PAYMENT' });
  });

  it('reports an unreachable server', async () => {
    const closed = createTossClient({ apiUrl: 'http://127.0.0.1:9', clientKey: 'x', secretKey: 'y', timeoutMs: 1_000, usesDocsTestKey: false });
    expect(await closed.byOrderId('x')).toMatchObject({ kind: 'unreachable' });
  });
});
