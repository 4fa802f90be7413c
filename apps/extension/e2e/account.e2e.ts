import type { ApiUser } from '../../../tools/testing/api-user.cjs';
import { HEADER, LONG_PAGES, rows, startCrawlSite, type CrawlSite } from './fixtures/crawl/crawl-site';
import { builtServerKey, freePort, startApi, type RunningApi, type ServerKey } from './support/api-server';
import { DIST, launchExtension, PANEL_PATH, type LoadedExtension } from './support/extension';
import { crawlEnd, downloadCsv, openAndChoose as openTable, startCrawl, type OpenCrawl } from './support/crawl-panel';
import { grantPassWithOps, newAccount, signInInPanel } from './support/pass';

// The account in the extension, as a new user meets it: sign in inside the side panel (the real API on PGlite, the
// field encryption of the built extension), see that a multi-page crawl needs a pass while a single page stays free,
// get a pass from the operator command, and crawl many pages.

const API = 'http://localhost:3000';
let serverKey: ServerKey;
let api: RunningApi;
let site: CrawlSite;
let ext: LoadedExtension;
let user: ApiUser;

beforeAll(async () => {
  serverKey = builtServerKey(DIST);
  const port = await freePort();
  site = await startCrawlSite();
  const sitePort = new URL(site.origin).port;
  [api, ext] = await Promise.all([
    startApi({ port, privatePem: serverKey.privatePem }),
    launchExtension({
      acceptLanguage: 'ko-KR,ko',
      mapHost: [
        { from: new URL(API).host, to: `127.0.0.1:${port}` },
        { from: `localhost:${sitePort}`, to: `127.0.0.1:${sitePort}` },
      ],
    }),
  ]);
  user = await newAccount(api, serverKey.privatePem);
});

afterAll(async () => {
  await ext?.close();
  await api?.stop();
  await site?.close();
});

const openAndChoose = (path: string): Promise<OpenCrawl> => openTable(ext, site.url(path));

const pageHits = (): number => [...site.hits.entries()].filter(([p]) => p.startsWith('/long?page=') && p !== '/long?page=1').reduce((n, [, c]) => n + c, 0);

describe('the account in the side panel', () => {
  it('signs in with the site\'s messages, shows that there is no pass, and links to the site', async () => {
    const panel = await ext.context.newPage();
    await panel.goto(ext.url(PANEL_PATH));
    const form = panel.getByRole('form', { name: '로그인' });
    expect(await form.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(`${API}/signup`);
    expect(await form.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe(`${API}/reset-password`);
    await form.getByRole('button', { name: '로그인' }).click();
    await form.getByText('이메일을 입력해 주세요.').waitFor();
    await form.getByLabel('이메일').fill(user.email);
    await form.getByLabel('비밀번호').fill('not-the-password');
    await form.getByRole('button', { name: '로그인' }).click();
    // The server's 400 invalid_credentials, said as the site says it.
    await form.getByText('이메일 또는 비밀번호를 확인해 주세요.').waitFor();
    expect(await ext.serviceWorker.evaluate(() => chrome.storage.local.get('auth.tokens'))).toEqual({});

    await signInInPanel(panel, user);
    expect(await panel.getByTestId('pass-state').getAttribute('data-pass')).toBe('none');
    expect(await panel.getByRole('link', { name: '이용권 구매하기' }).getAttribute('href')).toBe(`${API}/pricing`);
    const stored = (await ext.serviceWorker.evaluate(() => chrome.storage.local.get('auth.tokens')))['auth.tokens'] as { value: { accessToken: string } };
    expect(stored.value.accessToken).toMatch(/^ey/);
    await panel.close();
  });

  it('without a pass refuses a multi-page crawl with the link to /pricing, while one page stays free', async () => {
    const { page, panel } = await openAndChoose('/long?page=1');
    await startCrawl(panel);
    const refusal = panel.getByTestId('crawl-refusal');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-reason')).toBe('pass-required');
    expect(await refusal.getByRole('link', { name: '이용권 보기' }).getAttribute('href')).toBe(`${API}/pricing`);
    expect(await panel.locator('[data-crawl-status]').count()).toBe(0);
    expect(pageHits()).toBe(0);

    // The picked table exports without an account check.
    expect(await downloadCsv(panel)).toEqual([HEADER, ...rows(0, LONG_PAGES.per)]);
    // A crawl of one page is a single-page read: free.
    await startCrawl(panel, { pages: 1 });
    expect(await crawlEnd(panel)).toMatchObject({ status: 'finished', reason: 'page-limit' });
    expect(pageHits()).toBe(0);
    await panel.close();
    await page.close();
  });

  it('after the operator grants a pass, shows it and runs the multi-page crawl to the end', async () => {
    api = await grantPassWithOps(api, { email: user.email, days: 7, privatePem: serverKey.privatePem });
    const { page, panel } = await openAndChoose('/long?page=1');
    const pass = panel.getByTestId('pass-state');
    await pass.waitFor();
    expect(await pass.getAttribute('data-pass')).toBe('active');
    expect(await pass.textContent()).toMatch(/^이용권: \d{4}년 \d{2}월 \d{2}일까지 사용 가능$/);
    await startCrawl(panel);
    // The chosen table's card (crawlEnd's default): the panel's last-crawl card still shows the 1-page crawl of the case before.
    expect((await crawlEnd(panel)).status).toBe('finished');
    expect(await panel.getByTestId('crawl-refusal').count()).toBe(0);
    expect(await downloadCsv(panel)).toEqual([HEADER, ...rows(0, LONG_PAGES.pages * LONG_PAGES.per)]);
    await panel.close();
    await page.close();
  });

  it('signs out: the tokens are cleared and a multi-page crawl asks to sign in again', async () => {
    const { page, panel } = await openAndChoose('/long?page=1');
    await panel.getByRole('button', { name: '로그아웃' }).click();
    await panel.getByRole('form', { name: '로그인' }).waitFor();
    expect(await ext.serviceWorker.evaluate(() => chrome.storage.local.get('auth.tokens'))).toEqual({});
    await startCrawl(panel);
    const refusal = panel.getByTestId('crawl-refusal');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-reason')).toBe('sign-in-required');
    expect(await refusal.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('#account-email');
    await panel.close();
    await page.close();
  });
});
