// `npm run bench -- lighthouse`: Lighthouse (mobile preset: Moto G-class phone, slow 4G, 4× CPU slowdown) with
// Debian's Chromium on pages of the built site served by the built API process (embedded PGlite, fresh DATA_DIR).
// Prints the four category scores and the main metrics per page. Pages: argv paths, default /pricing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startApiProcess } = require('../../tools/testing/api-process.cjs');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../tools/testing/chromium.cjs');

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../..');
const args = process.argv.slice(2);
const pages = args.filter((a) => a.startsWith('/'));
if (pages.length === 0) pages.push('/pricing');

const missing = ['apps/api/dist/main.mjs', 'apps/web/dist/index.html'].some((p) => !fs.existsSync(path.join(workspaceRoot, p)));
if (missing || args.includes('--build')) {
  const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'web', 'api', '--outputStyle=static'], { cwd: workspaceRoot, stdio: 'inherit', env: { NX_DAEMON: 'false', NX_TUI: 'false', ...process.env } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const lighthouseCli = require.resolve('lighthouse/cli/index.js');

/** Runs the Lighthouse CLI once on `url`; resolves with its JSON report. */
function lighthouse(url) {
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [lighthouseCli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${flags}`], {
      cwd: workspaceRoot,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (report, id) => report.audits[id]?.displayValue ?? 'n/a';

const api = await startApiProcess({ dataDirPrefix: 'tablecrawler-bench-lighthouse-' });
const rows = [];
try {
  for (const page of pages) {
    const report = await lighthouse(`${api.url}${page}`);
    if (report.runtimeError) throw new Error(`${page}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    rows.push({
      page,
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
      fcp: metric(report, 'first-contentful-paint'),
      lcp: metric(report, 'largest-contentful-paint'),
      tbt: metric(report, 'total-blocking-time'),
      cls: metric(report, 'cumulative-layout-shift'),
      formFactor: report.configSettings.formFactor,
      lighthouse: report.lighthouseVersion,
    });
  }
} finally {
  await api.stop();
}

console.log('| page | form factor | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
console.log(`Lighthouse ${rows[0]?.lighthouse ?? '?'}, ${CHROMIUM_PATH}; scores move by a few points between runs on a shared machine.`);
