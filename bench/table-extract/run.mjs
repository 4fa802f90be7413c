// Table-extraction benchmark in Chromium: prints figures and ratios measured in one run.
// Usage: node bench/table-extract/run.mjs [extract find filter csv xlsx wef]   (from the repository root; needs /usr/bin/chromium; names pick benches, default all)
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { bigPage, bigTablePage } from './pages.mjs';
import { bundle, root } from './bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS: ARGS, CHROMIUM_PATH } = require('../../tools/testing/chromium.cjs');
const RUNS = 7;
// extractTable against the floor: the per-run ratio swings 1.05–2.0× on a shared 2-CPU machine, so more pairs.
const EXTRACT_RUNS = 21;
const EXPORT_RUNS = 3;
const only = process.argv.slice(2);

function serve(files) {
  const server = http.createServer((req, res) => {
    const body = files.get(new URL(req.url, 'http://x').pathname);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': `${body.type}; charset=utf-8` }).end(body.text);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` })));
}

/** Peak and current resident memory (MB) of the renderer processes under the browser whose command line carries `marker`. */
function rendererMemory(marker) {
  const procs = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  const info = new Map();
  for (const pid of procs) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      info.set(Number(pid), { ppid, cmd });
    } catch {
      // process ended
    }
  }
  const rootPid = [...info].find(([, v]) => v.cmd.includes(marker) && !v.cmd.includes('--type='))?.[0];
  let peak = 0;
  let rss = 0;
  for (const [pid, v] of info) {
    if (!v.cmd.includes('--type=renderer')) continue;
    let p = v.ppid;
    while (p && p !== rootPid && info.has(p)) p = info.get(p).ppid;
    if (p !== rootPid) continue;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      rss = Math.max(rss, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // process ended
    }
  }
  return { peak, rss };
}

/** Opens `page` in a fresh browser (so peak memory belongs to this measurement only) and runs `fn` in it; with `more`, runs it again after the memory reading (timing only). */
async function measure(origin, pagePath, fn, arg, more = 0) {
  const marker = `--tc-bench=${process.pid}-${Math.random().toString(36).slice(2)}`;
  // --expose-gc: the filter bench collects garbage before each first filter of a fresh table.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...ARGS, '--js-flags=--expose-gc', marker] });
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
    await page.goto(origin + pagePath, { timeout: 120000 });
    const before = rendererMemory(marker);
    const result = await page.evaluate(fn, arg);
    const after = rendererMemory(marker);
    if (more) {
      const again = await page.evaluate(fn, more);
      const times = [result.ms, ...again.times].sort((a, b) => a - b);
      return { ...result, first: result.ms, ms: times[Math.floor(times.length / 2)], peakMB: after.peak, baseMB: before.rss };
    }
    return { ...result, peakMB: after.peak, baseMB: before.rss };
  } finally {
    await browser.close();
  }
}

/**
 * extractTable against the floor on the 10,000-row table, in one fresh browser. Each timed call is its own evaluate,
 * preceded by a full GC; wall time comes from performance.now() in the page, CPU time from the main thread's
 * ThreadTime (DevTools Performance metrics), which a busy machine does not inflate by preempting the renderer. Both get
 * one untimed warm-up call, and within each run they alternate which goes first, so load spikes tend to hit both.
 */
async function measureExtraction(origin, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...ARGS, '--js-flags=--expose-gc'] });
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
    await page.goto(origin + '/table.html', { timeout: 120000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
    const step = async (which) => {
      await page.evaluate(() => window.gc?.());
      const before = await threadTime();
      const wall = await page.evaluate((w) => window.bench.extractionStep(w), which);
      return { wall, cpu: (await threadTime()) - before };
    };
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const firstFloor = await step('floor');
    const firstExtract = await step('extract');
    const floors = [];
    const extracts = [];
    for (let i = 0; i < runs; i++) {
      if (i % 2 === 0) {
        floors.push(await step('floor'));
        extracts.push(await step('extract'));
      } else {
        extracts.push(await step('extract'));
        floors.push(await step('floor'));
      }
    }
    const summary = (key) => {
      const f = floors.map((x) => x[key]);
      const e = extracts.map((x) => x[key]);
      const ratios = e.map((x, i) => x / f[i]);
      return { floor: median(f), extract: median(e), ratioOfMedians: median(e) / median(f), medianRatio: median(ratios), ratios, floors: f, extracts: e, minFloor: Math.min(...f), minExtract: Math.min(...e) };
    };
    return { wall: summary('wall'), cpu: summary('cpu'), firstFloor, firstExtract, gc: await page.evaluate(() => typeof window.gc === 'function'), shape: await page.evaluate(() => window.lastShape) };
  } finally {
    await browser.close();
  }
}

const fmt = (n, d = 1) => (typeof n === 'number' ? n.toFixed(d) : String(n));

async function main() {
  const lib = await bundle("import * as TE from '@tablecrawler/table-extract'; export default TE;", 'TEModule');
  const wef = await bundle("import writeExcelFile from 'write-excel-file/universal'; export default writeExcelFile;", 'WEFModule');
  const inPage = fs.readFileSync(path.join(here, 'in-page.js'), 'utf8');
  const scripts = '<script src="/te.js"></script><script>window.TE = TEModule.default;</script><script src="/wef.js"></script><script>window.WEF = WEFModule.default;</script><script src="/in-page.js"></script>';
  const files = new Map([
    ['/te.js', { type: 'text/javascript', text: lib }],
    ['/wef.js', { type: 'text/javascript', text: wef }],
    ['/in-page.js', { type: 'text/javascript', text: inPage }],
    ['/table.html', { type: 'text/html', text: bigTablePage().replace('</body>', `${scripts}</body>`) }],
    ['/page.html', { type: 'text/html', text: bigPage().replace('</body>', `${scripts}</body>`) }],
    ['/blank.html', { type: 'text/html', text: `<!doctype html><html><body>${scripts}</body></html>` }],
  ]);
  const { server, origin } = await serve(files);
  const loadStart = os.loadavg()[0].toFixed(1);
  const version = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS }).then(async (b) => {
    const v = b.version();
    await b.close();
    return v;
  });
  try {
    const benches = [
      ['extract', () => measureExtraction(origin, EXTRACT_RUNS), (ex) => [
        'extractTable 10,000×12 with spans',
        `${fmt(ex.wall.extract)} ms (first ${fmt(ex.firstExtract.wall)})`,
        `floor ${fmt(ex.wall.floor)} ms (first ${fmt(ex.firstFloor.wall)}) → wall: ratio of medians ${fmt(ex.wall.ratioOfMedians, 2)}×, median of per-run ratios ${fmt(ex.wall.medianRatio, 2)}× (runs ${ex.wall.ratios.map((r) => fmt(r, 2)).join(' ')}; best ${fmt(ex.wall.minExtract)} / ${fmt(ex.wall.minFloor)} ms = ${fmt(ex.wall.minExtract / ex.wall.minFloor, 2)}×); main-thread CPU: ${fmt(ex.cpu.extract)} / ${fmt(ex.cpu.floor)} ms, ratio of medians ${fmt(ex.cpu.ratioOfMedians, 2)}×, median of per-run ratios ${fmt(ex.cpu.medianRatio, 2)}× (runs ${ex.cpu.ratios.map((r) => fmt(r, 2)).join(' ')}); grid ${ex.shape}${ex.gc ? '' : '; no gc()'}`,
        '≤ 2× floor',
        ex.wall.ratioOfMedians <= 2 && ex.wall.medianRatio <= 2,
      ]],
      ['find', () => measure(origin, '/page.html', (runs) => window.bench.find(runs), RUNS), (find) => [
        'findTables on a 5 MB page', `${fmt(find.median)} ms (best ${fmt(find.min)}, first ${fmt(find.first)})`, `${find.found} tables, ${find.elements} elements, ${fmt(find.bytes / 1048576, 2)} MB; findRepeated ${fmt(find.repeatedMs)} ms`, '< 50 ms', find.median < 50,
      ], (find) => [
        'panel list on the 5 MB page', `${fmt(find.listMedian)} ms (first ${fmt(find.listFirst)})`, `findCandidates (${find.candidates} candidates, best first; ${fmt(find.candidatesMedian)} ms alone) + extractTable of the first 20 for previews`, '< 300 ms', find.listMedian < 300 && find.listFirst < 300,
      ]],
      ['filter', () => measure(origin, '/blank.html', (runs) => window.bench.filter(runs), RUNS), (filter) => [
        'filterRows over 100,000 rows', `${fmt(filter.warm)} ms warm, ${fmt(filter.first)} cold`, `${filter.kept} rows kept; cold = first filter of a fresh table of flat-string cells, as extracted and crawled tables hold (median of ${filter.colds.map((t) => fmt(t)).join(' ')}); ${fmt(filter.firstRope)} ms when its cells are V8 rope strings that the first search must flatten (${filter.coldsRope.map((t) => fmt(t)).join(' ')}); typing a new keyword ${filter.typing.map((t) => fmt(t)).join(' ')} ms; 'all' mode in chosen column ${fmt(filter.allMode)} ms`, '< 50 ms', filter.warm < 50 && filter.first < 50,
      ]],
      ['csv', () => measure(origin, '/blank.html', (runs) => window.bench.csv(runs), 1, EXPORT_RUNS - 1), (csv) => [
        'toCsv 100,000×10', `${fmt(csv.ms)} ms (first ${fmt(csv.first)})`, `${fmt(csv.bytes / 1048576, 1)} MB; renderer peak ${fmt(csv.peakMB, 0)} MB (+${fmt(csv.peakMB - csv.baseMB, 0)} over base, first run)`, '< 300 ms', csv.ms < 300,
      ]],
      ['xlsx', () => measure(origin, '/blank.html', (runs) => window.bench.xlsx(runs), 1, EXPORT_RUNS - 1), (xlsx) => [
        'toXlsx 100,000×10 (fflate + our XML)', `${fmt(xlsx.ms)} ms (first ${fmt(xlsx.first)})`, `${fmt(xlsx.bytes / 1048576, 1)} MB; renderer peak ${fmt(xlsx.peakMB, 0)} MB (+${fmt(xlsx.peakMB - xlsx.baseMB, 0)} over base, first run)`, '< 2 s, < 300 MB', xlsx.ms < 2000 && xlsx.peakMB - xlsx.baseMB < 300,
      ]],
      ['wef', () => measure(origin, '/blank.html', () => window.bench.writeExcelFile()), (other, done) => [
        'write-excel-file 4.1.1 same data', `${fmt(other.ms)} ms`, `${fmt(other.bytes / 1048576, 1)} MB; renderer peak ${fmt(other.peakMB, 0)} MB (+${fmt(other.peakMB - other.baseMB, 0)})${done.xlsx ? `; ours is ${fmt(other.ms / done.xlsx.ms, 1)}× faster` : ''}`, '(comparison)', null,
      ]],
    ];
    const unknown = only.filter((name) => !benches.some(([key]) => key === name));
    if (unknown.length) throw new Error(`unknown bench ${unknown.join(', ')}; choose from ${benches.map(([key]) => key).join(', ')}`);
    const done = {};
    const rows = [];
    for (const [key, run, ...toRows] of benches) {
      if (only.length && !only.includes(key)) continue;
      done[key] = await run();
      for (const row of toRows) rows.push(row(done[key], done));
    }
    console.log(`table-extract benchmark — Chromium ${version}, Node ${process.versions.node}, ${os.cpus().length} CPUs, load average at start ${loadStart} / end ${os.loadavg()[0].toFixed(1)}; medians of ${RUNS} runs (extraction ${EXTRACT_RUNS} pairs, exports ${EXPORT_RUNS})\n`);
    const widths = [38, 34, 0];
    for (const [name, time, detail, target, ok] of rows) {
      const mark = ok === null ? '' : ok ? 'PASS' : 'MISS';
      console.log(`${name.padEnd(widths[0])} ${time.padEnd(widths[1])} ${target.padEnd(16)} ${mark.padEnd(5)} ${detail}`);
    }
  } finally {
    server.close();
  }
}

await main();
