// A Toss-Payments-compatible HTTP server for tests, benches and local demos (never on the product path). It speaks
// the part of Core API v1 the API uses: POST /v1/payments/confirm, POST /v1/payments/{paymentKey}/cancel,
// GET /v1/payments/{paymentKey}, GET /v1/payments/orders/{orderId}, with Basic auth (secret key + ':'), the
// {code, message} error shape, Payment objects (version 2022-11-16) and Idempotency-Key replay.
//
// Usage (in-process, e.g. a Jest or Playwright test):
//   const { startTossServer } = require('../../tools/testing/toss-server.cjs');
//   const toss = await startTossServer();                    // loopback, free port, the docs test keys
//   // point the API at it: TOSS_API_URL=toss.url TOSS_SECRET_KEY=toss.secretKey TOSS_CLIENT_KEY=toss.clientKey
//   toss.script({ orderId }, 'decline');                     // or { paymentKey }; see BEHAVIOURS
//   toss.script({ orderId }, 'timeout', 'approve');          // first confirm times out, later ones approve
//   const paymentKey = toss.authorize({ orderId, amount, orderName }); // what the payment window would return
//   toss.payments.get(paymentKey); toss.calls;               // inspect; await toss.close();
// Out of process: `node tools/testing/toss-server.cjs [port]` prints its URL; POST /__control/script
// {orderId|paymentKey, behaviours: [...]} and POST /__control/authorize {orderId, amount, orderName} do the same.
//
// Confirm of an unknown paymentKey authorises it on the spot with the request's orderId and amount (as if the
// buyer had just paid in the window); a key given by authorize() must match its orderId and amount.
const crypto = require('node:crypto');
const http = require('node:http');

const DOCS_CLIENT_KEY = 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq';
const DOCS_SECRET_KEY = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';

/** What a scripted confirm (or cancel) does. The last behaviour of a script repeats. */
const BEHAVIOURS = {
  /** Confirm: DONE. Cancel: cancelled. */
  approve: 'approve',
  /** 403 REJECT_CARD_PAYMENT; nothing is charged. */
  decline: 'decline',
  /** The payment is approved at Toss but the answer is held for `timeoutMs` (then sent): the caller times out. */
  timeout: 'timeout',
  /** 500 FAILED_INTERNAL_SYSTEM_PROCESSING; nothing changes. */
  serverError: '5xx',
  /** The payment is approved at Toss and the answer is 400 ALREADY_PROCESSED_PAYMENT (a lost earlier answer). */
  alreadyProcessed: 'already-processed',
};
const BEHAVIOUR_VALUES = new Set(Object.values(BEHAVIOURS));

const kstIso = (date) => {
  const shifted = new Date(date.getTime() + 9 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
};

function readJson(req) {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (raw === '') return resolve({});
      try {
        resolve(JSON.parse(raw));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

function send(res, status, body) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const tossError = (status, code, message) => ({ status, body: { code, message } });

async function startTossServer(options = {}) {
  const secretKey = options.secretKey ?? DOCS_SECRET_KEY;
  const clientKey = options.clientKey ?? DOCS_CLIENT_KEY;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  /** paymentKey -> Payment object */
  const payments = new Map();
  /** orderId -> paymentKey */
  const byOrder = new Map();
  /** 'orderId:<id>' | 'paymentKey:<key>' -> behaviours still to play */
  const scripts = new Map();
  /** Idempotency-Key -> { status, body } of the first answer */
  const idempotent = new Map();
  const calls = [];
  const held = new Set();

  const nextBehaviour = (kind, ids) => {
    for (const [field, value] of Object.entries(ids)) {
      const key = `${kind}:${field}:${value}`;
      const queue = scripts.get(key);
      if (queue && queue.length > 0) return queue.length > 1 ? queue.shift() : queue[0];
    }
    return BEHAVIOURS.approve;
  };

  const script = (target, ...behaviours) => {
    scriptFor('confirm', target, behaviours);
  };
  const scriptCancel = (target, ...behaviours) => {
    scriptFor('cancel', target, behaviours);
  };
  function scriptFor(kind, target, behaviours) {
    if (behaviours.length === 0) throw new Error('toss-server: give at least one behaviour');
    for (const b of behaviours) if (!BEHAVIOUR_VALUES.has(b)) throw new Error(`toss-server: unknown behaviour "${b}"`);
    const field = target.paymentKey !== undefined ? 'paymentKey' : 'orderId';
    const value = target.paymentKey ?? target.orderId;
    if (value === undefined) throw new Error('toss-server: script needs { orderId } or { paymentKey }');
    scripts.set(`${kind}:${field}:${value}`, [...behaviours]);
  }

  const newPayment = ({ paymentKey, orderId, amount, orderName }) => {
    const total = Number(amount);
    const vat = Math.round(total / 11);
    const payment = {
      mId: 'tosspayments',
      lastTransactionKey: null,
      paymentKey,
      orderId,
      orderName: orderName ?? 'TableCrawler pass',
      taxExemptionAmount: 0,
      status: 'IN_PROGRESS',
      requestedAt: kstIso(new Date()),
      approvedAt: null,
      useEscrow: false,
      cultureExpense: false,
      card: null,
      virtualAccount: null,
      transfer: null,
      mobilePhone: null,
      giftCertificate: null,
      cashReceipt: null,
      cashReceipts: null,
      discount: null,
      cancels: null,
      secret: null,
      type: 'NORMAL',
      easyPay: null,
      country: 'KR',
      failure: null,
      isPartialCancelable: true,
      receipt: { url: `https://dashboard-sandbox.tosspayments.com/receipt/${paymentKey}` },
      checkout: { url: `https://api.tosspayments.com/v1/payments/${paymentKey}/checkout` },
      currency: 'KRW',
      totalAmount: total,
      balanceAmount: total,
      suppliedAmount: total - vat,
      vat,
      taxFreeAmount: 0,
      metadata: null,
      method: '카드',
      version: '2022-11-16',
    };
    payments.set(paymentKey, payment);
    byOrder.set(orderId, paymentKey);
    return payment;
  };

  const authorize = ({ orderId, amount, orderName, paymentKey }) => {
    if (byOrder.has(orderId)) throw new Error(`toss-server: order ${orderId} already has a payment`);
    const key = paymentKey ?? `tgen_${crypto.randomBytes(12).toString('hex')}`;
    newPayment({ paymentKey: key, orderId, amount, orderName });
    return key;
  };

  const approve = (payment) => {
    payment.status = 'DONE';
    payment.approvedAt = kstIso(new Date());
    payment.lastTransactionKey = crypto.randomBytes(16).toString('hex');
    payment.card = {
      issuerCode: '61',
      acquirerCode: '31',
      number: '43301234****123*',
      installmentPlanMonths: 0,
      isInterestFree: false,
      interestPayer: null,
      approveNo: String(crypto.randomInt(10_000_000, 99_999_999)),
      useCardPoint: false,
      cardType: '신용',
      ownerType: '개인',
      acquireStatus: 'READY',
      amount: payment.totalAmount,
    };
  };

  function confirm(body) {
    const { paymentKey, orderId } = body;
    const amount = body.amount;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') {
      return { result: tossError(400, 'INVALID_REQUEST', '잘못된 요청입니다.') };
    }
    let payment = payments.get(paymentKey);
    if (!payment) {
      if (byOrder.has(orderId)) return { result: tossError(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.') };
      payment = newPayment({ paymentKey, orderId, amount });
    }
    if (payment.orderId !== orderId) return { result: tossError(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.') };
    if (payment.totalAmount !== amount) return { result: tossError(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.') };
    if (payment.status !== 'IN_PROGRESS') {
      if (payment.status === 'ABORTED') return { result: tossError(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.') };
      return { result: tossError(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.') };
    }
    const behaviour = nextBehaviour('confirm', { paymentKey, orderId });
    switch (behaviour) {
      case BEHAVIOURS.decline:
        payment.status = 'ABORTED';
        payment.failure = { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' };
        return { result: tossError(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.') };
      case BEHAVIOURS.serverError:
        return { result: tossError(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.') };
      case BEHAVIOURS.alreadyProcessed:
        approve(payment);
        return { result: tossError(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.') };
      case BEHAVIOURS.timeout:
        approve(payment);
        return { result: { status: 200, body: structuredClone(payment) }, hold: true };
      default:
        approve(payment);
        return { result: { status: 200, body: structuredClone(payment) } };
    }
  }

  function cancel(paymentKey, body) {
    const payment = payments.get(paymentKey);
    if (!payment) return { result: tossError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.') };
    if (typeof body.cancelReason !== 'string' || body.cancelReason.length === 0 || body.cancelReason.length > 200) {
      return { result: tossError(400, 'INVALID_REQUEST', '취소 사유를 입력해주세요.') };
    }
    if (payment.status === 'CANCELED') return { result: tossError(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.') };
    if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') return { result: tossError(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.') };
    const amount = body.cancelAmount === undefined ? payment.balanceAmount : body.cancelAmount;
    if (typeof amount !== 'number' || amount <= 0 || amount > payment.balanceAmount) {
      return { result: tossError(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.') };
    }
    const behaviour = nextBehaviour('cancel', { paymentKey, orderId: payment.orderId });
    if (behaviour === BEHAVIOURS.serverError || behaviour === BEHAVIOURS.decline) {
      return { result: tossError(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.') };
    }
    payment.balanceAmount = Math.round((payment.balanceAmount - amount) * 100) / 100;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    payment.cancels = [
      ...(payment.cancels ?? []),
      {
        cancelAmount: amount,
        cancelReason: body.cancelReason,
        taxFreeAmount: 0,
        taxExemptionAmount: 0,
        refundableAmount: payment.balanceAmount,
        easyPayDiscountAmount: 0,
        canceledAt: kstIso(new Date()),
        transactionKey: crypto.randomBytes(16).toString('hex'),
        receiptKey: null,
        cancelStatus: 'DONE',
        cancelRequestId: null,
      },
    ];
    return { result: { status: 200, body: structuredClone(payment) }, hold: behaviour === BEHAVIOURS.timeout };
  }

  const respond = (res, outcome, idempotencyKey) => {
    if (idempotencyKey) idempotent.set(idempotencyKey, outcome.result);
    if (!outcome.hold) return send(res, outcome.result.status, outcome.result.body);
    const timer = setTimeout(() => {
      held.delete(timer);
      send(res, outcome.result.status, outcome.result.body);
    }, timeoutMs);
    held.add(timer);
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body;
    try {
      body = req.method === 'POST' ? await readJson(req) : {};
    } catch {
      return send(res, 400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
    }
    const idempotencyKey = req.headers['idempotency-key'];
    calls.push({ method: req.method, path: url.pathname, idempotencyKey, authorization: req.headers.authorization, body, at: new Date() });

    if (url.pathname.startsWith('/__control/') && req.method === 'POST') {
      try {
        if (url.pathname === '/__control/script') {
          scriptFor(body.kind === 'cancel' ? 'cancel' : 'confirm', body, body.behaviours ?? []);
          return send(res, 200, { ok: true });
        }
        if (url.pathname === '/__control/authorize') return send(res, 200, { paymentKey: authorize(body) });
      } catch (error) {
        return send(res, 400, { code: 'INVALID_REQUEST', message: String(error.message) });
      }
      return send(res, 404, { code: 'NOT_FOUND', message: 'unknown control path' });
    }

    const authorization = req.headers.authorization;
    if (!authorization || !/^Basic [A-Za-z0-9+/=]+$/.test(authorization)) {
      return send(res, 401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    }
    if (authorization !== expectedAuth) {
      const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
      if (!decoded.endsWith(':')) return send(res, 403, { code: 'INCORRECT_BASIC_AUTH_FORMAT', message: '잘못된 요청입니다. \':\' 를 포함해 인코딩해주세요.' });
      return send(res, 401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
    }

    if (req.method === 'POST' && typeof idempotencyKey === 'string' && idempotent.has(idempotencyKey)) {
      const first = idempotent.get(idempotencyKey);
      return send(res, first.status, first.body);
    }
    if (typeof idempotencyKey === 'string' && idempotencyKey.length > 300) {
      return send(res, 400, { code: 'INVALID_REQUEST', message: 'Idempotency-Key는 300자 이하여야 합니다.' });
    }

    if (req.method === 'POST' && url.pathname === '/v1/payments/confirm') return respond(res, confirm(body), idempotencyKey);
    const cancelMatch = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancelMatch) return respond(res, cancel(decodeURIComponent(cancelMatch[1]), body), idempotencyKey);
    if (req.method === 'GET') {
      const orderMatch = /^\/v1\/payments\/orders\/([^/]+)$/.exec(url.pathname);
      const keyMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      const paymentKey = orderMatch ? byOrder.get(decodeURIComponent(orderMatch[1])) : keyMatch ? decodeURIComponent(keyMatch[1]) : undefined;
      const payment = paymentKey === undefined ? undefined : payments.get(paymentKey);
      if (orderMatch || keyMatch) {
        return payment ? send(res, 200, payment) : send(res, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
      }
    }
    send(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  server.keepAliveTimeout = 1_000;

  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    secretKey,
    clientKey,
    payments,
    calls,
    script,
    scriptCancel,
    authorize,
    paymentOfOrder: (orderId) => {
      const key = byOrder.get(orderId);
      return key === undefined ? undefined : payments.get(key);
    },
    confirmCalls: (orderId) => calls.filter((c) => c.path === '/v1/payments/confirm' && (orderId === undefined || c.body.orderId === orderId)),
    cancelCalls: (paymentKey) => calls.filter((c) => /\/cancel$/.test(c.path) && (paymentKey === undefined || c.path === `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`)),
    async close() {
      for (const timer of held) clearTimeout(timer);
      held.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { BEHAVIOURS, DOCS_CLIENT_KEY, DOCS_SECRET_KEY, startTossServer };

if (require.main === module) {
  const port = process.argv[2] === undefined ? 4100 : Number(process.argv[2]);
  startTossServer({ port }).then((toss) => {
    console.log(`fake Toss listening on ${toss.url} (secret key ${toss.secretKey}, client key ${toss.clientKey})`);
    const stop = () => void toss.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
