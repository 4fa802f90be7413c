import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { listMessages, waitForVerificationCode } from '../../../tools/testing/mail.cjs';
import { AccountPage } from './pages/account.page';
import { REPO_ROOT, startApi, type RunningApi } from './support/api-server';
import { launchBrowser, newContext } from './support/browser';

const SCREENSHOTS = path.join(REPO_ROOT, 'tmp', 'screenshots');

let api: RunningApi;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(), launchBrowser()]);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

// apps/api allows one code request per e-mail every 30 s (RATE_RULES.codePerEmail), whatever the purpose.
const CODE_REQUEST_SPACING_MS = 31_000;
let lastCodeRequestAt = 0;

/** Clicks "Request code", at least CODE_REQUEST_SPACING_MS after the previous request for the same e-mail. */
async function clickRequestCode(site: AccountPage, form: ReturnType<AccountPage['form']>): Promise<void> {
  const wait = lastCodeRequestAt + CODE_REQUEST_SPACING_MS - Date.now();
  if (lastCodeRequestAt > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastCodeRequestAt = Date.now();
  await site.button(form, 'Request code').click();
}

/** Requests a code on the current form and returns the one the server's outbox received for `email`. */
async function requestCode(site: AccountPage, form: ReturnType<AccountPage['form']>, email: string): Promise<string> {
  const seen = new Set(listMessages(api.dataDir));
  await clickRequestCode(site, form);
  await form.getByText('A verification code has been sent to your email.').waitFor();
  const { code, message } = await waitForVerificationCode(api.dataDir, email, { seen });
  expect(message.subject).toContain('TableCrawler');
  return code;
}

async function checkCode(site: AccountPage, form: ReturnType<AccountPage['form']>, code: string): Promise<void> {
  await site.textbox(form, 'Verification code').fill(code);
  await site.button(form, 'Check code').click();
  await form.getByText('Your email has been verified.').waitFor();
}

describe('accounts against the real server', () => {
  it('signs up with an e-mail code, changes the password, signs out, resets it, signs in, deletes the account and cannot sign up again', async () => {
    context = await newContext(browser, { locale: 'en-US' });
    const page: Page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const site = new AccountPage(page, api.url);
    const email = `e2e-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const firstPassword = 'FirstPassw0rd!';
    const secondPassword = 'SecondPassw0rd!';
    const thirdPassword = 'ThirdPassw0rd!';

    // Sign up with the code read from the outbox, landing on / signed in.
    await site.goto('/signup');
    await site.accountLink('Sign in').waitFor();
    const signUp = site.form('Sign up');
    await site.textbox(signUp, 'Email').fill(email);
    await checkCode(site, signUp, await requestCode(site, signUp, email));
    await site.password(signUp, 'Password').fill(firstPassword);
    await site.password(signUp, 'Confirm password').fill(firstPassword);
    await site.textbox(signUp, 'Nickname').fill('e2e tester');
    await signUp.getByRole('combobox', { name: 'Gender' }).selectOption('no-say');
    await signUp.getByRole('radio', { name: 'Other' }).check();
    await site.textbox(signUp, 'Other channel').fill('a browser test');
    await signUp.getByRole('checkbox', { name: 'I agree to receive marketing information (optional)' }).check();
    await site.button(signUp, 'Sign up').click();
    await site.waitForPath('/', api.url);
    expect((await site.storedTokens()).accessToken).toEqual(expect.any(String));

    // The account icon now goes to /user, which shows the profile (the e-mail decrypted for this browser's key).
    await site.accountLink('My info').click();
    await site.waitForPath('/user', api.url);
    await site.main.getByText(email, { exact: true }).waitFor();
    expect(await site.main.getByTestId('profile-pass').textContent()).toBe('None');
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'web-user-1280.png'), fullPage: true });

    // Change the password.
    await site.button(site.main, 'Change password').click();
    const change = site.form('Change password');
    await site.password(change, 'Current password').fill(firstPassword);
    await site.password(change, 'New password').fill(secondPassword);
    await site.button(change, 'Change').click();
    await site.main.getByRole('status').getByText('Your password has been changed.').waitFor();

    // Sign out: back on /, tokens gone, the icon goes to /signin.
    await site.button(site.main, 'Sign out').click();
    await site.waitForPath('/', api.url);
    await site.accountLink('Sign in').waitFor();
    expect(await site.storedTokens()).toEqual({ accessToken: null, refreshToken: null });

    // Reset the password with an e-mail code.
    await site.accountLink('Sign in').click();
    await site.waitForPath('/signin', api.url);
    await site.main.getByRole('link', { name: 'Forgot your password?' }).click();
    await site.waitForPath('/reset-password', api.url);
    const reset = site.form('Reset password');
    await site.textbox(reset, 'Email').fill(email);
    await checkCode(site, reset, await requestCode(site, reset, email));
    await site.password(reset, 'New password').fill(thirdPassword);
    await site.password(reset, 'Confirm new password').fill(thirdPassword);
    await site.button(reset, 'Change password').click();
    const notice = page.getByRole('alertdialog', { name: 'Password changed' });
    await notice.getByText('Your password has been changed.').waitFor();
    await notice.getByRole('button', { name: 'OK' }).click();
    await site.waitForPath('/', api.url);

    // The old password no longer works; the new one does.
    await site.goto('/signin');
    const signIn = site.form('Sign in');
    await site.textbox(signIn, 'Email').fill(email);
    await site.password(signIn, 'Password').fill(secondPassword);
    await site.button(signIn, 'Sign in').click();
    await signIn.getByRole('alert').getByText('Please check your email or password.').waitFor();
    await site.password(signIn, 'Password').fill(thirdPassword);
    await site.button(signIn, 'Sign in').click();
    await site.waitForPath('/', api.url);
    await site.accountLink('My info').waitFor();

    // Delete the account.
    await site.accountLink('My info').click();
    await site.waitForPath('/user', api.url);
    await site.button(site.main, 'Delete account').click();
    const deletion = site.main.getByRole('region', { name: 'Delete account' });
    await site.button(deletion, 'Delete account').click();
    await site.waitForPath('/', api.url);
    await site.accountLink('Sign in').waitFor();
    expect(await site.storedTokens()).toEqual({ accessToken: null, refreshToken: null });

    // The same e-mail cannot sign up again.
    await site.goto('/signup');
    const again = site.form('Sign up');
    await site.textbox(again, 'Email').fill(email);
    await clickRequestCode(site, again);
    await again.getByRole('alert').getByText('This email is already registered or has been withdrawn.').waitFor();

    expect(problems).toEqual([]);
  }, 240_000);
});
