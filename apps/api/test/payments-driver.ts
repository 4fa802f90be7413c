import type { RequestOrderResponse, VerifyTossResponse } from '@tablecrawler/contract';
import type { Response as InjectResponse } from 'light-my-request';
import { startTossServer, type RunningTossServer } from '../../../tools/testing/toss-server.cjs';
import { createTossClient } from '../src/modules/payments/toss-client';
import { createPassesService } from '../src/modules/payments/passes.service';
import { createPaymentsService, type PaymentsService } from '../src/modules/payments/payments.service';
import { createProductsService } from '../src/modules/products/products.service';
import { authDriver, type AuthDriver, type SignedUp } from './auth-driver';
import { createTestApp, testClock, type TestApp, type TestClock } from './harness';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server';

export interface PaymentsTestContext {
  t: TestApp;
  d: AuthDriver;
  toss: RunningTossServer;
  smtp: TestSmtpServer;
  clock: TestClock;
  /** The same service the app runs, on the app's database, Toss and clock (for the reconciliation job and operator calls). */
  service: PaymentsService;
  /** Signs a new user up. */
  buyer(): Promise<SignedUp>;
  /** request-order as `user` for a plan; returns the answer. */
  order(user: SignedUp, planPriceId?: string): Promise<RequestOrderResponse>;
  /** What the payment window does, then verification-toss with the values Toss sends back. */
  pay(user: SignedUp, order: RequestOrderResponse, overrides?: { amount?: number; orderNo?: string; paymentKey?: string }): Promise<{ res: InjectResponse; paymentKey: string }>;
  verify(user: SignedUp, orderId: string, body: { paymentKey: string; orderId: string; amount: number }): Promise<InjectResponse>;
}

/** beforeAll/afterAll for a describe block: the fake Toss, a real SMTP server, the app on a fresh database with a controllable clock. */
export function setUpPaymentsTestApp(receive: (context: PaymentsTestContext) => void, options: { tossTimeoutMs?: number; heldAnswerMs?: number } = {}): void {
  let context: PaymentsTestContext | undefined;
  beforeAll(async () => {
    const toss = await startTossServer({ timeoutMs: options.heldAnswerMs ?? 2_000 });
    const smtp = await startTestSmtpServer();
    const clock = testClock();
    const tossTimeoutMs = options.tossTimeoutMs ?? 5_000;
    const t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        TOSS_API_URL: toss.url,
        TOSS_SECRET_KEY: toss.secretKey,
        TOSS_CLIENT_KEY: toss.clientKey,
        TOSS_TIMEOUT_MS: String(tossTimeoutMs),
        PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      },
      now: clock.now,
    });
    const d = authDriver(t, smtp);
    const service = createPaymentsService({
      db: t.db,
      toss: createTossClient(t.config.toss),
      products: createProductsService(t.db),
      passes: createPassesService(t.db),
      clientKey: t.config.toss.clientKey,
      now: clock.now,
      log: t.app.log,
    });
    const verify: PaymentsTestContext['verify'] = (user, orderId, body) => d.call('verifyToss', { params: { orderId }, body, token: user.tokens.accessToken });
    context = {
      t,
      d,
      toss,
      smtp,
      clock,
      service,
      buyer: () => d.signUp(),
      async order(user, planPriceId = 'pass-7d') {
        const res = await d.call('requestOrder', { body: { planPriceId }, token: user.tokens.accessToken });
        if (res.statusCode !== 201) throw new Error(`request-order answered ${res.statusCode} ${res.body}`);
        return res.json<RequestOrderResponse>();
      },
      async pay(user, order, overrides = {}) {
        const paymentKey = overrides.paymentKey ?? toss.authorize({ orderId: order.pg.orderNo, amount: order.pg.amount, orderName: order.pg.orderName });
        const res = await verify(user, order.id, { paymentKey, orderId: overrides.orderNo ?? order.pg.orderNo, amount: overrides.amount ?? order.pg.amount });
        return { res, paymentKey };
      },
      verify,
    };
    receive(context);
  });
  afterAll(async () => {
    await context?.t.close();
    await context?.smtp.close();
    await context?.toss.close();
  });
}

export const verified = (res: InjectResponse): VerifyTossResponse => {
  if (res.statusCode !== 201) throw new Error(`verification-toss answered ${res.statusCode} ${res.body}`);
  return res.json<VerifyTossResponse>();
};
