// What the browser benchmarks of the extension (bench/crawl, bench/pick) share: Chromium with the built extension
// loaded unpacked, a local HTTP server, the panel for a tab, the toolbar click and JS heap figures through CDP.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
export const DIST = path.join(root, 'apps', 'extension', 'dist');
export const PANEL = 'src/panel/index.html';
export const MB = 1024 * 1024;
const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../tools/testing/chromium.cjs');

export const fmt = (n, d = 1) => n.toFixed(d);
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The p-th percentile (0–100) by nearest rank. */
export const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];

/** Serves `handle(url, res)` on 127.0.0.1 (a free port); 404 when it returns false. */
export async function serve(handle) {
  const server = http.createServer((req, res) => {
    if (handle(new URL(req.url, 'http://x'), res) === false) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

const isOurs = (w) => w.url().endsWith('/service-worker-loader.js');

/**
 * Headless Chromium with the built extension, in a fresh profile. As the browser tests do (e2e/support/extension.ts),
 * developer mode is switched on and the extension reloaded once, so that Chrome does not reload it (closing its pages)
 * in the middle of a measurement. `args` are added to the launch flags.
 */
export async function launchWithExtension({ args = [], name = 'bench' } = {}) {
  if (!fs.existsSync(path.join(DIST, 'manifest.json'))) throw new Error(`${DIST} has no manifest.json: run npx nx run extension:build first`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `tablecrawler-${name}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    acceptDownloads: true,
    args: [`--disable-extensions-except=${DIST}`, `--load-extension=${DIST}`, '--enable-unsafe-extension-debugging', '--accept-lang=ko-KR,ko', ...args, ...CHROMIUM_ARGS],
  });
  await (context.serviceWorkers().find(isOurs) ?? context.waitForEvent('serviceworker', { predicate: isOurs }));
  const devPage = await context.newPage();
  await devPage.goto('chrome://extensions');
  const restarted = context.waitForEvent('serviceworker', { predicate: isOurs });
  await devPage.evaluate(async () => {
    const dev = chrome.developerPrivate;
    await dev.updateProfileConfiguration({ inDeveloperMode: true });
    for (const { id } of await dev.getExtensionsInfo()) await dev.reload(id, { failQuietly: true });
  });
  const worker = await restarted;
  await devPage.close();
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `url` in a tab of a window of its own and the panel for that tab in another window, so that both are visible
 * side by side as the page and its side panel are (a hidden tab's timers and frames are throttled).
 */
export async function openTabAndPanel(ext, url) {
  const { context, worker, extensionId } = ext;
  const opened = context.waitForEvent('page');
  const tabId = await worker.evaluate(async (u) => (await chrome.windows.create({ url: u, width: 1000, height: 800 })).tabs[0].id, url);
  const page = await opened;
  await page.waitForLoadState('load');
  const panelOpened = context.waitForEvent('page');
  await worker.evaluate(async (u) => chrome.windows.create({ url: u, width: 500, height: 900 }), `chrome-extension://${extensionId}/${PANEL}?tabId=${tabId}`);
  const panel = await panelOpened;
  await panel.waitForLoadState('load');
  return { tabId, page, panel };
}

/** Clicks the toolbar button on the tab showing `page` (CDP Extensions.triggerAction); grants activeTab there. */
export async function clickAction(ext, page) {
  const { context, worker, extensionId } = ext;
  const session = await context.browser().newBrowserCDPSession();
  const behaviour = await worker.evaluate(() => chrome.sidePanel.getPanelBehavior());
  // Headless Chromium cannot open a side panel; an action that should open one grants nothing.
  await worker.evaluate(() => chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: false }));
  try {
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{ type: 'tab' }] });
    const tab = targetInfos.find((t) => t.url === page.url());
    await session.send('Extensions.triggerAction', { id: extensionId, targetId: tab.targetId });
  } finally {
    await worker.evaluate((b) => chrome.sidePanel.setPanelBehavior(b), behaviour);
    await session.detach();
  }
}

/** A page's used JS heap after a garbage collection (CDP Runtime.getHeapUsage). */
export async function pageHeapUsage(context, page) {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}

/** The extension service worker's used JS heap after a garbage collection, or null when it is not running. */
export async function workerHeapUsage(ext) {
  const browser = await ext.context.browser().newBrowserCDPSession();
  try {
    const { targetInfos } = await browser.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${ext.extensionId}/`));
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
