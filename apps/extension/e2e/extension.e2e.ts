import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { DIST, launchExtension, PANEL_PATH, readExtensionErrors, type LoadedExtension } from './support/extension';
import { startFixtureServer, type FixtureServer } from './support/fixture-server';
import { poll } from './support/poll';

const API = 'http://localhost:3000';
const CHANNEL = 'tablecrawler';

let ext: LoadedExtension;
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
  fixtures = await startFixtureServer();
  ext = await launchExtension({ acceptLanguage: 'ko-KR,ko' });
  // Open the fixture through the extension so that its tab id is known (tabs.query by URL needs the "tabs" permission).
  const opened = ext.context.waitForEvent('page');
  fixtureTabId = await ext.serviceWorker.evaluate(async (url) => (await chrome.tabs.create({ url })).id ?? -1, fixtures.url('two-tables.html'));
  fixturePage = await opened;
  await fixturePage.waitForLoadState('load');
});

afterAll(async () => {
  await ext?.close();
  await fixtures?.close();
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
    expect(manifest.permissions?.sort()).toEqual(['activeTab', 'scripting', 'sidePanel', 'storage']);
    expect(manifest.host_permissions).toEqual(['http://localhost/*']);
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
  it('renders in Korean for a Korean browser, signed out with a link to the site sign-in page', async () => {
    const panel = await openPanel();
    expect(await panel.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await panel.title()).toBe('표 크롤러');
    await expect(panel.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('표 크롤러');
    await panel.getByText('로그인되어 있지 않습니다.').waitFor();
    expect(await panel.getByRole('link', { name: '사이트에서 로그인하기' }).getAttribute('href')).toBe(`${API}/signin`);
    // Opened as a tab, the panel's own tab is the active one: an extension page cannot be scanned.
    await panel.getByText(/이 페이지에서는 표를 찾을 수 없습니다/).waitFor();
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
    await panel.getByText('You are not signed in.').waitFor();
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

  describe('session through the api-client and the chrome.storage token store', () => {
    // The API is not part of this project's test: its answers are played by routing the worker's requests.
    const requests: { method: string; path: string; authorization?: string; body?: unknown }[] = [];
    const record = (request: Request): void => {
      requests.push({
        method: request.method(),
        path: new URL(request.url()).pathname,
        authorization: request.headers()['authorization'],
        body: request.postData() ? (JSON.parse(request.postData() ?? '') as unknown) : undefined,
      });
    };
    const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
    const unauthorized = json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });

    afterEach(async () => {
      await ext.context.unrouteAll();
      requests.length = 0;
      await ext.serviceWorker.evaluate(() => chrome.storage.local.remove('auth.tokens'));
    });

    it('reads the stored pair, refreshes it with the fingerprint, stores the new pair and reports signed in', async () => {
      await ext.serviceWorker.evaluate(() => chrome.storage.local.set({ 'auth.tokens': { v: 1, value: { accessToken: 'access-1', refreshToken: 'refresh-1' } } }));
      await ext.context.route(`${API}/users/v1/auth/**`, async (route) => {
        record(route.request());
        const { pathname } = new URL(route.request().url());
        const auth = route.request().headers()['authorization'];
        if (pathname.endsWith('/token/refresh')) return route.fulfill(json(201, { accessToken: 'access-2', refreshToken: 'refresh-2' }));
        return route.fulfill(auth === 'Bearer access-2' ? json(200, { userId: 'user-1' }) : unauthorized);
      });
      const panel = await openPanel();
      await panel.getByText('로그인되어 있습니다.').waitFor();
      const fingerprint = ((await send(panel, 'device.fingerprint')) as { data: { fingerprint: string } }).data.fingerprint;
      expect(requests).toEqual([
        { method: 'GET', path: '/users/v1/auth/validate', authorization: 'Bearer access-1', body: undefined },
        { method: 'POST', path: '/users/v1/auth/token/refresh', authorization: undefined, body: { deviceFingerprint: fingerprint, refreshToken: 'refresh-1' } },
        { method: 'GET', path: '/users/v1/auth/validate', authorization: 'Bearer access-2', body: undefined },
      ]);
      expect(await readLocal('auth.tokens')).toEqual({ v: 1, value: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
      await panel.close();
    });

    it('clears the stored pair when the refresh fails, keeps the settings, and reports signed out', async () => {
      await ext.serviceWorker.evaluate(() => chrome.storage.local.set({ 'auth.tokens': { v: 1, value: { accessToken: 'stale', refreshToken: 'revoked' } } }));
      await ext.context.route(`${API}/users/v1/auth/**`, async (route) => {
        record(route.request());
        return route.fulfill(unauthorized);
      });
      const panel = await openPanel();
      await panel.getByText('로그인되어 있지 않습니다.').waitFor();
      expect(requests.map((r) => r.path)).toEqual(['/users/v1/auth/validate', '/users/v1/auth/token/refresh']);
      expect(await readLocal('auth.tokens')).toBeUndefined();
      expect(await readLocal('settings.language')).toEqual({ v: 1, value: 'ko' });
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
