import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForVerificationCode } from '../../../tools/testing/mail.cjs';
import { startTossServer, type RunningTossServer } from '../../../tools/testing/toss-server.cjs';
import { PaymentsPage } from './pages/payments.page';
import { REPO_ROOT, startApi, type RunningApi } from './support/api-server';
import { launchBrowser, newContext } from './support/browser';

const SCREENSHOTS = path.join(REPO_ROOT, 'tmp', 'screenshots');

/** The script `@tosspayments/payment-sdk` injects; the test answers it with the stand-in below. */
const TOSS_SDK_URL = 'https://js.tosspayments.com/v1';

/**
 * Stand-in for the provider's payment window (test only, served for TOSS_SDK_URL): `TossPayments(clientKey)` whose
 * `requestPayment` hands the request to the test (which authorises the payment at the fake Toss, as a buyer paying
 * in the window would) and then redirects to the success URL with the provider's query parameters.
 */
const SDK_STAND_IN = `
window.TossPayments = function (clientKey) {
  return {
    requestPayment: function (method, params) {
      return window.__tossWindow(clientKey, method, params).then(function (paymentKey) {
        var url = new URL(params.successUrl);
        url.searchParams.set('paymentType', 'NORMAL');
        url.searchParams.set('orderId', params.orderId);
        url.searchParams.set('paymentKey', paymentKey);
        url.searchParams.set('amount', String(params.amount));
        window.location.href = url.toString();
      });
    },
  };
};
`;

interface WindowRequest {
  clientKey: string;
  method: string;
  params: { amount: number; orderId: string; orderName: string; successUrl: string; failUrl: string; useCardPoint?: boolean };
}

let toss: RunningTossServer;
let api: RunningApi;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  toss = await startTossServer();
  [api, browser] = await Promise.all([startApi({ TOSS_API_URL: toss.url, TOSS_SECRET_KEY: toss.secretKey, TOSS_CLIENT_KEY: toss.clientKey }), launchBrowser()]);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
  await toss?.close();
});

const enDate = (at: number) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(at));
const DAY_MS = 24 * 3600 * 1000;

async function signUp(site: PaymentsPage, email: string, password: string): Promise<void> {
  const form = site.form('Sign up');
  await site.textbox(form, 'Email').fill(email);
  await site.button(form, 'Request code').click();
  await form.getByText('A verification code has been sent to your email.').waitFor();
  const { code } = await waitForVerificationCode(api.dataDir, email);
  await site.textbox(form, 'Verification code').fill(code);
  await site.button(form, 'Check code').click();
  await form.getByText('Your email has been verified.').waitFor();
  await site.password(form, 'Password').fill(password);
  await site.password(form, 'Confirm password').fill(password);
  await site.textbox(form, 'Nickname').fill('pass buyer');
  await form.getByRole('combobox', { name: 'Gender' }).selectOption('no-say');
  await form.getByRole('radio', { name: 'Search' }).check();
  await site.button(form, 'Sign up').click();
}

describe('passes bought by card against the real server and a Toss-compatible server', () => {
  it('sends a visitor through sign-up back to /pricing; a declined card grants nothing; the 7-day plan is paid, shown on /user and blocks deletion', async () => {
    context = await newContext(browser, { locale: 'en-US' });
    const page: Page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const site = new PaymentsPage(page, api.url);

    const windowRequests: WindowRequest[] = [];
    let declineNext = false;
    await page.exposeFunction('__tossWindow', (clientKey: string, method: string, params: WindowRequest['params']) => {
      windowRequests.push({ clientKey, method, params });
      const paymentKey = toss.authorize({ orderId: params.orderId, amount: params.amount, orderName: params.orderName });
      if (declineNext) toss.script({ orderId: params.orderId }, 'decline');
      return paymentKey;
    });
    await context.route(TOSS_SDK_URL, (route) => route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: SDK_STAND_IN }));

    // A visitor sees the seeded plans; buying sends them to sign in, and signing up brings them back to /pricing.
    await site.goto('/pricing');
    await site.main.getByRole('heading', { level: 2, name: 'TableCrawler pass' }).waitFor();
    expect(await site.plan('7-day pass').getByTestId('plan-price').textContent()).toBe('₩5,000KRW');
    await site.main.getByText('All prices exclude 10% VAT.').waitFor();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'web-pricing-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'web-pricing-1280.png'), fullPage: true });
    await site.purchase('7-day pass');
    await site.waitForPath('/signin?next=%2Fpricing', api.url);
    await site.main.getByRole('link', { name: 'Sign up', exact: true }).click();
    await site.waitForPath('/signup?next=%2Fpricing', api.url);
    await signUp(site, `e2e-pass-${crypto.randomBytes(4).toString('hex')}@example.com`, 'BuyerPassw0rd!');
    await site.waitForPath('/pricing', api.url);
    expect(windowRequests).toHaveLength(0);

    // A declined card: the failure state, and no pass.
    declineNext = true;
    await site.purchase('30-day pass');
    await site.result.getByText('Payment failed.').waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('/payment-result?');
    await site.main.getByRole('link', { name: 'Back to pricing' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('payments.orderId'))).toBeNull();
    await site.accountLink('My info').click();
    await site.waitForPath('/user', api.url);
    await site.main.getByTestId('profile-pass').getByText('None', { exact: true }).waitFor();

    // The 7-day plan: the window gets the server's amount (price + 10 % VAT), then success and the pass on /user.
    declineNext = false;
    await site.goto('/pricing');
    const before = Date.now();
    await site.purchase('7-day pass');
    await site.result.getByText('Payment completed.').waitFor({ timeout: 30_000 });
    const after = Date.now();
    await site.main.getByRole('link', { name: 'Back to main' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'web-payment-result-1280.png') });
    expect(windowRequests).toHaveLength(2);
    const [declined, paid] = windowRequests;
    expect(declined?.params.amount).toBe(16500);
    expect(paid).toEqual({
      clientKey: toss.clientKey,
      method: 'CARD',
      params: expect.objectContaining({ amount: 5500, orderName: expect.any(String), successUrl: `${api.url}/payment-result`, failUrl: `${api.url}/payment-result`, useCardPoint: false }),
    });
    expect(toss.paymentOfOrder(paid?.params.orderId ?? '')?.status).toBe('DONE');
    expect(toss.paymentOfOrder(declined?.params.orderId ?? '')?.status).not.toBe('DONE');

    await site.accountLink('My info').click();
    await site.waitForPath('/user', api.url);
    const pass = site.main.getByTestId('profile-pass');
    await pass.getByText('Expires on').waitFor();
    const shown = await pass.textContent();
    expect([enDate(before + 7 * DAY_MS), enDate(after + 7 * DAY_MS)].some((date) => shown?.includes(date))).toBe(true);
    expect(shown).not.toContain('(expired)');

    // The active pass blocks deletion (423).
    await site.button(site.main, 'Delete account').click();
    const deletion = site.main.getByRole('region', { name: 'Delete account' });
    await site.button(deletion, 'Delete account').click();
    await deletion.getByText("You can't delete this account right now. Please check if your pass has expired...").waitFor();
    await site.waitForPath('/user', api.url);

    expect(problems).toEqual([]);
  }, 180_000);
});
