// The measured scenario (bundled by run.mjs with esbuild so that the workspace libraries load from source):
// the built API process (PGlite) against the fake Toss, driven over HTTP by the real api-client.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { createApiClient, memoryTokenStore } from '@tablecrawler/api-client';
import { exportPublicKeyBase64, generateRsaKeyPair, importPublicKey } from '@tablecrawler/crypto';

const require = createRequire(import.meta.url);
const { startApiProcess } = require(process.env.TC_TOOLS_TESTING + '/api-process.cjs');
const { waitForVerificationCode } = require(process.env.TC_TOOLS_TESTING + '/mail.cjs');
const { startTossServer } = require(process.env.TC_TOOLS_TESTING + '/toss-server.cjs');

const DISTINCT = Number(process.env.BENCH_DISTINCT ?? 200);
const SAME = Number(process.env.BENCH_SAME ?? 50);
const USERS = 10;
const DAY_MS = 24 * 3600_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] };
};
const fmt = (x) => `${x.toFixed(1)} ms`;

function client(apiUrl, serverPublicKeyBase64, tokens) {
  let keys;
  let server;
  return createApiClient(
    { baseURL: apiUrl },
    {
      tokenStore: memoryTokenStore(tokens ?? null),
      readCookie: () => undefined,
      languages: () => ['ko'],
      fingerprint: async () => 'b'.repeat(64),
      serverPublicKey: () => (server ??= importPublicKey(serverPublicKeyBase64)),
      clientKeys: () => (keys ??= generateRsaKeyPair().then(async (keyPair) => ({ keyPair, publicKeyBase64: await exportPublicKeyBase64(keyPair.publicKey) }))),
    },
  );
}

async function main() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serverPublicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const toss = await startTossServer();
  const api = await startApiProcess({
    env: {
      RSA_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      TOSS_API_URL: toss.url,
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_CLIENT_KEY: toss.clientKey,
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
      DATABASE_POOL_SIZE: '10',
    },
    dataDirPrefix: 'bench-payments-api-',
    readyTimeoutMs: 180_000,
  });
  try {
    const started = Date.now();
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const c = client(api.url, serverPublicKeyBase64);
      const email = `bench.${process.pid}.${i}@example.com`;
      const { id } = await c.requestEmailVerification({ type: 'join', email });
      const { code } = await waitForVerificationCode(api.dataDir, email);
      await c.verifyEmail(id, { verificationCode: code });
      await c.signUp({ password: 'Passw0rd!', profile: { username: 'bench user', gender: 'no-say' }, funnel: { channel: 'search' }, emailVerificationId: id, deviceFingerprint: 'b'.repeat(64) });
      users.push(c);
    }
    console.log(`set-up: ${USERS} accounts signed up in ${Date.now() - started} ms`);

    // 1. DISTINCT concurrent verifications of distinct orders (7-day plan), spread over the accounts.
    const orders = [];
    for (let i = 0; i < DISTINCT; i++) {
      const c = users[i % USERS];
      const order = await c.requestOrder({ planPriceId: 'pass-7d' });
      const paymentKey = toss.authorize({ orderId: order.pg.orderNo, amount: order.pg.amount, orderName: order.pg.orderName });
      orders.push({ c, order, paymentKey, user: i % USERS });
    }
    const windowStart = Date.now();
    const distinct = await Promise.all(
      orders.map(async ({ c, order, paymentKey }) => {
        const t0 = performance.now();
        const res = await c.verifyToss(order.id, { paymentKey, orderId: order.pg.orderNo, amount: order.pg.amount });
        return { ms: performance.now() - t0, status: res.status };
      }),
    );
    const windowEnd = Date.now();
    const distinctOk = distinct.filter((r) => r.status === 'DONE').length;
    const paidOnce = orders.every(({ order }) => toss.paymentOfOrder(order.pg.orderNo)?.status === 'DONE' && toss.confirmCalls(order.pg.orderNo).length === 1);
    // Every pass granted once: each account's expiry is its first grant + 7 days × its orders (a second grant of
    // any order would add 7 days).
    let grantedOnce = true;
    for (let u = 0; u < USERS; u++) {
      const mine = orders.filter((o) => o.user === u).length;
      const { voucher } = await users[u].getProfile();
      const firstGrant = new Date(voucher.expirationDate).getTime() - mine * 7 * DAY_MS;
      if (!(firstGrant >= windowStart - 1000 && firstGrant <= windowEnd + 1000)) grantedOnce = false;
    }
    const d = summary(distinct.map((r) => r.ms));

    // 2. SAME concurrent verifications of one order.
    const buyer = users[0];
    const before = (await buyer.getProfile()).voucher.expirationDate;
    const one = await buyer.requestOrder({ planPriceId: 'pass-30d' });
    const oneKey = toss.authorize({ orderId: one.pg.orderNo, amount: one.pg.amount });
    const same = await Promise.all(
      Array.from({ length: SAME }, async () => {
        const t0 = performance.now();
        const res = await buyer.verifyToss(one.id, { paymentKey: oneKey, orderId: one.pg.orderNo, amount: one.pg.amount });
        return { ms: performance.now() - t0, status: res.status };
      }),
    );
    const after = (await buyer.getProfile()).voucher.expirationDate;
    const sameOk = same.filter((r) => r.status === 'DONE').length;
    const sameGrantedOnce = new Date(after).getTime() - new Date(before).getTime() === 30 * DAY_MS;
    const samePaidOnce = toss.paymentOfOrder(one.pg.orderNo)?.status === 'DONE' && !toss.paymentOfOrder(one.pg.orderNo)?.cancels;
    const s = summary(same.map((r) => r.ms));

    console.log('');
    console.log('| scenario | verifications | DONE answers | p50 | p95 | max | paid once | pass granted once |');
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(`| ${DISTINCT} distinct orders at once | ${d.n} | ${distinctOk} | ${fmt(d.p50)} | ${fmt(d.p95)} | ${fmt(d.max)} | ${paidOnce ? 'yes' : 'NO'} | ${grantedOnce ? 'yes' : 'NO'} |`);
    console.log(`| one order, ${SAME} at once | ${s.n} | ${sameOk} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.max)} | ${samePaidOnce ? 'yes' : 'NO'} | ${sameGrantedOnce ? 'yes' : 'NO'} |`);
    console.log('');
    console.log(`ratio p95 (one order × ${SAME}) / p95 (${DISTINCT} distinct): ${(s.p95 / d.p95).toFixed(2)}`);
    console.log(`Toss calls: ${toss.confirmCalls().length} confirms, ${toss.calls.filter((c) => c.method === 'GET').length} look-ups`);
    const ok = distinctOk === DISTINCT && sameOk === SAME && paidOnce && grantedOnce && sameGrantedOnce && samePaidOnce;
    if (!ok) {
      console.error('FAILED: some verification did not answer DONE, or a payment or pass was not exactly once');
      process.exitCode = 1;
    }
  } finally {
    await api.stop();
    await toss.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
