import { ENDPOINTS, ERROR_CODES, buildPath } from '@tablecrawler/contract';
import { screen, waitFor } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { renderApp, storeTokens } from '../../../testing/render-app';
import { openRequestBody } from '../../../testing/sealed-fields';
import { heldAnswer, sendError, sendJson, startTestApiServer, type ReceivedRequest, type TestApiServer } from '../../../testing/test-api-server';
import { VERIFICATION_FAILED_REASON } from '../api/cancel-payment';
import { PENDING_ORDER_KEY } from '../model/pending-order';

const VERIFY = buildPath(ENDPOINTS.verifyToss.path, { orderId: 'order-1' });
const CANCEL = buildPath(ENDPOINTS.cancelToss.path, { id: 'order-1' });
const RETURN = '/payment-result?paymentType=NORMAL&orderId=ORD_20261125_abcdef&paymentKey=tgen_20261125key&amount=10890';
const PASS = { lastPurchaseDate: '2026-11-25T12:00:00.000Z', expirationDate: '2026-12-02T12:00:00.000Z' };

type Answer = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

let server: TestApiServer;
let answers: { verify: Answer; cancel: Answer };
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  storeTokens();
  answers = {
    verify: (_req, res) => sendJson(res, 200, { orderId: 'order-1', status: 'DONE', voucher: PASS }),
    cancel: (_req, res) => sendJson(res, 200, { orderId: 'order-1', status: 'CANCELED', refundedAmount: 10890 }),
  };
  server = await startTestApiServer(async (req, res) => {
    if (req.path === VERIFY) await answers.verify(req, res);
    else if (req.path === CANCEL) await answers.cancel(req, res);
    else if (req.path === ENDPOINTS.validate.path) sendJson(res, 200, { userId: 'u1' });
    else sendError(res, 404, ERROR_CODES.routeNotFound, 'no');
  });
});
afterEach(() => server.close());

async function open(path = RETURN, lng = 'en') {
  return renderApp({ apiUrl: server.url, path, lng, strict: true });
}

describe('/payment-result', () => {
  it('shows checking, verifies once (StrictMode runs effects twice) with the stored order id and the encrypted payment key, then success and a link to main', async () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, 'order-1');
    const { answer, release } = heldAnswer(answers.verify);
    answers.verify = answer;
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking the payment status…');
    await waitFor(() => expect(server.callsTo(VERIFY)).toHaveLength(1));
    release();
    expect(await screen.findByText('Payment completed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to main' })).toHaveAttribute('href', '/');
    const [request] = server.callsTo(VERIFY);
    if (!request) throw new Error('no verification call');
    expect(JSON.parse(request.body)).not.toMatchObject({ paymentKey: 'tgen_20261125key' });
    expect(await openRequestBody(request, ['paymentKey'])).toEqual({ paymentKey: 'tgen_20261125key', orderId: 'ORD_20261125_abcdef', amount: 10890 });
    expect(request.headers.authorization).toBe('Bearer access-1');
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(server.callsTo(VERIFY)).toHaveLength(1);
    expect(server.callsTo(CANCEL)).toHaveLength(0);
  });

  it('shows failure with a link to /pricing and asks the server to refund when the verification fails', async () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, 'order-1');
    answers.verify = (_req, res) => sendError(res, 502, 'payment_provider_error', 'The payment could not be confirmed.');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await open();
    expect(await screen.findByText('Payment failed.')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or use another payment method.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
    const [cancel] = server.callsTo(CANCEL);
    if (!cancel) throw new Error('no cancel call');
    expect(await openRequestBody(cancel, ['paymentKey'])).toEqual({ amount: 10890, reason: VERIFICATION_FAILED_REASON, paymentKey: 'tgen_20261125key' });
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(errors).toHaveBeenCalledWith('payment verification failed', expect.anything());
    errors.mockRestore();
  });

  it('only logs a failed refund request and still shows the failure', async () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, 'order-1');
    answers.verify = (_req, res) => sendError(res, 503, 'payment_pending', 'not confirmed yet');
    answers.cancel = (_req, res) => sendError(res, 403, 'refund_not_allowed', 'no');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await open();
    expect(await screen.findByText('Payment failed.')).toBeInTheDocument();
    expect(server.callsTo(CANCEL)).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith('payment cancellation failed', expect.anything());
    errors.mockRestore();
  });

  it.each(['FAILED', 'CANCELED'])('shows failure without a refund request when the server answers %s (declined, or already refunded)', async (status) => {
    sessionStorage.setItem(PENDING_ORDER_KEY, 'order-1');
    answers.verify = (_req, res) => sendJson(res, 200, { orderId: 'order-1', status, voucher: null });
    await open();
    expect(await screen.findByText('Payment failed.')).toBeInTheDocument();
    expect(server.callsTo(CANCEL)).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('shows failure without any call for the failure redirect (code and message, no payment key)', async () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, 'order-1');
    await open('/payment-result?code=REJECT_CARD_COMPANY&message=declined&orderId=ORD_20261125_abcdef');
    expect(await screen.findByText('Payment failed.')).toBeInTheDocument();
    expect(server.callsTo(VERIFY)).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('shows failure without any call when this tab started no checkout', async () => {
    await open();
    expect(await screen.findByText('Payment failed.')).toBeInTheDocument();
    expect(server.callsTo(VERIFY)).toHaveLength(0);
  });

  it('speaks Korean', async () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, 'order-1');
    await open(RETURN, 'ko');
    expect(await screen.findByText('결제가 완료되었습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '메인으로 돌아가기' })).toHaveAttribute('href', '/');
  });
});
