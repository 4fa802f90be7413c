import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { PANEL_PATH, type LoadedExtension } from './extension';
import { parseCsv } from './files';
import { poll } from './poll';

export interface ChosenTable {
  page: Page;
  panel: Page;
  tabId: number;
}

/** Opens `url` in a new tab, clicks the toolbar button, opens the panel for that tab and chooses the first table. */
export async function openAndChoose(ext: LoadedExtension, url: string): Promise<ChosenTable> {
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

/** Downloads the panel's rows as CSV through its button and parses them; throws without the UTF-8 BOM. */
export async function downloadCsv(panel: Page): Promise<string[][]> {
  const before = await panel.evaluate(async () => (await chrome.downloads.search({})).map((d) => d.id));
  await panel.getByRole('button', { name: 'CSV 내려받기' }).click();
  const item = await poll(
    () => panel.evaluate(async (known) => (await chrome.downloads.search({})).find((d) => !known.includes(d.id)), before),
    (d) => d?.state === 'complete',
  );
  if (!item) throw new Error('no finished CSV download');
  const bytes = fs.readFileSync(item.filename);
  if (!bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error(`${item.filename} does not start with the UTF-8 BOM`);
  return parseCsv(bytes.subarray(3).toString('utf8'));
}
