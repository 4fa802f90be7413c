import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
}

/** A fresh profile (no storage) with the given browser language and viewport. Defaults: ko-KR, 1280×800. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 }, ...options });
}
