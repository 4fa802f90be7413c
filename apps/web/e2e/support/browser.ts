import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../tools/testing/chromium.cjs';


/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}

/** A fresh profile (no storage) with the given browser language and viewport. Defaults: ko-KR, 1280×800. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 }, ...options });
}
