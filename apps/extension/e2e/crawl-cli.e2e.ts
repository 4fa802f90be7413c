import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ApiUser } from '../../../tools/testing/api-user.cjs';
import { builtServerKey, type RunningApi } from './support/api-server';
import { DIST } from './support/extension';
import { DEAD_END, GROUPED_PAGES, HEADER, LONG_PAGES, rows, startCrawlSite, type CrawlSite } from './fixtures/crawl/crawl-site';
import { CHROMIUM_PATH } from '../../../tools/testing/chromium.cjs';
import { parseCsv } from './support/files';
import { newAccount, startApiWithPassHolder } from './support/pass';

// The command-line runner (tools/crawl.mjs) on the same fixture pages: the built extension does the crawl headless
// and the file is the panel's Download; the exit code and messages tell how it went.

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '..', '..', '..', 'tools', 'crawl.mjs');
let site: CrawlSite;
let dir: string;
let api: RunningApi;
let holder: ApiUser;
let noPass: ApiUser;

beforeAll(async () => {
  site = await startCrawlSite();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-cli-'));
  const serverKey = builtServerKey(DIST);
  ({ api, user: holder } = await startApiWithPassHolder(serverKey));
  noPass = await newAccount(api, serverKey.privatePem);
});

afterAll(async () => {
  await api?.stop();
  await site?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The runner's environment: no account unless given (TABLECRAWLER_* from the test's own environment are dropped). */
const env = (user?: ApiUser): NodeJS.ProcessEnv => {
  const { TABLECRAWLER_EMAIL: _e, TABLECRAWLER_PASSWORD: _p, ...rest } = process.env;
  return user ? { ...rest, TABLECRAWLER_EMAIL: user.email, TABLECRAWLER_PASSWORD: user.password } : rest;
};

// The site listens on 127.0.0.1; the runner grants the extension that origin itself (no prompt to answer).
const at = (p: string): string => site.url(p).replace('localhost', '127.0.0.1');

describe('npm run crawl', () => {
  it('crawls every page of the first table in auto mode and writes the CSV the Download button gives', async () => {
    const out = path.join(dir, 'grouped.csv');
    const { stderr } = await run('node', [CLI, at('/grouped?page=1'), '--out', out, '--api', api.url], { timeout: 110_000, env: env(holder) });
    expect(stderr).toContain('signed in (pass: active)');
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
    await run('node', [CLI, at('/grouped?page=1'), '--recipe', file, '--max-pages', '3', '--format', 'json', '--out', out, '--api', api.url], { timeout: 110_000, env: env(holder) });
    const json = JSON.parse(fs.readFileSync(out, 'utf8')) as { columns: string[]; rows: string[][]; source: { pages: number } };
    expect(json.columns).toEqual(['이름', '코드']);
    expect(json.rows).toEqual(rows(0, 3 * GROUPED_PAGES.per).map((r) => [r[1], r[0]]));
    expect(json.source.pages).toBe(3);
  }, 120_000);

  it('obeys the pass gate: refused without an account and without a pass (exit 3); one page needs no account', async () => {
    const out = path.join(dir, 'refused.csv');
    await expect(run('node', [CLI, at('/long?page=1'), '--out', out, '--api', api.url], { timeout: 110_000, env: env() })).rejects.toMatchObject({
      code: 3,
      stderr: expect.stringContaining('refused: 여러 페이지 수집에는 로그인과 이용권이 필요합니다.'),
    });
    await expect(run('node', [CLI, at('/long?page=1'), '--out', out, '--api', api.url], { timeout: 110_000, env: env(noPass) })).rejects.toMatchObject({
      code: 3,
      stderr: expect.stringContaining('refused: 여러 페이지 수집에는 이용권이 필요합니다.'),
    });
    await expect(run('node', [CLI, at('/long?page=1'), '--out', out, '--api', api.url], { timeout: 110_000, env: { ...env(), TABLECRAWLER_EMAIL: noPass.email, TABLECRAWLER_PASSWORD: 'wrong-password' } })).rejects.toMatchObject({
      code: 3,
      stderr: expect.stringContaining('sign-in failed: 이메일 또는 비밀번호를 확인해 주세요.'),
    });
    expect(fs.existsSync(out)).toBe(false);
    expect(site.hits.get('/long?page=2')).toBeUndefined();
    const { stderr } = await run('node', [CLI, at('/long?page=1'), '--max-pages', '1', '--out', out, '--api', api.url], { timeout: 110_000, env: env() });
    expect(stderr).toContain('not signed in');
    expect(parseCsv(fs.readFileSync(out).subarray(3).toString('utf8'))).toEqual([HEADER, ...rows(0, LONG_PAGES.per)]);
  }, 240_000);

  it('keeps the session in a token file: signed in once with the password, later runs use the file', async () => {
    const tokenFile = path.join(dir, 'tokens.json');
    const first = path.join(dir, 'first.csv');
    await run('node', [CLI, at('/long?page=1'), '--max-pages', '2', '--token-file', tokenFile, '--out', first, '--api', api.url], { timeout: 110_000, env: env(holder) });
    const saved = JSON.parse(fs.readFileSync(tokenFile, 'utf8')) as { accessToken: string; refreshToken: string };
    expect(saved).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect((fs.statSync(tokenFile).mode & 0o777).toString(8)).toBe('600');
    const out = path.join(dir, 'from-token-file.csv');
    const { stderr } = await run('node', [CLI, at('/long?page=1'), '--token-file', tokenFile, '--out', out, '--api', api.url], { timeout: 110_000, env: env() });
    expect(stderr).toContain('signed in (pass: active)');
    expect(parseCsv(fs.readFileSync(out).subarray(3).toString('utf8'))).toEqual([HEADER, ...rows(0, LONG_PAGES.pages * LONG_PAGES.per)]);
  }, 240_000);

  it('exits non-zero with a clear message on bad usage and on a page without tables', async () => {
    await expect(run('node', [CLI, at('/grouped')], { timeout: 10_000 })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--out <file> is required') });
    await expect(run('node', [CLI, at('/grouped'), '--out', path.join(dir, 'x.csv'), '--api', 'ftp://x'], { timeout: 10_000 })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--api must be an http(s) origin') });
    await expect(run('node', [CLI, at('/empty'), '--out', path.join(dir, 'x.csv')], { timeout: 110_000 })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no table found') });
  }, 120_000);

  it('exits 1 naming the page when the next page does not load (Chrome\'s error page), and still writes the rows so far', async () => {
    const out = path.join(dir, 'dead-end.csv');
    const failed = run('node', [CLI, at('/dead-end?page=1'), '--out', out, '--api', api.url], { timeout: 110_000, env: env(holder) });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(new RegExp(`failed: .*${DEAD_END.host.replace(/\./g, '\\.')}`)) });
    const bytes = fs.readFileSync(out);
    expect(parseCsv(bytes.subarray(3).toString('utf8'))).toEqual([HEADER, ...rows(0, DEAD_END.pages * DEAD_END.per)]);
  }, 120_000);

  it('gives up at --timeout instead of waiting for a page that does not answer', async () => {
    const started = Date.now();
    const failed = run('node', [CLI, at('/stall?page=1'), '--timeout', '12', '--out', path.join(dir, 'stall.csv'), '--api', api.url], { timeout: 60_000, env: env(holder) });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('did not end within 12 s') });
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 70_000);

  it('exits 1 at once when the browser dies mid-crawl', async () => {
    // A browser that is killed 10 s after it starts (the page's second page takes a minute, so the crawl is still on).
    const browser = path.join(dir, 'dying-browser.sh');
    fs.writeFileSync(browser, `#!/bin/sh\n( sleep 10; kill -9 $$ ) &\nexec ${CHROMIUM_PATH} "$@"\n`, { mode: 0o755 });
    const started = Date.now();
    const failed = run('node', [CLI, at('/stall?page=1'), '--browser', browser, '--out', path.join(dir, 'killed.csv'), '--api', api.url], { timeout: 60_000, env: env(holder) });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('the browser closed') });
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 70_000);
});
