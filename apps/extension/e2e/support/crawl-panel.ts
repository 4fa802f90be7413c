import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { LoadedExtension } from './extension';
import { PANEL_PATH } from './extension';
import { poll } from './poll';
import { parseCsv } from './files';
import { candidateEntries } from './candidates';

// The crawl as a user drives it from the panel: open a page, toolbar click, "Find tables", choose, set conditions,
// start, wait for the end, download.

/** The chosen table's card: the picked table, its crawl section, the preview and export of what it shows. */
export const workspaceOf = (panel: Page): Locator => panel.locator('section[aria-labelledby="table-heading"]');

/** The panel-level card of the last crawl, shown when no chosen table's card shows it (its tab closed, another tab active). */
export const lastCrawlOf = (panel: Page): Locator => panel.getByRole('region', { name: '마지막 수집' });

export interface OpenCrawl {
  page: Page;
  panel: Page;
  tabId: number;
}

/** Opens `url` in a new tab, clicks the toolbar button, opens the panel for that tab and presses "Find tables". */
export async function openAndFind(ext: LoadedExtension, url: string): Promise<OpenCrawl> {
  const opened = ext.context.waitForEvent('page');
  const tabId = await ext.serviceWorker.evaluate(async (u) => (await chrome.tabs.create({ url: u })).id ?? -1, url);
  const page = await opened;
  await page.waitForLoadState('load');
  await ext.clickAction(page);
  const panel = await ext.context.newPage();
  await panel.goto(ext.url(`${PANEL_PATH}?tabId=${tabId}`));
  await panel.getByRole('button', { name: '표 찾기' }).click();
  return { page, panel, tabId };
}

/**
 * Opens a grid page (one that sets `window.gridReady` once drawn), clicks the toolbar button and opens the panel in a
 * window of its own: headless Chromium has no side panel, and a panel tab in the page's window would hide the page and
 * pause the animation frames grids draw in (with the real side panel the tab stays visible).
 */
export async function openGridWithPanel(ext: LoadedExtension, url: string): Promise<OpenCrawl> {
  const opened = ext.context.waitForEvent('page');
  const tabId = await ext.serviceWorker.evaluate(async (u) => (await chrome.tabs.create({ url: u })).id ?? -1, url);
  const page = await opened;
  await page.waitForFunction(() => (window as unknown as { gridReady?: boolean }).gridReady === true);
  await ext.clickAction(page);
  const panelOpened = ext.context.waitForEvent('page');
  await ext.serviceWorker.evaluate(async (u) => void (await chrome.windows.create({ url: u, width: 500, height: 900 })), ext.url(`${PANEL_PATH}?tabId=${tabId}`));
  const panel = await panelOpened;
  await panel.waitForLoadState('load');
  return { page, panel, tabId };
}

/** Chooses the first table candidate the panel lists and waits until the crawl can start. */
export async function chooseFirst(panel: Page): Promise<void> {
  await candidateEntries(panel).first().click();
  await panel.getByRole('button', { name: '수집 시작' }).waitFor();
}

/** Opens `url` in a new tab, clicks the toolbar button, opens the panel for that tab and chooses the first table. */
export async function openAndChoose(ext: LoadedExtension, url: string): Promise<OpenCrawl> {
  const opened = await openAndFind(ext, url);
  await chooseFirst(opened.panel);
  return opened;
}

export interface PanelConditions {
  /** The label of a way to the next page (default: the automatic choice). */
  mode?: string;
  /** A number of pages to read (default: until the last page). */
  pages?: number;
  delaySeconds?: number;
  timeoutSeconds?: number;
}

/** Sets the mode when asked, "until the last page" or the number of pages, the delay (none unless asked) and no jitter, then presses start. */
export async function startCrawl(panel: Page, conditions: PanelConditions = {}): Promise<void> {
  if (conditions.mode) await panel.getByRole('combobox', { name: '다음 페이지로 가는 방법' }).selectOption({ label: conditions.mode });
  if (conditions.pages === undefined) {
    await panel.getByRole('checkbox', { name: '마지막 페이지까지' }).check();
  } else {
    await panel.getByRole('checkbox', { name: '마지막 페이지까지' }).uncheck();
    await panel.getByRole('spinbutton', { name: '페이지 수' }).fill(String(conditions.pages));
  }
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

/** Waits until the crawl shown `within` (default: the chosen table's card) has ended; its status, stop reason and last error. */
export async function crawlEnd(panel: Page, within: Locator = workspaceOf(panel), timeout = 90_000): Promise<CrawlEnd> {
  const status = within.locator('[data-crawl-status="finished"], [data-crawl-status="failed"]');
  await status.waitFor({ timeout });
  const error = within.locator('[data-crawl-status] [role="alert"]');
  return {
    status: (await status.getAttribute('data-crawl-status')) ?? '',
    reason: await within.locator('[data-stop-reason]').getAttribute('data-stop-reason'),
    error: (await error.count()) > 0 ? await error.textContent() : null,
  };
}

/** The crawl's resolved mode (`data-crawl-mode`) shown `within` (default: the chosen table's card). */
export async function crawlMode(panel: Page, within: Locator = workspaceOf(panel)): Promise<string | null> {
  return within.locator('[data-crawl-mode]').getAttribute('data-crawl-mode');
}

/** Waits until the crawl shown `within` (default: the chosen table's card) has read at least `min` pages (at most 9). */
export async function pagesReached(panel: Page, min: number, within: Locator = workspaceOf(panel)): Promise<void> {
  await within.getByText(new RegExp(`^페이지 [${min}-9]`)).waitFor();
}

/** The number in "페이지 N" of the progress line shown `within` (0 before the first page). */
export async function pagesDone(panel: Page, within: Locator = workspaceOf(panel)): Promise<number> {
  const line = (await within.locator('[data-crawl-status] span').first().textContent().catch(() => '')) ?? '';
  return Number(/^페이지 (\d+)/.exec(line)?.[1] ?? 0);
}

/** Presses a download button `within` a part of the panel (default: the chosen table's card) and resolves with the finished file's bytes. */
export async function download(panel: Page, button: string, within: Locator = workspaceOf(panel)): Promise<Buffer> {
  const before = await panel.evaluate(async () => (await chrome.downloads.search({})).map((d) => d.id));
  await within.getByRole('button', { name: button }).click();
  const item = await poll(
    () => panel.evaluate(async (known) => (await chrome.downloads.search({})).find((d) => !known.includes(d.id)), before),
    (d) => d?.state === 'complete',
  );
  if (!item || item.state !== 'complete') throw new Error(`no finished download from "${button}"`);
  return fs.readFileSync(item.filename);
}

/** Downloads the rows as CSV through the panel (default: the chosen table's card) and parses them (the UTF-8 BOM checked and removed). */
export async function downloadCsv(panel: Page, within: Locator = workspaceOf(panel)): Promise<string[][]> {
  const bytes = await download(panel, 'CSV 내려받기', within);
  if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) throw new Error('the CSV has no UTF-8 BOM');
  return parseCsv(bytes.subarray(3).toString('utf8'));
}
