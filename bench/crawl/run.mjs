// Crawl benchmark: the built extension crawls a local board (a "다음" link per page) through its own panel, as a user
// does. Prints (1) the per-page overhead: crawl time per page minus the page's own load time (the same pages opened
// one after another in a plain tab, in the same run) with the delay set to 0; target < 50 ms; (2) that a 200-page crawl
// ends with every row; (3) the JS heap of the panel and the service worker after a 100,000-row crawl (target < 150 MB
// each). Multi-page crawls need an account with a pass: the bench starts the built API (fresh PGlite data), signs a
// user up, grants a pass with the operator command and signs in through the panel.
// Usage: node bench/crawl/run.mjs (repository root; needs /usr/bin/chromium, npx nx run extension:build and api:build).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const dist = path.join(root, 'apps', 'extension', 'dist');
const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../tools/testing/chromium.cjs');
const { freePort, startApiProcess } = require('../../tools/testing/api-process.cjs');
const { signUpViaApi } = require('../../tools/testing/api-user.cjs');
const { grantPassWithOps, signInInPanel } = require('../../tools/testing/pass.cjs');
const { findServerKey } = require('../../tools/testing/server-key.cjs');
const PANEL = 'src/panel/index.html';
const fmt = (n, d = 1) => n.toFixed(d);
const MB = 1024 * 1024;

function board(url) {
  const n = Number(url.searchParams.get('page') ?? 1);
  const per = Number(url.searchParams.get('per') ?? 20);
  const pages = Number(url.searchParams.get('pages') ?? 200);
  const rows = Array.from({ length: per }, (_, k) => {
    const i = (n - 1) * per + k;
    return `<tr><td>${i + 1}</td><td>게시글 제목 ${i + 1}</td><td>작성자 ${i % 97}</td><td>2026-11-${String((i % 28) + 1).padStart(2, '0')}</td></tr>`;
  }).join('');
  const next = n < pages ? `<a href="/list?page=${n + 1}&per=${per}&pages=${pages}">다음</a>` : '';
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>게시판</title></head><body><h1>게시판</h1><table><thead><tr><th>번호</th><th>제목</th><th>작성자</th><th>날짜</th></tr></thead><tbody>${rows}</tbody></table><div class="paging">${next}</div></body></html>`;
}

/** The service worker's used JS heap through CDP (Runtime.getHeapUsage on its target, after a GC). */
async function workerHeapUsage(context, extensionId) {
  const browser = await context.browser().newBrowserCDPSession();
  try {
    const { targetInfos } = await browser.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${extensionId}/`));
    if (!target) return null;
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    let id = 0;
    const call = (method, params = {}) =>
      new Promise((resolve) => {
        const mine = ++id;
        const onMessage = ({ sessionId: from, message }) => {
          const reply = JSON.parse(message);
          if (from !== sessionId || reply.id !== mine) return;
          browser.off('Target.receivedMessageFromTarget', onMessage);
          resolve(reply.result);
        };
        browser.on('Target.receivedMessageFromTarget', onMessage);
        void browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: mine, method, params }) });
      });
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return usage?.usedSize ?? null;
  } finally {
    await browser.detach();
  }
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'manifest.json'))) throw new Error('build the extension first: npx nx run extension:build');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname !== '/list') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(board(url));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  // Opened as localhost: the extension's http://localhost/* grant stands for the user's "Allow" (no prompt headless).
  const origin = `http://localhost:${port}`;
  // The API the extension was built for (localhost:3000, the build's server key), on a free port.
  const privatePem = findServerKey()?.privatePem;
  if (!privatePem) throw new Error('no server key: build the extension first');
  const apiEnv = { RSA_PRIVATE_KEY: privatePem };
  let api = await startApiProcess({ port: await freePort(), env: apiEnv, dataDirPrefix: 'tablecrawler-bench-crawl-api-' });
  const user = await signUpViaApi(api, { serverPrivateKeyPem: privatePem });
  api = await grantPassWithOps(api, { email: user.email, days: 7, env: apiEnv });
  const apiPort = new URL(api.url).port;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-bench-crawl-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    acceptDownloads: true,
    args: [
      `--disable-extensions-except=${dist}`,
      `--load-extension=${dist}`,
      '--accept-lang=ko-KR,ko',
      `--host-resolver-rules=MAP localhost:${port} 127.0.0.1:${port},MAP localhost:3000 127.0.0.1:${apiPort}`,
      '--js-flags=--expose-gc',
      ...CHROMIUM_ARGS,
    ],
  });
  try {
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/service-worker-loader.js')) ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const signIn = await context.newPage();
    await signIn.goto(`chrome-extension://${extensionId}/${PANEL}`);
    await signInInPanel(signIn, user);
    await signIn.close();

    const crawl = async (pages, per) => {
      const start = `${origin}/list?page=1&per=${per}&pages=${pages}`;
      const opened = context.waitForEvent('page');
      const tabId = await worker.evaluate(async (url) => (await chrome.tabs.create({ url })).id, start);
      const page = await opened;
      await page.waitForLoadState('load');
      const panel = await context.newPage();
      await panel.goto(`chrome-extension://${extensionId}/${PANEL}?tabId=${tabId}`);
      await panel.getByRole('button', { name: '표 찾기' }).click();
      await panel.getByRole('list', { name: '페이지의 표 후보' }).getByRole('button').first().click();
      await panel.getByRole('checkbox', { name: '마지막 페이지까지' }).check();
      await panel.getByRole('spinbutton', { name: '페이지 사이 대기(초)' }).fill('0');
      await panel.getByRole('spinbutton', { name: '무작위 추가 대기 최대(초)' }).fill('0');
      await panel.getByRole('button', { name: '수집 시작' }).click();
      await panel.locator('[data-crawl-status="finished"], [data-crawl-status="failed"]').waitFor({ timeout: 30 * 60_000 });
      const snapshot = await panel.evaluate(async () => (await chrome.runtime.sendMessage({ channel: 'tablecrawler', type: 'crawl.status', payload: {} })).data);
      // The panel's shown row count (the live preview) must match what the worker stored.
      await panel.locator(`[data-testid="row-count"][data-total="${snapshot.rowCount}"]`).waitFor({ timeout: 120_000 });
      return { page, panel, snapshot, start };
    };

    // (1) + (2): 200 pages of 20 rows, then the same pages loaded plainly one after another.
    const PAGES = 200;
    const PER = 20;
    const a = await crawl(PAGES, PER);
    const plain = await context.newPage();
    const t0 = performance.now();
    for (let n = 1; n <= PAGES; n += 1) await plain.goto(`${origin}/list?page=${n}&per=${PER}&pages=${PAGES}`, { waitUntil: 'load' });
    const floorPerPage = (performance.now() - t0) / PAGES;
    await plain.close();
    const perPage = a.snapshot.elapsedMs / a.snapshot.pagesDone;
    console.log(`200-page crawl: ${a.snapshot.status} (${a.snapshot.stopReason}), ${a.snapshot.pagesDone} pages, ${a.snapshot.rowCount} rows of ${PAGES * PER} expected — ${a.snapshot.rowCount === PAGES * PER && a.snapshot.pagesDone === PAGES ? 'every row' : 'ROWS MISSING'}`);
    console.log(`time per page: crawl ${fmt(perPage)} ms, plain page load ${fmt(floorPerPage)} ms (same pages, same run, delay 0)`);
    console.log(`per-page overhead: ${fmt(perPage - floorPerPage)} ms (target < 50 ms); crawl/plain ratio ${fmt(perPage / floorPerPage, 2)}×`);
    await a.panel.close();
    await a.page.close();

    // (3): 200 pages of 500 rows = 100,000 rows; heap of the panel (CDP) and of the worker after a GC.
    const b = await crawl(200, 500);
    const cdp = await context.newCDPSession(b.panel);
    await cdp.send('HeapProfiler.collectGarbage');
    const panelHeap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const workerHeap = await workerHeapUsage(context, extensionId);
    console.log(`100,000-row crawl: ${b.snapshot.status}, ${b.snapshot.rowCount} rows in ${fmt(b.snapshot.elapsedMs / 1000)} s`);
    console.log(`JS heap after it: panel ${fmt(panelHeap / MB)} MB (target < 150 MB, ratio to target ${fmt(panelHeap / (150 * MB), 2)}), worker ${workerHeap === null ? 'not reported' : `${fmt(workerHeap / MB)} MB (ratio to target ${fmt(workerHeap / (150 * MB), 2)})`}`);
  } finally {
    await context.close();
    server.close();
    await api.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
