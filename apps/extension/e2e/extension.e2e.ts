import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TokenPairResponse } from '@tablecrawler/contract';
import type { Page, Request } from 'playwright-core';
import { nodeApiClient, signUpWithMailCode } from './support/account';
import { builtServerKey, freePort, startApi, type RunningApi, type ServerKey } from './support/api-server';
import { DIST, launchExtension, PANEL_PATH, readExtensionErrors, type LoadedExtension } from './support/extension';
import { startFixtureServer, type FixtureServer } from './support/fixture-server';
import { poll } from './support/poll';

/** The API origin built into dist/ (VITE_API_BASE_URL's default); the browser's connections to it go to the test server. */
const API = 'http://localhost:3000';
const CHANNEL = 'tablecrawler';

let ext: LoadedExtension;
let api: RunningApi;
let serverKey: ServerKey;
let fixtures: FixtureServer;
let fixtureTabId: number;
let fixturePage: Page;

/** Sends one of our messages from an extension page, as the panel does (raw envelope: this also pins the wire format). */
async function send(page: Page, type: string, tabId?: number): Promise<unknown> {
  return page.evaluate(
    ([channel, messageType, tab]) => {
      const envelope = { channel, type: messageType, payload: {} };
      return tab === null ? chrome.runtime.sendMessage(envelope) : chrome.tabs.sendMessage(tab, envelope, { frameId: 0 });
    },
    [CHANNEL, type, tabId ?? null] as const,
  );
}

async function openPanel(query = ''): Promise<Page> {
  const page = await ext.context.newPage();
  await page.goto(ext.url(`${PANEL_PATH}${query}`));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const readLocal = (key: string): Promise<unknown> => ext.serviceWorker.evaluate(async (k) => (await chrome.storage.local.get(k))[k], key);

beforeAll(async () => {
  serverKey = builtServerKey(DIST);
  const port = await freePort();
  // Started side by side; each is assigned as soon as it runs so that afterAll stops it even if another failed.
  const started = await Promise.allSettled([
    startFixtureServer().then((server) => (fixtures = server)),
    startApi({ port, privatePem: serverKey.privatePem }).then((server) => (api = server)),
    launchExtension({ acceptLanguage: 'ko-KR,ko', mapHost: { from: new URL(API).host, to: `127.0.0.1:${port}` } }).then((loaded) => (ext = loaded)),
  ]);
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  // Open the fixture through the extension so that its tab id is known (tabs.query by URL needs the "tabs" permission).
  const opened = ext.context.waitForEvent('page');
  fixtureTabId = await ext.serviceWorker.evaluate(async (url) => (await chrome.tabs.create({ url })).id ?? -1, fixtures.url('two-tables.html'));
  fixturePage = await opened;
  await fixturePage.waitForLoadState('load');
});

/** The page as the user finds it before clicking the toolbar button: nothing of ours runs there and the extension may not script it. */
async function expectNoAccess(tabId: number): Promise<void> {
  const panel = await openPanel();
  await expect(send(panel, 'page.scan', tabId)).rejects.toThrow(/Receiving end does not exist|Could not establish connection/);
  const scripted = await panel.evaluate((tab) => chrome.scripting.executeScript({ target: { tabId: tab }, func: () => 1 }).then(() => 'scripted', (e: Error) => e.message), tabId);
  expect(scripted).toMatch(/Cannot access contents of the page/);
  await panel.close();
}

afterAll(async () => {
  await ext?.close();
  await fixtures?.close();
  await api?.stop();
});

describe('the unpacked extension', () => {
  it('starts its service worker and loads the manifest without errors or warnings', async () => {
    expect(ext.extensionId).toMatch(/^[a-p]{32}$/);
    expect(ext.serviceWorker.url()).toBe(ext.url('service-worker-loader.js'));
    // The control extension proves that the error console records both kinds of error in this browser.
    const control = await poll(
      () => readExtensionErrors(ext.context, ext.controlExtensionId),
      (e) => e.runtimeErrors.length > 0,
    );
    expect(control.inDeveloperMode).toBe(true);
    expect(control.manifestErrors).toEqual([expect.stringContaining('notARealPermission')]);
    expect(control.runtimeErrors).toEqual(['control extension: deliberate runtime error']);
    const errors = await readExtensionErrors(ext.context, ext.extensionId);
    expect(errors).toEqual({ manifestErrors: [], runtimeErrors: [], installWarnings: [], inDeveloperMode: true });

    const manifest = await ext.serviceWorker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest).toMatchObject({ manifest_version: 3, default_locale: 'ko', minimum_chrome_version: '116', side_panel: { default_path: PANEL_PATH } });
    expect(manifest.permissions?.sort()).toEqual(['activeTab', 'alarms', 'downloads', 'offscreen', 'scripting', 'sidePanel', 'storage']);
    // A crawl asks for its one origin at start (permissions.request), nothing at install.
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
    // Only the API origin: web pages are reached through activeTab, and nothing is injected at install.
    expect(manifest.host_permissions).toEqual(['http://localhost/*']);
    expect(manifest.content_scripts).toBeUndefined();
    expect(manifest.web_accessible_resources).toBeUndefined();
  });

  it('names itself from _locales in the browser UI language and opens the side panel from the toolbar button', async () => {
    const [uiLanguage, name, behaviour] = await ext.serviceWorker.evaluate(async () => [
      chrome.i18n.getUILanguage(),
      chrome.i18n.getMessage('extName'),
      await chrome.sidePanel.getPanelBehavior(),
    ] as const);
    const locale = uiLanguage.toLowerCase().startsWith('en') ? 'en' : 'ko';
    const messages = JSON.parse(fs.readFileSync(path.join(DIST, '_locales', locale, 'messages.json'), 'utf8')) as { extName: { message: string } };
    expect(name).toBe(messages.extName.message);
    expect(behaviour).toEqual({ openPanelOnActionClick: true });
  });

  it('keeps the client key pair in the service worker IndexedDB (rsaKeyReady wiring)', async () => {
    const names = await poll(
      () => ext.serviceWorker.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)),
      (list) => list.includes('tablecrawler-keys'),
    );
    expect(names).toContain('tablecrawler-keys');
  });
});

describe('the side panel page', () => {
  it('renders in Korean for a Korean browser, signed out with the sign-in form and the site\'s sign-up link', async () => {
    const panel = await openPanel();
    expect(await panel.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await panel.title()).toBe('표 크롤러');
    await expect(panel.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('표 크롤러');
    await panel.getByRole('form', { name: '로그인' }).waitFor();
    expect(await panel.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe(`${API}/signup`);
    // Opened as a tab, the panel's own tab is the active one: an extension page cannot be scanned.
    await panel.getByText(/이 페이지에서는 표를 찾을 수 없습니다/).waitFor();
    await panel.close();
  });

  it('cannot reach a page before the toolbar click; the click grants activeTab and the panel injects its content script', async () => {
    await expectNoAccess(fixtureTabId);
    await ext.clickAction(fixturePage);
    const panel = await openPanel(`?tabId=${fixtureTabId}`);
    await panel.getByText('표 2개를 찾았습니다.').waitFor();
    // Injected once into the page however often the panel asks.
    await panel.getByRole('button', { name: '다시 살펴보기' }).click();
    await panel.getByText('표 2개를 찾았습니다.').waitFor();
    expect(await fixturePage.evaluate(() => document.querySelectorAll('[data-tablecrawler-overlay]').length)).toBe(0);
    await panel.close();
  });

  it("shows the target tab's scan and toggles the overlay on the page", async () => {
    const panel = await openPanel(`?tabId=${fixtureTabId}`);
    await panel.getByText('표 2개를 찾았습니다.').waitFor();
    await panel.getByText('분기별 실적 — fixture').waitFor();
    const overlayHost = fixturePage.locator('[data-tablecrawler-overlay]');
    await panel.getByRole('button', { name: '페이지에 표시' }).click();
    await overlayHost.waitFor({ state: 'attached' });
    expect(await overlayHost.count()).toBe(1);
    await panel.getByRole('button', { name: '페이지 표시 끄기' }).click();
    await overlayHost.waitFor({ state: 'detached' });
    await panel.close();
  });

  it('switches to English, keeps the choice in chrome.storage.local and uses it after a reload', async () => {
    const panel = await openPanel();
    await panel.getByRole('combobox', { name: '언어' }).selectOption('en');
    await panel.getByRole('heading', { level: 1, name: 'TableCrawler' }).waitFor();
    expect(await poll(() => readLocal('settings.language'), (v) => v !== undefined)).toEqual({ v: 1, value: 'en' });
    await panel.reload();
    await panel.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await panel.evaluate(() => document.documentElement.lang)).toBe('en');
    await panel.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    expect(await poll(() => readLocal('settings.language'), (v) => JSON.stringify(v).includes('"ko"'))).toEqual({ v: 1, value: 'ko' });
    await panel.close();
  });
});

describe('the content script', () => {
  it('answers page.scan for the fixture page with its table count and title', async () => {
    const panel = await openPanel();
    const answer = await send(panel, 'page.scan', fixtureTabId);
    expect(answer).toEqual({ ok: true, data: { url: fixtures.url('two-tables.html'), title: '분기별 실적 — fixture', tableCount: 2 } });
    await panel.close();
  });

  it('refuses messages of the wrong shape', async () => {
    const panel = await openPanel();
    const answer = await panel.evaluate(
      ([channel, tab]) => chrome.tabs.sendMessage(tab, { channel, type: 'page.scan', payload: { extra: 1 } }, { frameId: 0 }),
      [CHANNEL, fixtureTabId] as const,
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    await panel.close();
  });
});

describe('the service worker', () => {
  it('computes a stable 64-hex device fingerprint', async () => {
    const panel = await openPanel();
    const first = await send(panel, 'device.fingerprint');
    const second = await send(panel, 'device.fingerprint');
    expect(first).toEqual({ ok: true, data: { fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(second).toEqual(first);
    await panel.close();
  });

  describe('session through the api-client and the chrome.storage token store, against the real API server', () => {
    // The worker talks to the real server (apps/api/dist/main.mjs); requests are only observed, never answered here.
    const observed: Request[] = [];
    const observe = (request: Request): void => {
      if (request.url().startsWith(`${API}/`)) observed.push(request);
    };
    const apiRequests = () =>
      Promise.all(
        observed.map(async (request) => ({
          method: request.method(),
          path: new URL(request.url()).pathname,
          status: (await request.response())?.status(),
          authorization: request.headers()['authorization'],
          body: (request.postDataJSON() as unknown) ?? undefined,
        })),
      );
    const storeTokens = (pair: TokenPairResponse): Promise<void> =>
      ext.serviceWorker.evaluate((value) => chrome.storage.local.set({ 'auth.tokens': { v: 1, value } }), pair);
    const storedTokens = async (): Promise<TokenPairResponse | undefined> => ((await readLocal('auth.tokens')) as { value: TokenPairResponse } | undefined)?.value;
    const client = (tokens?: TokenPairResponse) =>
      nodeApiClient({ apiUrl: api.url, serverPublicKeyBase64: serverKey.publicKeyBase64, fingerprint, ...(tokens ? { tokens } : {}) });
    // The panel's account card reads the profile (e-mail and pass); its e-mail comes encrypted for the worker's key.
    const profilePath = '/users/v1/profile';
    const refreshPath = '/users/v1/auth/token/refresh';
    const email = `ext-e2e-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = 'ExtensionPassw0rd!';
    let fingerprint: string;
    let userId: string;
    /** The pair the worker holds after each step (each test starts from the one before it). */
    let current: TokenPairResponse;

    beforeAll(async () => {
      const panel = await openPanel();
      fingerprint = ((await send(panel, 'device.fingerprint')) as { data: { fingerprint: string } }).data.fingerprint;
      await panel.close();
      current = await signUpWithMailCode(client(), { dataDir: api.dataDir, email, password, fingerprint });
      userId = (await client(current).validate()).userId;
      ext.context.on('request', observe);
    });

    afterAll(() => {
      ext.context.off('request', observe);
    });

    afterEach(async () => {
      observed.length = 0;
      await ext.serviceWorker.evaluate(() => chrome.storage.local.remove('auth.tokens'));
    });

    it('reports signed in for the pair of a real sign-up (with its fingerprint) with the e-mail the server sent encrypted', async () => {
      await storeTokens(current);
      const panel = await openPanel();
      await panel.getByText(`${email} 계정으로 로그인되어 있습니다.`).waitFor();
      expect(await apiRequests()).toEqual([{ method: 'GET', path: profilePath, status: 200, authorization: `Bearer ${current.accessToken}`, body: undefined }]);
      expect(await storedTokens()).toEqual(current);
      await panel.close();
    });

    it('on a 401 refreshes with the worker fingerprint, stores the rotated pair and reports signed in', async () => {
      const old = current;
      await storeTokens({ accessToken: 'not-a-valid-access-token', refreshToken: old.refreshToken });
      const panel = await openPanel();
      await panel.getByText(`${email} 계정으로 로그인되어 있습니다.`).waitFor();
      const stored = await poll(storedTokens, (pair) => pair?.refreshToken !== old.refreshToken);
      if (!stored) throw new Error('the worker stored no token pair');
      expect(stored.accessToken).not.toBe(old.accessToken);
      expect(stored.refreshToken).not.toBe(old.refreshToken);
      expect(await apiRequests()).toEqual([
        { method: 'GET', path: profilePath, status: 401, authorization: 'Bearer not-a-valid-access-token', body: undefined },
        { method: 'POST', path: refreshPath, status: 201, authorization: undefined, body: { deviceFingerprint: fingerprint, refreshToken: old.refreshToken } },
        { method: 'GET', path: profilePath, status: 200, authorization: `Bearer ${stored.accessToken}`, body: undefined },
      ]);
      // The new pair is the server's: it validates for the same user.
      expect(await client(stored).validate()).toEqual({ userId });
      current = stored;
      await panel.close();
    });

    it('clears the pair of a session signed out on the server, keeps the settings, and reports signed out', async () => {
      await client(current).logout();
      await storeTokens(current);
      const panel = await openPanel();
      await panel.getByRole('form', { name: '로그인' }).waitFor();
      expect(await apiRequests()).toEqual([
        { method: 'GET', path: profilePath, status: 401, authorization: `Bearer ${current.accessToken}`, body: undefined },
        { method: 'POST', path: refreshPath, status: 401, authorization: undefined, body: { deviceFingerprint: fingerprint, refreshToken: current.refreshToken } },
      ]);
      expect(await poll(() => readLocal('auth.tokens'), (value) => value === undefined)).toBeUndefined();
      expect(await readLocal('settings.language')).toEqual({ v: 1, value: 'ko' });
      await panel.close();
    });

    it('presenting a superseded refresh token makes the server revoke the family: tokens cleared, settings kept, signed out', async () => {
      const signedIn = await client().signIn({ email, password, deviceFingerprint: fingerprint });
      await storeTokens({ accessToken: 'not-a-valid-access-token', refreshToken: signedIn.refreshToken });
      const first = await openPanel();
      await first.getByText(`${email} 계정으로 로그인되어 있습니다.`).waitFor();
      const rotated = await poll(storedTokens, (pair) => pair?.refreshToken !== signedIn.refreshToken);
      if (!rotated) throw new Error('the worker stored no token pair');
      await first.close();
      // Another holder rotates the worker's token, then the worker comes back with the token before it.
      const latest = await client().refreshToken({ deviceFingerprint: fingerprint, refreshToken: rotated.refreshToken });
      observed.length = 0;
      await storeTokens({ accessToken: 'not-a-valid-access-token', refreshToken: signedIn.refreshToken });
      const panel = await openPanel();
      await panel.getByRole('form', { name: '로그인' }).waitFor();
      expect(await apiRequests()).toEqual([
        { method: 'GET', path: profilePath, status: 401, authorization: 'Bearer not-a-valid-access-token', body: undefined },
        { method: 'POST', path: refreshPath, status: 401, authorization: undefined, body: { deviceFingerprint: fingerprint, refreshToken: signedIn.refreshToken } },
      ]);
      expect(await poll(() => readLocal('auth.tokens'), (value) => value === undefined)).toBeUndefined();
      expect(await readLocal('settings.language')).toEqual({ v: 1, value: 'ko' });
      // The whole family is gone, also the newest pair.
      await expect(client().refreshToken({ deviceFingerprint: fingerprint, refreshToken: latest.refreshToken })).rejects.toMatchObject({ status: 401 });
      await expect(client(latest).validate()).rejects.toMatchObject({ status: 401 });
      await panel.close();
    });
  });
});

describe("Chrome's error console", () => {
  it('holds no runtime error of the extension after all of the above', async () => {
    const errors = await readExtensionErrors(ext.context, ext.extensionId);
    expect(errors.runtimeErrors).toEqual([]);
  });
});
