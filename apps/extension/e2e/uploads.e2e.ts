import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { nodeApiClient, signUpWithMailCode } from './support/account';
import { builtServerKey, freePort, REPO_ROOT, type RunningApi, type ServerKey } from './support/api-server';
import { DIST, launchExtension, PANEL_PATH, type LoadedExtension } from './support/extension';
import { parseCsv } from './support/files';
import { HEADER, rows, startCrawlSite, type CrawlSite } from './fixtures/crawl/crawl-site';
import { startApiProcess } from '../../../tools/testing/api-process.cjs';

// "Save to my history" as a user lives it, against the real built API on PGlite: a 10-page crawl saved without a
// pass is refused with the server's reason and kept; the pass is granted with the operator command; the retry made
// while the API is down waits, and once the API is back (same data dir) the file arrives exactly once. Then the
// site's /user/history, signed in as the same user, downloads it through its signed URL with the crawl's rows.

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
  ext = await launchExtension({
    acceptLanguage: 'ko-KR,ko',
    mapHosts: [
      { from: new URL(API).host, to: `127.0.0.1:${apiPort}` },
      { from: `localhost:${sitePort}`, to: `127.0.0.1:${sitePort}` },
    ],
  });
});

afterAll(async () => {
  await ext?.close();
  await site?.close();
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The operator command (`npm run ops -- grant-pass`, here the built apps/api/dist/ops.mjs) over the stopped API's data dir. */
function grantPass(email: string): void {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps', 'api', 'dist', 'ops.mjs'), 'grant-pass', '--email', email, '--days', '30', '--reason', 'extension upload e2e'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, RSA_PRIVATE_KEY: serverKey.privatePem, PUBLIC_URL: `http://127.0.0.1:${apiPort}`, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`grant-pass failed (${result.status}): ${result.stderr}${result.stdout}`);
}

async function crawlTenPages(): Promise<{ panel: Page; page: Page }> {
  const opened = ext.context.waitForEvent('page');
  const tabId = await ext.serviceWorker.evaluate(async (url) => (await chrome.tabs.create({ url })).id ?? -1, site.url('/long?page=1'));
  const page = await opened;
  await page.waitForLoadState('load');
  await ext.clickAction(page);
  const panel = await ext.context.newPage();
  await panel.goto(ext.url(`${PANEL_PATH}?tabId=${tabId}`));
  await panel.getByRole('button', { name: '표 찾기' }).click();
  await panel.getByRole('list', { name: '페이지의 표 후보' }).getByRole('button').first().click();
  await panel.getByRole('button', { name: '수집 시작' }).waitFor();
  await panel.getByRole('checkbox', { name: '마지막 페이지까지' }).uncheck();
  await panel.getByRole('spinbutton', { name: '페이지 수' }).fill(String(PAGES));
  await panel.getByRole('spinbutton', { name: '페이지 사이 대기(초)' }).fill('0');
  await panel.getByRole('spinbutton', { name: '무작위 추가 대기 최대(초)' }).fill('0');
  await panel.getByRole('button', { name: '수집 시작' }).click();
  await panel.locator('[data-crawl-status="finished"]').waitFor({ timeout: 90_000 });
  return { panel, page };
}

const entryState = (panel: Page): Promise<string | null> => panel.locator('[data-upload-state]').first().getAttribute('data-upload-state');

describe('saving a crawl to the history', () => {
  it('refuses without a pass (file kept), waits while the API is down, arrives once after the restart, and downloads from /user/history with the crawl rows', async () => {
    const setup = await ext.context.newPage();
    await setup.goto(ext.url(PANEL_PATH));
    const answer = (await setup.evaluate(() => chrome.runtime.sendMessage({ channel: 'tablecrawler', type: 'device.fingerprint', payload: {} }))) as { data: { fingerprint: string } };
    const fingerprint = answer.data.fingerprint;
    await setup.close();
    const email = `ext-upload-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = 'UploadPassw0rd!';
    const client = nodeApiClient({ apiUrl: running().url, serverPublicKeyBase64: serverKey.publicKeyBase64, fingerprint });
    const tokens = await signUpWithMailCode(client, { dataDir, email, password, fingerprint });
    // Signed in the way the panel's sign-in leaves it: the pair in the worker's token store.
    await ext.serviceWorker.evaluate((value) => chrome.storage.local.set({ 'auth.tokens': { v: 1, value } }), tokens);

    const { panel } = await crawlTenPages();
    await panel.getByRole('button', { name: '내 기록에 저장' }).click();
    await panel.getByText('저장 대기열에 넣었습니다.', { exact: false }).waitFor();
    // No pass yet: the server refuses a 10-page file; the panel shows why and keeps the file.
    await panel.locator('[data-upload-state="refused"]').waitFor({ timeout: 30_000 });
    await panel.getByText('거부됨: 여러 페이지를 크롤링하려면 이용권이 필요합니다.').waitFor();
    await panel.getByRole('button', { name: '파일 받기' }).waitFor();

    // The operator grants a pass (PGlite: one process at a time, so the API is stopped for it).
    await running().stop();
    api = undefined;
    grantPass(email);

    // Retried while the API is down: a network failure, so the queue waits and tries again.
    await panel.getByRole('button', { name: '다시 시도' }).click();
    await panel.locator('[data-upload-state="waiting"]').waitFor({ timeout: 30_000 });
    await panel.getByText(/^다시 시도 대기 중/).waitFor();

    await startApiHere();
    await panel.locator('[data-upload-state="saved"]').waitFor({ timeout: 60_000 });
    expect(await entryState(panel)).toBe('saved');
    // Once saved, the browser's copy is gone and the entry stays in the list.
    expect(await panel.getByRole('button', { name: '파일 받기' }).count()).toBe(0);

    const host = `localhost:${new URL(site.origin).port}`;
    const listFiles = () => nodeApiClient({ apiUrl: running().url, serverPublicKeyBase64: serverKey.publicKeyBase64, fingerprint, tokens }).listFiles({ page: 1, size: 20 });
    const listed = await listFiles();
    expect(listed.data.total).toBe(1);
    expect(listed.data.items[0]).toMatchObject({ host, format: 'csv', rowCount: PAGES * PER_PAGE, pageCount: PAGES, sourceUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/long\?page=/) });

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
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(bytes.subarray(3).toString('utf8'))).toEqual([HEADER, ...rows(0, PAGES * PER_PAGE)]);

    // Exactly one file, also after everything settled (no late duplicate from a retry).
    expect((await listFiles()).data.total).toBe(1);
    await sitePage.close();
    await panel.close();
  });
});
