import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { signUpViaApi, uploadHistoryFile, type ApiUser, type UploadedHistoryFile } from '../../../tools/testing/api-user.cjs';
import { HistoryPage } from './pages/history.page';
import { REPO_ROOT, startApi, type RunningApi } from './support/api-server';
import { launchBrowser, newContext } from './support/browser';

const SCREENSHOTS = path.join(REPO_ROOT, 'tmp', 'screenshots');

let api: RunningApi;
let browser: Browser;
let context: BrowserContext | undefined;
let user: ApiUser;

beforeAll(async () => {
  [api, browser] = await Promise.all([startApi(), launchBrowser()]);
  user = await signUpViaApi(api);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

const CSV = 'Name,Price,Stock\r\nApple,"1,200",15\r\nPear,900,0\r\n배,1500,3\r\n';
const JSON_TABLE = JSON.stringify([
  { City: 'Seoul', Rain: 12.5 },
  { City: 'Busan', Rain: 30 },
]);

describe('crawling history against the real server', () => {
  it('signs in from the redirect, writes a note, shows its tooltip, previews, downloads the exact bytes, deletes and pages through 45 files', async () => {
    const uploaded: UploadedHistoryFile[] = [];
    uploaded.push(await uploadHistoryFile(api, user.accessToken, { content: CSV, format: 'csv', host: 'prices.example.com', rowCount: 3 }));
    uploaded.push(await uploadHistoryFile(api, user.accessToken, { content: JSON_TABLE, format: 'json', host: 'weather.example.org', rowCount: 2 }));
    uploaded.push(await uploadHistoryFile(api, user.accessToken, { content: 'a,b\r\n1,2\r\n', format: 'csv', host: 'old.example.net', rowCount: 1 }));

    context = await newContext(browser, { locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const site = new HistoryPage(page, api.url);

    // Signed out: /user/history sends to /signin and comes back after signing in.
    await site.goto('/user/history?page=1');
    await page.waitForURL(/\/signin\?next=%2Fuser%2Fhistory%3Fpage%3D1$/);
    const signIn = site.main.getByRole('form', { name: 'Sign in', exact: true });
    await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await signIn.getByLabel('Password', { exact: true }).fill(user.password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${api.url}/user/history?page=1`);
    await site.heading(1).getByText('Crawling history', { exact: true }).waitFor();
    await site.table.waitFor();
    expect((await site.hosts()).sort()).toEqual(['old.example.net', 'prices.example.com', 'weather.example.org']);
    await site.main.getByRole('complementary', { name: 'Partner ad' }).getByText(/affiliate program/).waitFor();

    // A note: the modal, then the tooltip after hovering.
    await site.action('Edit note for', 'prices.example.com').click();
    const dialog = page.getByRole('dialog', { name: 'Write note', exact: true });
    const field = dialog.getByRole('textbox', { name: 'Note', exact: true });
    expect(await field.getAttribute('placeholder')).toBe('Enter a note to leave on this file.');
    const note = 'Fruit prices, November — checked against the <b>shop</b> page';
    await field.fill(note);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const noteText = site.row('prices.example.com').getByText(note, { exact: true });
    await noteText.waitFor();
    await noteText.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(note);
    await page.mouse.move(0, 0);

    // Preview of the first rows, parsed by the server.
    await site.previewToggle('prices.example.com').click();
    const preview = site.preview('prices.example.com');
    await preview.waitFor();
    expect(await preview.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Price', 'Stock']);
    expect(await preview.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(['Apple', '1,200', '15']);
    await preview.getByRole('cell', { name: '배', exact: true }).waitFor();
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'web-history-1280.png'), fullPage: true });
    await site.previewToggle('prices.example.com', true).click();

    // Download through the signed URL: the same bytes, the server's file name.
    const [download] = await Promise.all([page.waitForEvent('download'), site.action('Download', 'weather.example.org').click()]);
    const weather = uploaded.find((file) => file.host === 'weather.example.org');
    expect(download.suggestedFilename()).toBe(weather?.fileName);
    expect(download.url()).toMatch(new RegExp(`^${api.url}/`));
    expect(fs.readFileSync(await download.path()).equals(Buffer.from(JSON_TABLE, 'utf8'))).toBe(true);

    // Delete after the confirmation.
    await site.action('Delete', 'old.example.net').click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete file', exact: true });
    await confirm.getByText('Delete the file?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await site.row('old.example.net').waitFor({ state: 'detached' });
    expect((await site.hosts()).sort()).toEqual(['prices.example.com', 'weather.example.org']);

    // 45 files: pages of 20, 20 and 5, the page number in the URL.
    for (let i = 1; i <= 43; i += 1) {
      const n = String(i).padStart(2, '0');
      await uploadHistoryFile(api, user.accessToken, { content: `n\r\n${i}\r\n`, host: `site${n}.example.com` });
    }
    await page.reload();
    await site.pageButton(3).waitFor();
    expect(await site.pagination().getByRole('button').allTextContents()).toEqual(['1', '2', '3']);
    const seen = new Set(await site.hosts());
    expect(seen.size).toBe(20);
    await site.pageButton(2).click();
    await page.waitForURL(`${api.url}/user/history?page=2`);
    await site.table.and(page.locator('[aria-busy="false"]')).waitFor();
    await site.pageButton(2).and(page.locator('[aria-current="page"]')).waitFor();
    // The first page's rows stay shown until the second page's arrive: wait for rows none of which were seen.
    await page.waitForFunction((first) => {
      const hosts = Array.from(document.querySelectorAll('table tbody th[scope="row"]'), (th) => th.textContent ?? '');
      return hosts.length === 20 && !hosts.some((host) => first.includes(host));
    }, [...seen]);
    for (const host of await site.hosts()) seen.add(host);
    expect(seen.size).toBe(40);
    await site.pageButton(3).click();
    await page.waitForURL(`${api.url}/user/history?page=3`);
    await page.waitForFunction(() => document.querySelectorAll('table tbody th[scope="row"]').length === 5);
    for (const host of await site.hosts()) seen.add(host);
    expect(seen.size).toBe(45);
    expect(seen.has('prices.example.com') && seen.has('weather.example.org')).toBe(true);
    expect(problems).toEqual([]);
  });
});
