import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { LoadedExtension } from './extension';
import { PANEL_PATH } from './extension';
import { poll } from './poll';
import { parseCsv } from './files';

// The crawl as a user drives it from the panel: open a page, toolbar click, "Find tables", choose, set conditions,
// start, wait for the end, download.

export interface OpenCrawl {
  page: Page;
  panel: Page;
  tabId: number;
}

/** Opens `url` in a new tab, clicks the toolbar button, opens the panel for that tab and chooses the first table. */
export async function openAndChoose(ext: LoadedExtension, url: string): Promise<OpenCrawl> {
  const opened = ext.context.waitForEvent('page');
  const tabId = await ext.serviceWorker.evaluate(async (u) => (await chrome.tabs.create({ url: u })).id ?? -1, url);
  const page = await opened;
  await page.waitForLoadState('load');
  await ext.clickAction(page);
  const panel = await ext.context.newPage();
  await panel.goto(ext.url(`${PANEL_PATH}?tabId=${tabId}`));
  await panel.getByRole('button', { name: '표 찾기' }).click();
  await panel.getByRole('list', { name: '페이지의 표 후보' }).getByRole('button').first().click();
  await panel.getByRole('button', { name: '수집 시작' }).waitFor();
  return { page, panel, tabId };
}

export interface PanelConditions {
  delaySeconds?: number;
  timeoutSeconds?: number;
}

/** Sets "until the last page", the delay (none unless asked) and no jitter, then presses start. */
export async function startCrawl(panel: Page, conditions: PanelConditions = {}): Promise<void> {
  await panel.getByRole('checkbox', { name: '마지막 페이지까지' }).check();
  await panel.getByRole('spinbutton', { name: '페이지 사이 대기(초)' }).fill(String(conditions.delaySeconds ?? 0));
  await panel.getByRole('spinbutton', { name: '무작위 추가 대기 최대(초)' }).fill('0');
  if (conditions.timeoutSeconds) await panel.getByRole('spinbutton', { name: '페이지 대기 한도(초)' }).fill(String(conditions.timeoutSeconds));
  await panel.getByRole('button', { name: '수집 시작' }).click();
}

export interface CrawlEnd {
  status: string;
  reason: string | null;
  error: string | null;
}

/** Waits until the crawl shown in the panel has ended; its status, stop reason and last error. */
export async function crawlEnd(panel: Page, timeout = 90_000): Promise<CrawlEnd> {
  const status = panel.locator('[data-crawl-status="finished"], [data-crawl-status="failed"]');
  await status.waitFor({ timeout });
  const error = panel.locator('[data-crawl-status] [role="alert"]');
  return {
    status: (await status.getAttribute('data-crawl-status')) ?? '',
    reason: await panel.locator('[data-stop-reason]').getAttribute('data-stop-reason'),
    error: (await error.count()) > 0 ? await error.textContent() : null,
  };
}

/** The number in "페이지 N" of the progress line (0 before the first page). */
export async function pagesDone(panel: Page): Promise<number> {
  const line = (await panel.locator('[data-crawl-status] span').first().textContent().catch(() => '')) ?? '';
  return Number(/^페이지 (\d+)/.exec(line)?.[1] ?? 0);
}

/** Presses a download button of the panel and resolves with the finished file's bytes. */
export async function download(panel: Page, button: string): Promise<Buffer> {
  const before = await panel.evaluate(async () => (await chrome.downloads.search({})).map((d) => d.id));
  await panel.getByRole('button', { name: button }).click();
  const item = await poll(
    () => panel.evaluate(async (known) => (await chrome.downloads.search({})).find((d) => !known.includes(d.id)), before),
    (d) => d?.state === 'complete',
  );
  if (!item || item.state !== 'complete') throw new Error(`no finished download from "${button}"`);
  return fs.readFileSync(item.filename);
}

/** Downloads the rows as CSV through the panel and parses them (the UTF-8 BOM checked and removed). */
export async function downloadCsv(panel: Page): Promise<string[][]> {
  const bytes = await download(panel, 'CSV 내려받기');
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) throw new Error('the CSV has no UTF-8 BOM');
  return parseCsv(bytes.subarray(3).toString('utf8'));
}
