// Crawl benchmark: the built extension crawls a local board (a "다음" link per page) through its own panel, as a user
// does. Prints (1) the per-page overhead: crawl time per page minus the page's own load time (the same pages opened
// one after another in a plain tab, in the same run) with the delay set to 0; target < 50 ms; (2) that a 200-page crawl
// ends with every row; (3) during and after a 100,000-row crawl: the JS heap of the panel and the service worker
// (target < 150 MB each) and how the panel's preview answers scrolling meanwhile (wheel input latency through CDP and
// frame times). Usage: node bench/crawl/run.mjs (repository root; needs /usr/bin/chromium and
// npx nx run extension:build and api:build). BENCH_CRAWL_PAGES / BENCH_CRAWL_BIG_PER change the sizes (default 200 and 500).
// Multi-page crawls need an account with a pass: the bench starts the built API (fresh PGlite data), signs a user up,
// grants a pass with the operator command and signs in through the panel.
// BENCH_CRAWL_PROFILE=<file.cpuprofile> also records a CPU profile of the panel (CDP Profiler) for 30 s in the middle of
// the 100,000-row crawl (no wheel events meanwhile, so the latency figures stay unprofiled) and prints where its main
// thread's time went.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import { fmt, launchWithExtension, MB, openTabAndPanel, PANEL, pageHeapUsage, percentile, serve, workerHeapUsage } from '../support/extension.mjs';

const require = createRequire(import.meta.url);
const { freePort, startApiProcess } = require('../../tools/testing/api-process.cjs');
const { signUpViaApi } = require('../../tools/testing/api-user.cjs');
const { grantPassWithOps, signInInPanel } = require('../../tools/testing/pass.cjs');
const { findServerKey } = require('../../tools/testing/server-key.cjs');

const PAGES = Number(process.env.BENCH_CRAWL_PAGES ?? 200);
const PER = 20;
const BIG_PER = Number(process.env.BENCH_CRAWL_BIG_PER ?? 500);
const HEAP_TARGET = 150 * MB;
const PROFILE = process.env.BENCH_CRAWL_PROFILE;
/** The built content script, as the service worker injects it (platform/scripting.ts). */
const CONTENT_FILE = 'src/content/content-script.js';

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

const status = (panel) => panel.evaluate(async () => (await chrome.runtime.sendMessage({ channel: 'tablecrawler', type: 'crawl.status', payload: {} })).data);

/**
 * Scrolls the panel's preview with the mouse wheel (CDP Input.dispatchMouseEvent, which answers once the panel has
 * handled the event) while a frame recorder runs in the panel: per wheel event the round trip, per frame its interval.
 */
async function scrollPreview(context, panel, wheels = 12) {
  const grid = panel.getByTestId('preview-grid');
  const box = await grid.boundingBox();
  if (!box) return null;
  const cdp = await context.newCDPSession(panel);
  try {
    await panel.evaluate(() => {
      const frames = [];
      let last = performance.now();
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (window.__benchFrames === frames) requestAnimationFrame(tick);
      };
      window.__benchFrames = frames;
      requestAnimationFrame(tick);
    });
    const latencies = [];
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    for (let i = 0; i < wheels; i += 1) {
      const t0 = performance.now();
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY: i % 4 === 3 ? -600 : 400 });
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
    const frames = await panel.evaluate(() => {
      const f = window.__benchFrames;
      window.__benchFrames = null;
      return f.slice(1);
    });
    return { latencies, frames };
  } finally {
    await cdp.detach();
  }
}

/**
 * Where a crawl step's time goes, measured in the service worker with the calls the runner makes, on `steps` pages of
 * the board after a crawl (its stored fingerprint): tab load, content-script injection, the read and the advance
 * (message round trips with the content script's work), and an IndexedDB write of a page like the runner's.
 */
async function phases(ext, tabId, url, steps) {
  return ext.worker.evaluate(
    async ({ tabId, url, steps, contentFile }) => {
      const idb = await new Promise((resolve, reject) => {
        const open = indexedDB.open('tablecrawler-crawl');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const record = await new Promise((resolve) => {
        const req = idb.transaction('crawls').objectStore('crawls').index('startedAt').openCursor(null, 'prev');
        req.onsuccess = () => resolve(req.result.value);
      });
      const query = { fingerprint: record.target.fingerprint, mode: 'next', nextSelector: null, urlPattern: null };
      const send = async (type, payload) => {
        const reply = await chrome.tabs.sendMessage(tabId, { channel: 'tablecrawler', type, payload }, { frameId: 0 });
        if (!reply?.ok) throw new Error(`${type}: ${JSON.stringify(reply)}`);
        return reply.data;
      };
      const times = { load: [], inject: [], read: [], advance: [], store: [] };
      const loaded = () =>
        new Promise((resolve) => {
          const on = (id, change) => {
            if (id !== tabId || change.status !== 'complete') return;
            chrome.tabs.onUpdated.removeListener(on);
            resolve();
          };
          chrome.tabs.onUpdated.addListener(on);
        });
      let next = url;
      for (let i = 0; i < steps; i += 1) {
        let t = performance.now();
        const done = loaded();
        await chrome.tabs.update(tabId, { url: next });
        await done;
        times.load.push(performance.now() - t);
        t = performance.now();
        await chrome.scripting.executeScript({ target: { tabId, allFrames: true }, files: [contentFile] });
        times.inject.push(performance.now() - t);
        t = performance.now();
        const read = await send('crawl.read', query);
        times.read.push(performance.now() - t);
        t = performance.now();
        const advance = await send('crawl.advance', { ...query, timeoutMs: 15000 });
        times.advance.push(performance.now() - t);
        t = performance.now();
        await new Promise((resolve, reject) => {
          const tx = idb.transaction(['crawls', 'pages'], 'readwrite');
          tx.objectStore('pages').put({ crawlId: 'bench-phases', page: i + 1, rows: read.table.rows });
          tx.objectStore('crawls').put({ ...record, id: 'bench-phases' });
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        times.store.push(performance.now() - t);
        if (advance.kind !== 'navigate') break;
        next = advance.url;
      }
      idb.close();
      return times;
    },
    { tabId, url, steps, contentFile: CONTENT_FILE },
  );
}

/** Self time per function (name and file:line) of a CDP CPU profile, highest first, and the profile's total. */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byNode.get(profile.samples[i]);
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split("/").pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`.trim();
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const total = (profile.endTime - profile.startTime) / 1000;
  return { total, top: [...self.entries()].sort((a, b) => b[1] - a[1]) };
}

async function main() {
  const site = await serve((url, res) => {
    if (url.pathname !== '/list') return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(board(url));
  });
  // Opened as localhost: the extension's http://localhost/* grant stands for the user's "Allow" (no prompt headless).
  const origin = `http://localhost:${site.port}`;
  // The API the extension was built for (localhost:3000, the build's server key), on a free port.
  const privatePem = findServerKey()?.privatePem;
  if (!privatePem) throw new Error('no server key: build the extension first');
  const apiEnv = { RSA_PRIVATE_KEY: privatePem };
  let api = await startApiProcess({ port: await freePort(), env: apiEnv, dataDirPrefix: 'tablecrawler-bench-crawl-api-' });
  const user = await signUpViaApi(api, { serverPrivateKeyPem: privatePem });
  api = await grantPassWithOps(api, { email: user.email, days: 7, env: apiEnv });
  const apiPort = new URL(api.url).port;
  const ext = await launchWithExtension({
    name: 'bench-crawl',
    args: [`--host-resolver-rules=MAP localhost:${site.port} 127.0.0.1:${site.port},MAP localhost:3000 127.0.0.1:${apiPort}`],
  });
  const { context } = ext;
  try {
    const signIn = await context.newPage();
    await signIn.goto(`chrome-extension://${ext.extensionId}/${PANEL}`);
    await signInInPanel(signIn, user);
    await signIn.close();
    /** Crawls `pages` pages of `per` rows until the end; `during(panel)` runs every second while it runs. */
    const crawl = async (pages, per, during) => {
      const start = `${origin}/list?page=1&per=${per}&pages=${pages}`;
      const { tabId, page, panel } = await openTabAndPanel(ext, start);
      await panel.getByRole('button', { name: '표 찾기' }).click();
      await panel.getByRole('list', { name: '페이지의 표 후보' }).getByRole('button').first().click();
      await panel.getByRole('checkbox', { name: '마지막 페이지까지' }).check();
      await panel.getByRole('spinbutton', { name: '페이지 사이 대기(초)' }).fill('0');
      await panel.getByRole('spinbutton', { name: '무작위 추가 대기 최대(초)' }).fill('0');
      await panel.getByRole('button', { name: '수집 시작' }).click();
      // The chosen table's crawl section, not the panel's last-crawl card (which shows the previous crawl, finished,
      // until this one is on screen).
      const ended = panel.locator('section[aria-labelledby="crawl-heading"]').locator('[data-crawl-status="finished"], [data-crawl-status="failed"]');
      const deadline = Date.now() + 30 * 60_000;
      while (!(await ended.count())) {
        if (Date.now() > deadline) throw new Error('the crawl did not end within 30 minutes');
        if (during) await during(panel);
        await new Promise((r) => setTimeout(r, 1000));
      }
      const snapshot = await status(panel);
      // The panel's shown row count (the live preview) must match what the worker stored.
      await panel.locator(`[data-testid="row-count"][data-total="${snapshot.rowCount}"]`).waitFor({ timeout: 120_000 });
      return { tabId, page, panel, snapshot };
    };

    // (1) + (2): PAGES pages of 20 rows, then the same pages loaded plainly one after another.
    const a = await crawl(PAGES, PER);
    const plain = a.page;
    const t0 = performance.now();
    for (let n = 1; n <= PAGES; n += 1) await plain.goto(`${origin}/list?page=${n}&per=${PER}&pages=${PAGES}`, { waitUntil: 'load' });
    const floorPerPage = (performance.now() - t0) / PAGES;
    const perPage = a.snapshot.elapsedMs / a.snapshot.pagesDone;
    console.log(`Crawl benchmark — Chromium ${context.browser().version()}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
    console.log(`${PAGES}-page crawl: ${a.snapshot.status} (${a.snapshot.stopReason}), ${a.snapshot.pagesDone} pages, ${a.snapshot.rowCount} rows of ${PAGES * PER} expected — ${a.snapshot.rowCount === PAGES * PER && a.snapshot.pagesDone === PAGES ? 'every row' : 'ROWS MISSING'}`);
    console.log(`time per page: crawl ${fmt(perPage)} ms, plain page load ${fmt(floorPerPage)} ms (same pages, same run, delay 0)`);
    console.log(`per-page overhead: ${fmt(perPage - floorPerPage)} ms (target < 50 ms ${perPage - floorPerPage < 50 ? 'PASS' : 'MISS'}); crawl/plain ratio ${fmt(perPage / floorPerPage, 2)}×`);
    const p = await phases(ext, a.tabId, `${origin}/list?page=1&per=${PER}&pages=${PAGES}`, 30);
    const mid = (xs) => percentile(xs, 50);
    const work = mid(p.inject) + mid(p.read) + mid(p.advance) + mid(p.store);
    console.log(
      `where a step's time goes (medians of ${p.load.length} pages, from the worker): load ${fmt(mid(p.load))} ms; crawl work ${fmt(work)} ms = injection after the load ${fmt(mid(p.inject))} (a crawl registers the script for its origin instead: Chrome injects it during the load) + read ${fmt(mid(p.read))} + advance ${fmt(mid(p.advance))} + IndexedDB page write ${fmt(mid(p.store))} ms`,
    );
    await a.panel.close();
    await a.page.close();

    // (3): PAGES pages of BIG_PER rows (100,000 by default): heaps sampled during the crawl and after it, and the
    // preview scrolled with the wheel every few seconds while the crawl runs.
    const heaps = { panel: [], worker: [] };
    const latencies = [];
    const frames = [];
    let tick = 0;
    let profiler = null;
    const during = async (panel) => {
      tick += 1;
      if (PROFILE && tick === 20) {
        profiler = await context.newCDPSession(panel);
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
        await profiler.send('Profiler.start');
      }
      if (profiler && tick === 50) {
        const { profile } = await profiler.send('Profiler.stop');
        await profiler.detach();
        profiler = null;
        fs.writeFileSync(PROFILE, JSON.stringify(profile));
        const { total, top } = selfTimes(profile);
        const busy = top.filter(([k]) => k !== '(idle)' && k !== '(program)').reduce((sum, [, ms]) => sum + ms, 0);
        console.log(`panel CPU profile over ${fmt(total)} ms of the crawl (${PROFILE}): JS ${fmt(busy)} ms; top self times:`);
        for (const [name, ms] of top.slice(0, 15)) console.log(`  ${fmt(ms)} ms  ${name}`);
      }
      if (profiler || tick % 3 !== 0) return;
      const scrolled = await scrollPreview(context, panel);
      if (scrolled) {
        latencies.push(...scrolled.latencies);
        frames.push(...scrolled.frames);
      }
      if (tick % 9 === 0) {
        heaps.panel.push(await pageHeapUsage(context, panel));
        const w = await workerHeapUsage(ext);
        if (w !== null) heaps.worker.push(w);
      }
    };
    const b = await crawl(PAGES, BIG_PER, during);
    const after = await scrollPreview(context, b.panel);
    heaps.panel.push(await pageHeapUsage(context, b.panel));
    const workerAfter = await workerHeapUsage(ext);
    if (workerAfter !== null) heaps.worker.push(workerAfter);
    const peak = (xs) => (xs.length ? Math.max(...xs) : NaN);
    const panelPeak = peak(heaps.panel);
    const workerPeak = peak(heaps.worker);
    console.log(`${(PAGES * BIG_PER).toLocaleString('en-US')}-row crawl: ${b.snapshot.status} (${b.snapshot.stopReason}), ${b.snapshot.rowCount} rows in ${fmt(b.snapshot.elapsedMs / 1000)} s (${fmt(b.snapshot.elapsedMs / b.snapshot.pagesDone)} ms per page of ${BIG_PER} rows)`);
    console.log(`JS heap, highest of ${heaps.panel.length} samples during and after it (after a GC): panel ${fmt(panelPeak / MB)} MB (ratio to the 150 MB target ${fmt(panelPeak / HEAP_TARGET, 2)}), worker ${Number.isNaN(workerPeak) ? 'not reported' : `${fmt(workerPeak / MB)} MB (ratio ${fmt(workerPeak / HEAP_TARGET, 2)})`}`);
    if (latencies.length) {
      console.log(
        `preview scrolled during the crawl (${latencies.length} wheel events): input round trip p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, max ${fmt(Math.max(...latencies))} ms; frames p50 ${fmt(percentile(frames, 50))} ms, p95 ${fmt(percentile(frames, 95))} ms, max ${fmt(Math.max(...frames))} ms, ${frames.filter((f) => f > 50).length} of ${frames.length} over 50 ms`,
      );
    }
    if (after) console.log(`preview scrolled after the crawl (all rows): input round trip p95 ${fmt(percentile(after.latencies, 95))} ms; frames p95 ${fmt(percentile(after.frames, 95))} ms, max ${fmt(Math.max(...after.frames))} ms`);
  } finally {
    await ext.close();
    await site.close();
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
