import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEAD_END, GROUPED_PAGES, HEADER, rows, startCrawlSite, type CrawlSite } from './fixtures/crawl/crawl-site';
import { CHROMIUM_PATH } from '../../../tools/testing/chromium.cjs';
import { parseCsv } from './support/files';

// The command-line runner (tools/crawl.mjs) on the same fixture pages: the built extension does the crawl headless
// and the file is the panel's Download; the exit code and messages tell how it went.

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '..', '..', '..', 'tools', 'crawl.mjs');
let site: CrawlSite;
let dir: string;

beforeAll(async () => {
  site = await startCrawlSite();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-cli-'));
});

afterAll(async () => {
  await site?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// The site listens on 127.0.0.1; the runner grants the extension that origin itself (no prompt to answer).
const at = (p: string): string => site.url(p).replace('localhost', '127.0.0.1');

describe('npm run crawl', () => {
  it('crawls every page of the first table in auto mode and writes the CSV the Download button gives', async () => {
    const out = path.join(dir, 'grouped.csv');
    const { stderr } = await run('node', [CLI, at('/grouped?page=1'), '--out', out], { timeout: 110_000 });
    expect(stderr).toContain('finished');
    const bytes = fs.readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(bytes.subarray(3).toString('utf8'))).toEqual([HEADER, ...rows(0, GROUPED_PAGES.pages * GROUPED_PAGES.per)]);
  }, 120_000);

  it('re-runs a recipe file (its columns and limits), with --max-pages and --format overriding', async () => {
    const recipe = {
      version: 1,
      url: at('/grouped?page=1'),
      table: { kind: 'table', headers: HEADER, columns: 3, index: 0, path: 'body:nth-of-type(1)>table:nth-of-type(1)' },
      columns: [
        { source: 1, name: '이름', kind: 'text', included: true },
        { source: 0, name: '코드', kind: 'text', included: true },
        { source: 2, name: '가격', kind: 'text', included: false },
      ],
      keywords: { include: '', exclude: '' },
      mode: 'numbered',
      pages: 10,
      delayMs: 0,
      format: 'csv',
    };
    const file = path.join(dir, 'recipe.json');
    fs.writeFileSync(file, JSON.stringify(recipe));
    const out = path.join(dir, 'recipe.json.out');
    await run('node', [CLI, at('/grouped?page=1'), '--recipe', file, '--max-pages', '3', '--format', 'json', '--out', out], { timeout: 110_000 });
    const json = JSON.parse(fs.readFileSync(out, 'utf8')) as { columns: string[]; rows: string[][]; source: { pages: number } };
    expect(json.columns).toEqual(['이름', '코드']);
    expect(json.rows).toEqual(rows(0, 3 * GROUPED_PAGES.per).map((r) => [r[1], r[0]]));
    expect(json.source.pages).toBe(3);
  }, 120_000);

  it('exits non-zero with a clear message on bad usage and on a page without tables', async () => {
    await expect(run('node', [CLI, at('/grouped')], { timeout: 10_000 })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--out <file> is required') });
    await expect(run('node', [CLI, at('/empty'), '--out', path.join(dir, 'x.csv')], { timeout: 110_000 })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no table found') });
  }, 120_000);

  it('exits 1 naming the page when the next page does not load (Chrome\'s error page), and still writes the rows so far', async () => {
    const out = path.join(dir, 'dead-end.csv');
    const failed = run('node', [CLI, at('/dead-end?page=1'), '--out', out], { timeout: 110_000 });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(new RegExp(`failed: .*${DEAD_END.host.replace(/\./g, '\\.')}`)) });
    const bytes = fs.readFileSync(out);
    expect(parseCsv(bytes.subarray(3).toString('utf8'))).toEqual([HEADER, ...rows(0, DEAD_END.pages * DEAD_END.per)]);
  }, 120_000);

  it('gives up at --timeout instead of waiting for a page that does not answer', async () => {
    const started = Date.now();
    const failed = run('node', [CLI, at('/stall?page=1'), '--timeout', '12', '--out', path.join(dir, 'stall.csv')], { timeout: 60_000 });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('did not end within 12 s') });
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 70_000);

  it('exits 1 at once when the browser dies mid-crawl', async () => {
    // A browser that is killed 10 s after it starts (the page's second page takes a minute, so the crawl is still on).
    const browser = path.join(dir, 'dying-browser.sh');
    fs.writeFileSync(browser, `#!/bin/sh\n( sleep 10; kill -9 $$ ) &\nexec ${CHROMIUM_PATH} "$@"\n`, { mode: 0o755 });
    const started = Date.now();
    const failed = run('node', [CLI, at('/stall?page=1'), '--browser', browser, '--out', path.join(dir, 'killed.csv')], { timeout: 60_000 });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('the browser closed') });
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 70_000);
});
