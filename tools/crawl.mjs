#!/usr/bin/env node
// The command-line crawl runner (README "Crawling from the command line"): starts Chromium headless with the BUILT
// extension (apps/extension/dist) and drives the extension's own side panel — pick, recipe, conditions, start,
// Download — so the crawl and the file are exactly what the toolbar gives. Usable from cron.
//
//   npm run crawl -- <url> [--recipe file.json] [--table N] [--max-pages N] [--format csv|xlsx|json] --out <file> [--browser PATH]
//                      [--api URL] [--token-file F] [--timeout SECONDS]     (TABLECRAWLER_EMAIL / TABLECRAWLER_PASSWORD sign in)
//
// A multi-page crawl obeys the extension's pass gate: it needs a signed-in account with an active pass.
// Exit codes: 0 finished; 1 the crawl stopped with an error (the rows so far are still written), the browser, the tab
// or the panel went away, or the run passed --timeout; 2 bad usage or set-up; 3 the account: sign-in failed, or the
// pass gate refused the crawl. It never waits without a limit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./testing/chromium.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps', 'extension', 'dist');
const PANEL = 'src/panel/index.html';
const FORMATS = { csv: 'CSV 내려받기', xlsx: 'XLSX 내려받기', json: 'JSON 내려받기' };
const USAGE =
  'usage: npm run crawl -- <url> [--recipe file.json] [--table N] [--max-pages N] [--format csv|xlsx|json] --out <file> [--browser PATH] [--api URL] [--token-file F] [--timeout SECONDS]\n' +
  '  TABLECRAWLER_EMAIL / TABLECRAWLER_PASSWORD: the account to sign in with (a multi-page crawl needs an active pass)';
const DEFAULT_TIMEOUT_SECONDS = 3600;
/** How long the panel may show no crawl at all (it always shows one from the start click to the end) before the run gives up. */
const STATUS_GONE_MS = 30_000;

class UsageError extends Error {}
/** Sign-in failed or the pass gate refused the crawl (exit code 3). */
class AccountError extends Error {}

export function parseArgs(argv) {
  const options = {
    url: undefined,
    recipe: undefined,
    table: 1,
    maxPages: undefined,
    format: undefined,
    out: undefined,
    browser: process.env.CHROMIUM_PATH || CHROMIUM_PATH,
    api: undefined,
    tokenFile: undefined,
    email: process.env.TABLECRAWLER_EMAIL || undefined,
    password: process.env.TABLECRAWLER_PASSWORD || undefined,
    timeout: DEFAULT_TIMEOUT_SECONDS,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (arg === '--recipe') options.recipe = value();
    else if (arg === '--table') options.table = Number(value());
    else if (arg === '--max-pages') options.maxPages = Number(value());
    else if (arg === '--format') options.format = value();
    else if (arg === '--out') options.out = value();
    else if (arg === '--browser') options.browser = value();
    else if (arg === '--api') options.api = value();
    else if (arg === '--token-file') options.tokenFile = value();
    else if (arg === '--timeout') options.timeout = Number(value());
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (options.url === undefined) options.url = arg;
    else throw new UsageError(`unexpected argument ${arg}`);
  }
  if (!options.url || !/^https?:\/\//.test(options.url)) throw new UsageError('give the page URL (http or https)');
  if (!options.out) throw new UsageError('--out <file> is required');
  if (!Number.isInteger(options.table) || options.table < 1) throw new UsageError('--table must be a whole number from 1');
  if (options.maxPages !== undefined && (!Number.isInteger(options.maxPages) || options.maxPages < 1)) throw new UsageError('--max-pages must be a whole number from 1');
  if (options.format !== undefined && !(options.format in FORMATS)) throw new UsageError('--format must be csv, xlsx or json');
  if (options.api !== undefined && !/^https?:\/\/[^/]+\/?$/.test(options.api)) throw new UsageError('--api must be an http(s) origin, e.g. http://127.0.0.1:3000');
  if ((options.email === undefined) !== (options.password === undefined)) throw new UsageError('set both TABLECRAWLER_EMAIL and TABLECRAWLER_PASSWORD');
  if (!Number.isFinite(options.timeout) || options.timeout <= 0) throw new UsageError('--timeout must be a number of seconds above 0');
  return options;
}

const log = (line) => process.stderr.write(`${line}\n`);

/**
 * The built extension with the crawled origin granted: a copy of dist/ whose manifest lists that origin in
 * host_permissions, standing for the user's "Allow" on Chrome's permission prompt, which headless Chromium cannot show
 * (decision in docs/decisions.md). The code is the built extension's, unchanged.
 */
function grantedCopy(dir, url) {
  const copy = path.join(dir, 'extension');
  fs.cpSync(DIST, copy, { recursive: true });
  const manifestFile = path.join(copy, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const { protocol, hostname } = new URL(url);
  manifest.host_permissions = [...new Set([...(manifest.host_permissions ?? []), `${protocol}//${hostname}/*`])];
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  return copy;
}

/**
 * Where the built extension's API is reached (decision in docs/decisions.md). The API base URL and the server key are
 * fixed when the extension is built; `--api` says at which address that API answers (a tunnel, a container's port):
 * Chromium connects there for the build's host and port, while URLs, Host and Origin stay the build's. Same scheme
 * only; for another API, rebuild with VITE_API_BASE_URL.
 */
export function apiHostRules(built, api) {
  if (api === undefined) return [];
  const from = new URL(built);
  const to = new URL(api);
  if (from.protocol !== to.protocol) throw new UsageError(`--api ${api}: the extension was built for ${from.origin}; use the same scheme or rebuild with VITE_API_BASE_URL`);
  const port = (u) => u.port || (u.protocol === 'https:' ? '443' : '80');
  if (from.hostname === to.hostname && port(from) === port(to)) return [];
  return [`--host-resolver-rules=MAP ${from.hostname}:${port(from)} ${to.hostname}:${port(to)}`];
}

function readBuildInfo() {
  const file = path.join(DIST, 'build-info.json');
  if (!fs.existsSync(file)) throw new UsageError(`${file} is missing: rebuild the extension ("npx nx run extension:build")`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function readTokenFile(file) {
  let pair;
  try {
    pair = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--token-file ${file}: ${error.message}`);
  }
  if (typeof pair?.accessToken !== 'string' || typeof pair?.refreshToken !== 'string') throw new UsageError(`--token-file ${file}: needs {"accessToken": "…", "refreshToken": "…"}`);
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

const storedTokens = async (worker) => (await worker.evaluate(() => globalThis.chrome.storage.local.get('auth.tokens')))['auth.tokens']?.value ?? null;

/** Signs in with the panel's own form (the service worker calls the API, as for a person), or fails with its message. */
async function signIn(panel, email, password) {
  const form = panel.getByRole('form', { name: '로그인' });
  await form.waitFor({ timeout: 30_000 });
  await form.getByLabel('이메일').fill(email);
  await form.getByLabel('비밀번호').fill(password);
  await form.getByRole('button', { name: '로그인' }).click();
  const outcome = panel.locator('[data-testid="account-status"][data-state="signedIn"], form [role="alert"]');
  await outcome.first().waitFor({ timeout: 60_000 });
  if ((await panel.locator('[data-testid="account-status"][data-state="signedIn"]').count()) === 0) {
    throw new AccountError(`sign-in failed: ${await panel.locator('form [role="alert"]').first().textContent()}`);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise that rejects on the first `fail(message)` or when `seconds` pass; `clear()` disarms it. */
function watchdog(seconds) {
  let fail = () => undefined;
  const failed = new Promise((_, reject) => {
    fail = (message) => reject(new Error(message));
  });
  failed.catch(() => undefined);
  const timer = setTimeout(() => fail(`the crawl did not end within ${seconds} s (--timeout); stopped`), seconds * 1000);
  return {
    failed,
    fail: (message) => fail(message),
    clear() {
      clearTimeout(timer);
      fail = () => undefined;
    },
  };
}

/** The first preview row of a candidate as "a | b | c" (cells kept apart, not glued). */
async function candidateLabel(entry) {
  const title = (await entry.locator('strong').innerText()).trim();
  const cells = await entry.locator('tr').first().locator('td').allInnerTexts();
  const preview = cells.map((c) => c.replace(/\s+/g, ' ').trim()).join(' | ');
  return preview ? `${title} — ${preview.slice(0, 120)}` : title;
}

export async function run(options) {
  if (!fs.existsSync(path.join(DIST, 'manifest.json'))) throw new UsageError(`${DIST} has no built extension: run "npx nx run extension:build" first`);
  const recipeText = options.recipe ? fs.readFileSync(options.recipe, 'utf8') : undefined;
  const build = readBuildInfo();
  const hostRules = apiHostRules(build.apiBaseUrl, options.api);
  // With credentials the file only receives the new session; without, it provides the session.
  const tokens = options.tokenFile && !options.email ? readTokenFile(options.tokenFile) : null;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-crawl-'));
  const guard = watchdog(options.timeout);
  let context;
  const session = { worker: undefined };
  try {
    const extension = grantedCopy(profile, options.url);
    context = await Promise.race([
      chromium.launchPersistentContext(profile, {
        executablePath: options.browser,
        headless: true,
        acceptDownloads: true,
        args: [`--disable-extensions-except=${extension}`, `--load-extension=${extension}`, '--accept-lang=ko-KR,ko', ...hostRules, ...CHROMIUM_ARGS],
      }),
      guard.failed,
    ]);
    // The browser going away (a crash, a kill, the machine's OOM killer) ends the run at once, as does --timeout.
    context.on('close', () => guard.fail('the browser closed before the crawl ended'));
    const crawling = crawl(context, options, recipeText, guard, tokens, session);
    crawling.catch(() => undefined);
    return await Promise.race([crawling, guard.failed]);
  } finally {
    guard.clear();
    // The refresh token rotates on use: the file keeps the newest pair, or the next run would present a spent one.
    if (options.tokenFile && session.worker) {
      const latest = await Promise.race([storedTokens(session.worker).catch(() => null), sleep(5_000).then(() => null)]);
      if (latest && latest.refreshToken !== tokens?.refreshToken) fs.writeFileSync(options.tokenFile, `${JSON.stringify(latest)}\n`, { mode: 0o600 });
    }
    // A browser that no longer answers must not keep the run alive either.
    if (context) await Promise.race([context.close().catch(() => undefined), sleep(10_000)]);
    // A killed browser's helpers may still be writing the profile: cleaning up must not replace the run's own error.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      log(`could not remove the browser profile ${profile}: ${error.message}`);
    }
  }
}

async function crawl(context, options, recipeText, guard, tokens, session) {
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/service-worker-loader.js')) ?? (await context.waitForEvent('serviceworker'));
  session.worker = worker;
  const extensionId = new URL(worker.url()).host;
  if (tokens) await worker.evaluate((value) => globalThis.chrome.storage.local.set({ 'auth.tokens': { v: 1, value } }), tokens);
  const opened = context.waitForEvent('page');
  const tabId = await worker.evaluate(async (url) => (await globalThis.chrome.tabs.create({ url })).id, options.url);
  const page = await opened;
  await page.waitForLoadState('load');
  log(`opened ${options.url}`);

  const panel = await context.newPage();
  // The crawled tab closing is the crawl's to report (it stops, keeping the rows); the panel closing ends the run.
  // A dying browser closes its pages first: the browser's own close, reported within the second, names the cause better.
  panel.on('close', () => setTimeout(() => guard.fail('the extension panel closed before the crawl ended'), 1000).unref());
  panel.on('crash', () => guard.fail('the extension panel crashed'));
  await panel.goto(`chrome-extension://${extensionId}/${PANEL}?tabId=${tabId}`);
  const account = panel.locator('[data-testid="account-status"]:not([data-state="checking"])');
  await account.first().waitFor({ timeout: 60_000 });
  if (options.email) await signIn(panel, options.email, options.password);
  else if (tokens && (await account.first().getAttribute('data-state')) !== 'signedIn') throw new AccountError(`--token-file ${options.tokenFile}: the session is no longer valid; sign in again`);
  const passState = await panel.getByTestId('pass-state').getAttribute('data-pass', { timeout: 1_000 }).catch(() => null);
  log(passState ? `signed in (pass: ${passState})` : 'not signed in');
  await panel.getByRole('button', { name: '표 찾기' }).click();
  const list = panel.getByRole('list', { name: '페이지의 표 후보' }).getByRole('button');
  await list.first().waitFor({ timeout: 30_000 }).catch(() => {
    throw new Error('no table found on the page');
  });
  const count = await list.count();
  if (options.table > count) throw new Error(`--table ${options.table}: the page has ${count} table candidates`);
  log(`table ${options.table} of ${count}: ${await candidateLabel(list.nth(options.table - 1))}`);
  await list.nth(options.table - 1).click();
  await panel.getByRole('button', { name: '수집 시작' }).waitFor();

  if (recipeText) {
    await panel.getByRole('textbox', { name: '레시피 붙여넣기' }).fill(recipeText);
    await panel.getByRole('button', { name: '가져오기', exact: true }).click();
    const outcome = panel.getByTestId('recipes').locator('[role="status"], [role="alert"]');
    await outcome.waitFor();
    if ((await outcome.getAttribute('role')) === 'alert') throw new Error(`--recipe ${options.recipe}: ${await outcome.textContent()}`);
    log(`recipe ${options.recipe} applied`);
  }
  const untilEnd = panel.getByRole('checkbox', { name: '마지막 페이지까지' });
  if (options.maxPages !== undefined) {
    await untilEnd.uncheck();
    await panel.getByRole('spinbutton', { name: '페이지 수' }).fill(String(options.maxPages));
  } else if (!recipeText) {
    await untilEnd.check();
  }
  await panel.getByRole('button', { name: '수집 시작' }).click();

  const shown = panel.locator('[data-crawl-status]');
  const ended = panel.locator('[data-crawl-status="finished"], [data-crawl-status="failed"]');
  const refused = panel.getByTestId('crawl-refusal');
  let last = '';
  let seenAt = Date.now();
  while (!(await ended.count())) {
    if (await refused.count()) {
      const how = options.email || tokens ? '' : ' (set TABLECRAWLER_EMAIL and TABLECRAWLER_PASSWORD or --token-file; --max-pages 1 needs no account)';
      throw new AccountError(`refused: ${(await refused.textContent())?.trim()}${how}`);
    }
    if (await shown.count()) seenAt = Date.now();
    else if (Date.now() - seenAt > STATUS_GONE_MS) throw new Error('the panel no longer shows the crawl');
    const line = (await panel.locator('[data-crawl-status] span').first().textContent({ timeout: 1000 }).catch(() => '')) ?? '';
    if (line && line !== last) log((last = line));
    await panel.waitForTimeout(500);
  }
  const status = await ended.getAttribute('data-crawl-status');
  const reason = (await panel.locator('[data-stop-reason]').textContent({ timeout: 1000 }).catch(() => '')) ?? '';
  const error = (await panel.locator('[data-crawl-status] [role="alert"]').textContent({ timeout: 1000 }).catch(() => null)) ?? '';
  log(`${status}: ${(await panel.locator('[data-crawl-status] span').first().textContent()) ?? ''} — ${reason}${error ? ` ${error}` : ''}`);

  const format = options.format ?? (recipeText ? JSON.parse(recipeText).format : 'csv');
  const known = await panel.evaluate(async () => (await globalThis.chrome.downloads.search({})).map((d) => d.id));
  await panel.getByRole('button', { name: FORMATS[format] }).click();
  let item;
  for (let i = 0; i < 600 && item?.state !== 'complete'; i += 1) {
    item = await panel.evaluate(async (ids) => (await globalThis.chrome.downloads.search({})).find((d) => !ids.includes(d.id)), known);
    if (item?.state === 'interrupted') throw new Error(`the download failed: ${item.error}`);
    if (item?.state !== 'complete') await panel.waitForTimeout(100);
  }
  if (item?.state !== 'complete') throw new Error('the download did not finish');
  fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  fs.copyFileSync(item.filename, options.out);
  log(`wrote ${options.out} (${fs.statSync(options.out).size} bytes)`);
  return status === 'finished' ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    log(`crawl: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  run(options).then(
    (code) => process.exit(code),
    (error) => {
      log(`crawl: ${error.message}`);
      process.exit(error instanceof UsageError ? 2 : error instanceof AccountError ? 3 : 1);
    },
  );
}
