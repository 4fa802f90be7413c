import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { DocumentPage } from './pages/document.page';
import { SitePage } from './pages/site.page';
import { REPO_ROOT, startApi, type RunningApi } from './support/api-server';
import { launchBrowser, newContext } from './support/browser';

const SCREENSHOTS = path.join(REPO_ROOT, 'tmp', 'screenshots');

let api: RunningApi;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { page, problems };
}

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(), launchBrowser()]);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

describe('the site served by the real API', () => {
  it('renders / in Korean by default (Korean browser, and as fallback for an unsupported language)', async () => {
    for (const locale of ['ko-KR', 'fr-FR']) {
      const { page, problems } = await open({ locale });
      const site = new SitePage(page, api.url);
      await site.goto('/');
      await expect(site.heading(1).textContent()).resolves.toContain('웹 페이지의 표를');
      expect(await site.documentLanguage()).toBe('ko');
      const nav = site.navigation('주요 메뉴');
      await nav.getByRole('link', { name: '서비스 소개' }).waitFor();
      await nav.getByRole('link', { name: '로그인', exact: true }).waitFor();
      expect(await site.main.getByRole('article').count()).toBe(3);
      expect(await site.main.getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0))).toEqual([true, true, true, true]);
      expect(problems).toEqual([]);
    }
  });

  it('renders / in English with ?lng=en', async () => {
    const { page, problems } = await open({ locale: 'ko-KR' });
    const site = new SitePage(page, api.url);
    await site.goto('/?lng=en');
    await expect(site.heading(1).textContent()).resolves.toContain('Web tables to files');
    expect(await site.documentLanguage()).toBe('en');
    await site.navigation('Main menu').getByRole('link', { name: 'Service intro' }).waitFor();
    expect(await site.footer.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/terms');
    expect(problems).toEqual([]);
  });

  it('opens the hamburger menu at 375 px and navigates from it', async () => {
    const { page, problems } = await open({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const site = new SitePage(page, api.url);
    await site.goto('/');
    expect(await site.navigation('주요 메뉴').isVisible()).toBe(false);
    const toggle = site.menuToggle('메뉴 열기');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.tap();
    const menu = site.menu('메뉴');
    await menu.waitFor();
    expect(await site.menuToggle('메뉴 닫기').getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: '로그인', exact: true }).and(page.locator('[href="/signin"]')).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['서비스 소개', '요금제', 'Chrome 확장 프로그램', '로그인']);
    await menu.getByRole('link', { name: '요금제' }).tap();
    await page.waitForURL(`${api.url}/pricing`);
    // The pricing chunk loads after the URL changes: wait for its heading, not for any h1.
    await site.main.getByRole('heading', { level: 1, name: '요금제', exact: true }).waitFor();
    expect(await menu.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('loads a document page from /markdown/{type}.md', async () => {
    const { page } = await open();
    const doc = new DocumentPage(page, api.url);
    await doc.goto('/terms');
    const source = fs.readFileSync(path.join(REPO_ROOT, 'apps', 'api', 'static', 'markdown', 'terms.md'), 'utf8');
    const title = /^#\s+(.+)$/m.exec(source)?.[1] ?? '';
    await doc.article.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await doc.article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(await page.title()).toContain('이용약관');
  });

  it("shows 'Error loading content.' for an unknown document", async () => {
    const { page } = await open();
    const doc = new DocumentPage(page, api.url);
    await doc.goto('/no-such-document?lng=en');
    await doc.error.waitFor();
    expect(await doc.error.textContent()).toBe('Error loading content.');
  });

  it('writes screenshots of / at 1280 and 375 px for review', async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [1280, 375]) {
      const { page } = await open({ viewport: { width, height: width === 375 ? 812 : 800 } });
      const site = new SitePage(page, api.url);
      await site.goto('/');
      await site.heading(1).waitFor();
      if (width > 768) await site.navigation('주요 메뉴').getByRole('link', { name: '로그인', exact: true }).waitFor();
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0));
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(SCREENSHOTS, `web-home-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      expect(fs.statSync(file).size).toBeGreaterThan(10_000);
    }
  });
});
