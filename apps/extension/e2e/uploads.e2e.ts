import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { nodeApiClient, signUpWithMailCode } from './support/account';
import { builtServerKey, freePort, type RunningApi, type ServerKey } from './support/api-server';
import { grantPassWithOps } from './support/pass';
import { DIST, launchExtension, PANEL_PATH, readExtensionErrors, type LoadedExtension } from './support/extension';
import { parseCsv } from './support/files';
import { HEADER, WIDE_PAGES, rows, startCrawlSite, wideRow, type CrawlSite } from './fixtures/crawl/crawl-site';
import { poll } from './support/poll';
import { startThrottleProxy, type ThrottleProxy } from './support/throttle-proxy';
import { ENDPOINTS, buildPath, type TokenPairResponse } from '@tablecrawler/contract';
import { startApiProcess } from '../../../tools/testing/api-process.cjs';
import { crawlEnd, download as downloadFrom, openAndChoose, startCrawl } from './support/crawl-panel';
import { stopServiceWorker } from './support/service-worker';

// "Save to my history" as a user lives it, against the real built API on PGlite, with a pass granted by the
// operator command: a 10-page crawl saved while signed out is refused and stays downloadable from the panel; signed
// in again, the retry made while the API is down waits; with the panel closed and the service worker stopped, the API
// comes back (same data dir) and the retry alarm alone gets the file there, exactly once. The site's /user/history,
// signed in as the same user, downloads it through its signed URL with the crawl's rows. Then the auto-save option,
// and an 18 MB save behind a throttled connection: the panel shows the real percentage, the API is killed while the
// bytes are in flight, restarted over the same data dir, and the file is stored once with the crawl's rows.

/** The API origin built into dist/ (VITE_API_BASE_URL's default); the browser's connections to it go to the test server. */
const API = 'http://localhost:3000';
const PAGES = 10;
const PER_PAGE = 10;

let ext: LoadedExtension;
let site: CrawlSite;
let api: RunningApi | undefined;
let serverKey: ServerKey;
let apiPort: number;
let dataDir: string;
let proxy: ThrottleProxy;

function running(): RunningApi {
  if (!api) throw new Error('the API is not running');
  return api;
}

const startApiHere = async (): Promise<RunningApi> =>
  (api = await startApiProcess({ port: apiPort, dataDir, env: { RSA_PRIVATE_KEY: serverKey.privatePem } }));

beforeAll(async () => {
  serverKey = builtServerKey(DIST);
  apiPort = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-ext-uploads-'));
  site = await startCrawlSite();
  const sitePort = new URL(site.origin).port;
  await startApiHere();
  // The browser reaches the API through a relay that can slow the upload down (the API keeps its port across restarts).
  proxy = await startThrottleProxy(apiPort);
  ext = await launchExtension({
    acceptLanguage: 'ko-KR,ko',
    mapHost: [
      { from: new URL(API).host, to: `127.0.0.1:${proxy.port}` },
      { from: `localhost:${sitePort}`, to: `127.0.0.1:${sitePort}` },
    ],
  });
});

afterAll(async () => {
  await ext?.close();
  await site?.close();
  await proxy?.close();
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function crawlTenPages(start = '/long?page=1', pages = PAGES): Promise<{ panel: Page; page: Page }> {
  const { panel, page } = await openAndChoose(ext, site.url(start));
  await startCrawl(panel, { pages });
  // The chosen table's card (crawlEnd's default): a fresh panel also shows the previous crawl in its last-crawl card.
  expect((await crawlEnd(panel)).status).toBe('finished');
  return { panel, page };
}

const panelFor = async (): Promise<Page> => {
  const panel = await ext.context.newPage();
  await panel.goto(ext.url(PANEL_PATH));
  return panel;
};

const csvRows = (bytes: Buffer): string[][] => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString('utf8'));
};

describe('saving a crawl to the history', () => {
  let email: string;
  let tokens: TokenPairResponse;
  let fingerprint: string;
  const password = 'UploadPassw0rd!';
  const signedInClient = () => nodeApiClient({ apiUrl: running().url, serverPublicKeyBase64: serverKey.publicKeyBase64, fingerprint, tokens });
  const storeTokens = (pair: TokenPairResponse | null): Promise<void> =>
    ext.serviceWorker.evaluate((value) => (value ? chrome.storage.local.set({ 'auth.tokens': { v: 1, value } }) : chrome.storage.local.remove('auth.tokens')), pair);

  beforeAll(async () => {
    const setup = await panelFor();
    const answer = (await setup.evaluate(() => chrome.runtime.sendMessage({ channel: 'tablecrawler', type: 'device.fingerprint', payload: {} }))) as { data: { fingerprint: string } };
    fingerprint = answer.data.fingerprint;
    await setup.close();
    email = `ext-upload-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const client = nodeApiClient({ apiUrl: running().url, serverPublicKeyBase64: serverKey.publicKeyBase64, fingerprint });
    tokens = await signUpWithMailCode(client, { dataDir, email, password, fingerprint });
    // The operator grants a pass (PGlite: one process at a time, so the helper stops the API for it and starts it again).
    api = await grantPassWithOps(running(), { email, days: 30, privatePem: serverKey.privatePem });
    // Signed in the way the panel's sign-in leaves it: the pair in the worker's token store.
    await storeTokens(tokens);
  });

  it('keeps a refused file downloadable, retries through an API outage and a stopped worker, stores it once, and the site downloads it', async () => {
    const { panel, page } = await crawlTenPages();
    const expected = [HEADER, ...rows(0, PAGES * PER_PAGE)];

    // Signed out after the crawl: the save is refused with the reason, and the file stays in the browser.
    await storeTokens(null);
    await panel.getByRole('button', { name: '내 기록에 저장' }).click();
    await panel.getByText('저장 대기열에 넣었습니다.', { exact: false }).waitFor();
    await panel.locator('[data-upload-state="refused"]').waitFor({ timeout: 30_000 });
    await panel.getByText('거부됨: 로그인이 필요합니다. 로그인한 뒤 다시 시도해 주세요.').waitFor();
    expect(csvRows(await downloadFrom(panel, '파일 받기', panel.locator('body')))).toEqual(expected);

    // Signed in again, retried while the API is down: a network failure, so the queue waits and tries again.
    await storeTokens(tokens);
    await running().stop();
    api = undefined;
    await panel.getByRole('button', { name: '다시 시도' }).click();
    await panel.locator('[data-upload-state="waiting"]').waitFor({ timeout: 30_000 });
    await panel.getByText(/^다시 시도 대기 중/).waitFor();

    // Nothing of ours is open and the worker is stopped: only the retry alarm can wake it.
    await panel.close();
    expect((await stopServiceWorker(ext, page, (states) => states.at(-1) === 'stopped')).at(-1)).toBe('stopped');
    await startApiHere();
    const arrived = await poll(() => signedInClient().listFiles({ page: 1, size: 20 }), (list) => list.data.total > 0, 90_000);
    expect(arrived.data.total).toBe(1);
    const host = `localhost:${new URL(site.origin).port}`;
    expect(arrived.data.items[0]).toMatchObject({ host, format: 'csv', rowCount: PAGES * PER_PAGE, pageCount: PAGES, sourceUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/long\?page=/) });

    // The panel shows it saved; the browser's copy is gone, the entry stays.
    const again = await panelFor();
    await again.locator('[data-upload-state="saved"]').waitFor();
    await again.getByText('저장됨', { exact: true }).waitFor();
    expect(await again.getByRole('button', { name: '파일 받기' }).count()).toBe(0);
    expect(await again.getByRole('link', { name: '사이트에서 내 기록 열기' }).getAttribute('href')).toBe(`${API}/user/history`);
    await again.close();

    // The site, as the same user, in English: sign in from the redirect, then download through the signed URL.
    const sitePage = await ext.context.newPage();
    await sitePage.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    await sitePage.goto(`${running().url}/user/history`);
    const signIn = sitePage.getByRole('form', { name: 'Sign in', exact: true });
    await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await sitePage.waitForURL(/\/user\/history/);
    const downloadButton = sitePage.getByRole('button', { name: `Download the ${host} file`, exact: true });
    await downloadButton.waitFor();
    const [download] = await Promise.all([sitePage.waitForEvent('download'), downloadButton.click()]);
    expect(download.url()).toMatch(new RegExp(`^${running().url}/`));
    expect(csvRows(fs.readFileSync(await download.path()))).toEqual(expected);
    // Still exactly one file once everything has settled (no late duplicate from a retry).
    expect((await signedInClient().listFiles({ page: 1, size: 20 })).data.total).toBe(1);
    await sitePage.close();
    await page.close();
  });

  it('saves every finished crawl automatically in the chosen format once the option is on', async () => {
    const options = await panelFor();
    await options.getByRole('combobox', { name: '자동 저장 형식' }).selectOption('xlsx');
    await options.getByRole('checkbox', { name: '끝난 크롤링을 모두 자동으로 저장' }).check();
    await poll(() => ext.serviceWorker.evaluate(async () => (await chrome.storage.local.get('uploads.autoSave'))['uploads.autoSave'] as unknown), (v) => JSON.stringify(v).includes('"enabled":true'));
    await options.close();

    const { panel, page } = await crawlTenPages();
    const list = await poll(() => signedInClient().listFiles({ page: 1, size: 20 }), (l) => l.data.total === 2, 30_000);
    expect(list.data.total).toBe(2);
    expect(list.data.items.find((item) => item.format === 'xlsx')).toMatchObject({ rowCount: PAGES * PER_PAGE, pageCount: PAGES });
    await panel.locator('[data-upload-state="saved"]').first().waitFor();
    await panel.close();
    await page.close();
  });

  it('shows the real percentage of an 18 MB save, and stores it once when the API is killed while its bytes are in flight', async () => {
    // Only the manual save this time: the auto-save of the previous case is turned off.
    const options = await panelFor();
    await options.getByRole('checkbox', { name: '끝난 크롤링을 모두 자동으로 저장' }).uncheck();
    await poll(() => ext.serviceWorker.evaluate(async () => (await chrome.storage.local.get('uploads.autoSave'))['uploads.autoSave'] as unknown), (v) => !JSON.stringify(v ?? {}).includes('"enabled":true'));
    await options.close();
    const before = (await signedInClient().listFiles({ page: 1, size: 20 })).data.total;
    const { pages, per } = WIDE_PAGES;
    const { panel, page } = await crawlTenPages('/wide?page=1', pages);
    const expected = [HEADER, ...Array.from({ length: pages * per }, (_, i) => wideRow(i))];
    // The list is newest first and still holds the saves of the cases before.
    const newest = panel.locator('li[data-upload-state]').first();
    const stateOfNewest = (state: string, timeoutMs: number) => poll(() => newest.getAttribute('data-upload-state'), (s) => s === state, timeoutMs);
    const bar = panel.locator('[data-upload-state="uploading"] progress');
    /** The bar's values while it shows, sampled every 100 ms, until `stop` holds for them. */
    const sample = async (stop: (seen: number[]) => boolean, timeoutMs: number): Promise<number[]> => {
      const seen: number[] = [];
      const deadline = Date.now() + timeoutMs;
      while (!stop(seen) && Date.now() < deadline) {
        const value = await bar.first().getAttribute('value', { timeout: 1000 }).catch(() => null);
        if (value !== null && Number(value) !== seen.at(-1)) seen.push(Number(value));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return seen;
    };
    const rising = (seen: number[]): boolean => seen.every((v, i) => i === 0 || v > (seen[i - 1] ?? 0));

    // About 2 MB/s to the API: the bar fills step by step, with the percentage beside it.
    proxy.setUploadRate(2 * 1024 * 1024);
    await panel.getByRole('button', { name: '내 기록에 저장' }).click();
    const firstAttempt = await sample((seen) => seen.length >= 3 && (seen.at(-1) ?? 0) > 0, 60_000);
    await panel.getByText(/^올리는 중 \d+%$/).first().waitFor({ timeout: 1000 });
    expect(firstAttempt.length).toBeGreaterThanOrEqual(3);
    expect(rising(firstAttempt)).toBe(true);
    expect(firstAttempt.at(-1)).toBeLessThan(1);

    // Killed while the bytes are in flight (no graceful close), then started again over the same data dir.
    const killed = running();
    api = undefined;
    process.kill(killed.pid ?? -1, 'SIGKILL');
    expect(await stateOfNewest('waiting', 30_000)).toBe('waiting');
    await startApiHere();

    // The retry sends it all again behind the same slow line; the bar rises to the end and the entry is saved.
    proxy.setUploadRate(4 * 1024 * 1024);
    const retry = await sample((seen) => seen.length >= 3 && (seen.at(-1) ?? 0) >= 0.9, 120_000);
    expect(retry.length).toBeGreaterThanOrEqual(3);
    expect(rising(retry)).toBe(true);
    proxy.setUploadRate(null);
    expect(await stateOfNewest('saved', 60_000)).toBe('saved');

    const list = await signedInClient().listFiles({ page: 1, size: 20 });
    expect(list.data.total).toBe(before + 1);
    const saved = list.data.items.find((item) => item.rowCount === pages * per);
    expect(saved).toMatchObject({ format: 'csv', rowCount: pages * per, pageCount: pages });
    // An empty JSON body: from Node, axios would label a body-less POST as a form, which the API refuses (415).
    const access = await signedInClient().http.post<{ data: { signedUrl: string } }>(buildPath(ENDPOINTS.requestFileAccessUrl.path, { fileId: saved?.id ?? '' }), {});
    const file = Buffer.from(await (await fetch(new URL(access.data.data.signedUrl, running().url))).arrayBuffer());
    expect(file.length).toBeGreaterThan(15 * 1024 * 1024);
    expect(csvRows(file)).toEqual(expected);
    expect((await signedInClient().listFiles({ page: 1, size: 20 })).data.total).toBe(before + 1);
    await panel.close();
    await page.close();
  });

  it("leaves no runtime error in Chrome's error console (failed attempts are states, not errors)", async () => {
    expect((await readExtensionErrors(ext.context, ext.extensionId)).runtimeErrors).toEqual([]);
  });
});
