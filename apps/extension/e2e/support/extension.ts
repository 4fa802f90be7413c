import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../tools/testing/chromium.cjs';

export const DIST = path.resolve(__dirname, '..', '..', 'dist');
/** A tiny extension with a known manifest error and a known runtime error, loaded beside ours as a control. */
export const CONTROL_EXTENSION = path.resolve(__dirname, '..', 'fixtures', 'control-extension');
export const PANEL_PATH = 'src/panel/index.html';
const WORKER_FILE = 'service-worker-loader.js';

export interface LoadedExtension {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  controlExtensionId: string;
  /** chrome-extension://<id>/<path> */
  url(pathname: string): string;
  /** Clicks our toolbar button on the tab showing `page` (grants activeTab there, as a user's click does). */
  clickAction(page: Page): Promise<void>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  acceptLanguage: string;
  /**
   * Sends the browser's connections for one `host:port` to another (Chromium's --host-resolver-rules), e.g. the
   * API origin built into the extension (localhost:3000) to the test server's 127.0.0.1:<free port>. Request URLs,
   * Host and Origin headers stay as the extension made them.
   */
  mapHost?: { from: string; to: string } | { from: string; to: string }[];
}

/**
 * Launches Chromium with the built extension (and the control extension) unpacked; extensions need a persistent
 * profile. Chrome's error console records manifest and runtime errors only for extensions loaded while developer
 * mode is on, so developer mode is switched on through chrome://extensions and both extensions are reloaded.
 */
export async function launchExtension(options: LaunchOptions): Promise<LoadedExtension> {
  if (!fs.existsSync(path.join(DIST, 'manifest.json'))) throw new Error(`${DIST} has no manifest.json: run the extension build first`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-ext-'));
  const extensions = `${DIST},${CONTROL_EXTENSION}`;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      `--disable-extensions-except=${extensions}`,
      `--load-extension=${extensions}`,
      `--accept-lang=${options.acceptLanguage}`,
      // Lets the test click the toolbar button through CDP (Extensions.triggerAction) over Playwright's pipe.
      '--enable-unsafe-extension-debugging',
      ...hostRules(options.mapHost),
      ...CHROMIUM_ARGS,
    ],
  });
  const ids = await reloadInDeveloperMode(context);
  const started = await liveWorker(context);
  const extensionId = new URL(started.url()).host;
  const controlExtensionId = ids.find((id) => id !== extensionId);
  if (!controlExtensionId) throw new Error('the control extension did not load');
  // The worker Chrome runs now: a loaded machine can restart it once more after the reload (the first one closes).
  const current = (): Worker => context.serviceWorkers().filter(isOurs).at(-1) ?? started;
  return {
    context,
    get serviceWorker() {
      return current();
    },
    extensionId,
    controlExtensionId,
    url: (pathname) => `chrome-extension://${extensionId}/${pathname}`,
    clickAction: (page) => triggerAction(context, current(), extensionId, page),
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

function hostRules(map: LaunchOptions['mapHost']): string[] {
  const rules = map === undefined ? [] : Array.isArray(map) ? map : [map];
  return rules.length ? [`--host-resolver-rules=${rules.map((r) => `MAP ${r.from} ${r.to}`).join(',')}`] : [];
}

/**
 * Runs the extension's toolbar action on the tab of `page`, the way a click on the button does, so that Chrome
 * grants activeTab for that tab. Headless Chromium cannot open a side panel, and an action that should open one
 * then grants nothing; so the panel-opening behaviour is off while the action runs (tests open the panel page as a tab).
 */
async function triggerAction(context: BrowserContext, serviceWorker: Worker, extensionId: string, page: Page): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser for the persistent context');
  const session = await browser.newBrowserCDPSession();
  const behaviour = await serviceWorker.evaluate(() => chrome.sidePanel.getPanelBehavior());
  await serviceWorker.evaluate(() => chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: false }));
  try {
    // The action runs on a tab target (the page's parent), which CDP names only by its URL here: keep test URLs unique.
    const { targetInfos } = (await session.send('Target.getTargets', { filter: [{ type: 'tab' }] })) as { targetInfos: { targetId: string; url: string }[] };
    const tabs = targetInfos.filter((t) => t.url === page.url());
    if (tabs.length !== 1) throw new Error(`${tabs.length} tabs show ${page.url()}; the toolbar click needs exactly one`);
    await session.send('Extensions.triggerAction', { id: extensionId, targetId: (tabs[0] as { targetId: string }).targetId });
  } finally {
    await serviceWorker.evaluate((b) => chrome.sidePanel.setPanelBehavior(b), behaviour);
    await session.detach();
  }
}

const isOurs = (w: Worker): boolean => w.url().endsWith(`/${WORKER_FILE}`);

async function ours(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().filter(isOurs).at(-1) ?? context.waitForEvent('serviceworker', { predicate: isOurs });
}

/** Our worker once it answers: the one seen right after the reload may still be closing (seen on a loaded machine). */
async function liveWorker(context: BrowserContext): Promise<Worker> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 20; attempt++) {
    const worker = await ours(context);
    try {
      await worker.evaluate(() => true);
      return worker;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`our service worker never answered after the reload: ${String(lastError)}`);
}

/** Turns developer mode on and reloads every loaded extension; resolves with their ids once ours runs again. */
async function reloadInDeveloperMode(context: BrowserContext): Promise<string[]> {
  await ours(context);
  const page = await context.newPage();
  try {
    await page.goto('chrome://extensions');
    const restarted = context.waitForEvent('serviceworker', { predicate: isOurs });
    const ids = await page.evaluate(async () => {
      // Inline: the callback runs in the page. chrome.developerPrivate exists only on chrome://extensions and is not in @types/chrome.
      const dev = (globalThis as unknown as { chrome: { developerPrivate: DeveloperPrivate } }).chrome.developerPrivate;
      await dev.updateProfileConfiguration({ inDeveloperMode: true });
      const all = (await dev.getExtensionsInfo()).map((info) => info.id);
      for (const id of all) await dev.reload(id, { failQuietly: true });
      return all;
    });
    await restarted;
    return ids;
  } finally {
    await page.close();
  }
}

export interface ExtensionErrors {
  manifestErrors: string[];
  runtimeErrors: string[];
  installWarnings: string[];
  inDeveloperMode: boolean;
}

/** Chrome's own record of an extension's problems, read on chrome://extensions through chrome.developerPrivate. */
export async function readExtensionErrors(context: BrowserContext, extensionId: string): Promise<ExtensionErrors> {
  const page = await context.newPage();
  try {
    await page.goto('chrome://extensions');
    return await page.evaluate(async (id) => {
      const dev = (globalThis as unknown as { chrome: { developerPrivate: DeveloperPrivate } }).chrome.developerPrivate;
      const info = await dev.getExtensionInfo(id);
      const profile = await dev.getProfileConfiguration();
      return {
        manifestErrors: info.manifestErrors.map((e) => e.message),
        runtimeErrors: info.runtimeErrors.map((e) => e.message),
        installWarnings: info.installWarnings,
        inDeveloperMode: profile.inDeveloperMode,
      };
    }, extensionId);
  } finally {
    await page.close();
  }
}

interface DeveloperPrivate {
  updateProfileConfiguration(update: { inDeveloperMode: boolean }): Promise<void>;
  getExtensionsInfo(): Promise<{ id: string }[]>;
  reload(id: string, options: { failQuietly: boolean }): Promise<void>;
  getExtensionInfo(id: string): Promise<{ manifestErrors: { message: string }[]; runtimeErrors: { message: string }[]; installWarnings: string[] }>;
  getProfileConfiguration(): Promise<{ inDeveloperMode: boolean }>;
}
