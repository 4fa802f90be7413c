// Shared by run.mjs (the benchmark) and trace.mjs (where the time goes): page bundles, the two servers, the
// init script that times a page, and one measured visit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const workspaceRoot = path.resolve(here, '../..');
const require = createRequire(import.meta.url);
export const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../tools/testing/chromium.cjs');
const { startApiProcess, stopChild } = require('../../tools/testing/api-process.cjs');
const { findServerKey } = require('../../tools/testing/server-key.cjs');
/** The note indexedDbKeyPairStore() keeps in localStorage once a pair is saved. */
export const SAVED_HINT_KEY = 'tablecrawler-keys.saved';

/**
 * Resolves @tablecrawler/crypto through its package.json `exports` with the source condition even
 * before npm has linked the workspace into node_modules.
 */
const workspaceLibs = {
  name: 'workspace-libs',
  setup(build) {
    build.onResolve({ filter: /^@tablecrawler\/crypto$/ }, () => {
      if (fs.existsSync(path.join(workspaceRoot, 'node_modules/@tablecrawler/crypto'))) return undefined;
      const libRoot = path.join(workspaceRoot, 'libs/crypto');
      const manifest = JSON.parse(fs.readFileSync(path.join(libRoot, 'package.json'), 'utf8'));
      return { path: path.join(libRoot, manifest.exports['.']['@tablecrawler/source']) };
    });
  },
};

export async function bundle(entry) {
  const result = await esbuild.build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['@tablecrawler/source'],
    plugins: [workspaceLibs],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * Playwright init script, run in every page before the page's own scripts: records when the new document started
 * (the init script's own start), rsaKeyReady, when the key
 * code started (its first touch of the key store or of key generation: the saved-pair note in localStorage,
 * indexedDB.open() or generateKey(), whichever comes first) and generateKey() calls, without changing what
 * they do; leaves user-timing marks for traces, and says "bench:rsaKeyReady" on the console so that the
 * driver waits without polling the page.
 */
export function benchInit(savedHintKey) {
  // The new document exists and none of its scripts has run yet: the page's own time starts here.
  const state = { documentStart: performance.now(), readyAt: null, events: 0, keysStart: null, firstTouch: null, generateCalls: 0, publicKeyBase64: null, error: null };
  globalThis.__bench = state;
  const started = (touch) => {
    if (state.keysStart !== null) return;
    state.keysStart = performance.now();
    state.firstTouch = touch;
    performance.mark('bench:keysStart');
  };
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function benchGetItem(key) {
    if (key === savedHintKey) started('localStorage');
    return getItem.call(this, key);
  };
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function benchOpen(...args) {
    started('indexedDB');
    return open.apply(this, args);
  };
  const generateKey = SubtleCrypto.prototype.generateKey;
  SubtleCrypto.prototype.generateKey = function benchGenerateKey(...args) {
    started('generateKey');
    state.generateCalls += 1;
    return generateKey.apply(this, args);
  };
  addEventListener('rsaKeyReady', () => {
    state.events += 1;
    if (state.readyAt !== null) return;
    state.readyAt = performance.now();
    performance.mark('bench:rsaKeyReady');
    console.debug('bench:rsaKeyReady');
  });
}

/** A browser context (fresh profile) whose pages run benchInit. */
export async function newBenchContext(browser) {
  const context = await browser.newContext();
  await context.addInitScript(benchInit, SAVED_HINT_KEY);
  return context;
}

const IDB_FLOOR_SCRIPT = `(() => {
  const done = () => dispatchEvent(new Event('rsaKeyReady'));
  const request = indexedDB.open('bench-floor', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('s');
  request.onsuccess = () => {
    const db = request.result;
    const get = db.transaction('s', 'readonly').objectStore('s').get('k');
    get.onsuccess = () => {
      if (get.result !== undefined) return done();
      const tx = db.transaction('s', 'readwrite');
      tx.objectStore('s').put({ stored: true }, 'k');
      tx.oncomplete = done;
    };
  };
})();`;

const libraryPage = (head) => `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>key-ready</title>${head}</head><body>key-ready</body></html>`;

function waitForLine(child, pattern, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${pattern}" within ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk) => {
      const match = pattern.exec(String(chunk));
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(match);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

/**
 * The library pages ('/': keys bundle inline in <head>; '/external.html': the same by <script src>; '/empty.html':
 * no key code, one inline script; plus
 * '/forge.js' and '/sw.js'), served by serve.mjs in a child process.
 */
export async function startLibraryServer() {
  const [keysJs, forgeJs, swJs] = await Promise.all([bundle('page-keys.mjs'), bundle('page-forge.mjs'), bundle('sw.mjs')]);
  if (keysJs.includes('</script')) throw new Error('the keys bundle cannot be inlined: it contains "</script"');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-ready-'));
  const files = {
    'index.html': libraryPage(`<script>${keysJs}</script>`),
    'external.html': libraryPage('<script src="/keys.js"></script>'),
    // Chromium's own share: the same page with no key code, only a one-line inline script at the same place.
    'empty.html': libraryPage('<script>globalThis.__firstScript = performance.now();</script>'),
    // IndexedDB's own share: an inline script that only opens a database and reads one stored value (written on the
    // first visit), then fires rsaKeyReady, so that it is timed exactly as the key pages are.
    'idb.html': libraryPage(`<script>${IDB_FLOOR_SCRIPT}</script>`),
    'keys.js': keysJs,
    'forge.js': forgeJs,
    'sw.js': swJs,
  };
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [, port] = await waitForLine(child, /listening (\d+)/, 10_000);
  return {
    origin: `http://127.0.0.1:${port}`,
    keysBytes: keysJs.length,
    async stop() {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The real API server (apps/api/dist/main.mjs, NODE_ENV=production) over the built site apps/web/dist, with
 * a fresh DATA_DIR (embedded PGlite) and the server key the site build embedded. Throws when either is not built.
 */
export async function startSite() {
  const indexHtml = path.join(workspaceRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(path.join(workspaceRoot, 'apps/api/dist/main.mjs')) || !fs.existsSync(indexHtml)) throw new Error('not built: run `NX_DAEMON=false npx nx run-many -t build -p web api` first');
  const key = findServerKey();
  const api = await startApiProcess({
    // Production refuses to start without SMTP_URL; the benchmark sends no mail, so the local outbox may stand in.
    env: { NODE_ENV: 'production', ALLOW_MAIL_OUTBOX: 'true', ...(key ? { RSA_PRIVATE_KEY: key.privatePem } : {}) },
    dataDirPrefix: 'key-ready-api-',
    readyTimeoutMs: 180_000,
  });
  const html = fs.readFileSync(indexHtml, 'utf8');
  return { origin: api.url, earlyEntry: /<script[^>]*src="[^"]*client-keys-[^"]*\.js"/.test(html), stop: () => api.stop() };
}

/** Navigates with `go` and waits (console, no polling) for rsaKeyReady; returns the page's own timings. */
export async function visit(page, go) {
  const signal = page.waitForEvent('console', { predicate: (message) => message.text() === 'bench:rsaKeyReady', timeout: 30_000 });
  signal.catch(() => undefined);
  await go();
  try {
    await signal;
  } catch {
    const state = await page.evaluate(() => globalThis.__bench).catch(() => undefined);
    throw new Error(`no rsaKeyReady within 30 s (${JSON.stringify(state)})`);
  }
  // Give a second (wrong) dispatch a chance to show up before counting events.
  await page.waitForTimeout(50);
  const state = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime, requestStart: entry.requestStart, responseStart: entry.responseStart, responseEnd: entry.responseEnd, transferSize: entry.transferSize }));
    return { ...globalThis.__bench, htmlEnd: navigation ? navigation.responseEnd : null, resources };
  });
  if (state.error) throw new Error(`page: ${state.error}`);
  return state;
}

/** Waits until the pair generated on this visit has been saved (the store's localStorage note is written last). */
export async function waitForSaved(page) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await page.evaluate((key) => globalThis.localStorage.getItem(key) === '1', SAVED_HINT_KEY)) return true;
    await page.waitForTimeout(20);
  }
  return false;
}

/** Navigates with `go` to the empty page and returns when, on the page's clock, its document started and its one script ran. */
export async function visitEmpty(page, go) {
  await go();
  return page.evaluate(() => ({ documentStart: globalThis.__bench.documentStart, firstScript: globalThis.__firstScript, htmlEnd: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null }));
}
