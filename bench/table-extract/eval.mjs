// Extraction-quality evaluation in Chromium on held-out pages (bench/table-extract/eval/*.html, written from real page
// shapes before the extraction rules were tuned, and never used by the unit tests). Prints per-table results and
// the share of tables exactly right. Usage: node bench/table-extract/eval.mjs [--verbose] [--dir DIR]   (from the repository
// root; --dir scores another folder of pages in the same format, e.g. a new batch before it is committed)
//
// A page's <name>.json lists `tables` (selector + the expected grid, headerRows, columns and title) and `notData`
// (selectors of layout, form, calendar and navigation tables). A data table is right when findTables offers it and
// extractTable gives exactly the expected table; a list of repeated items (`kind: "repeated"`: board rows built from
// divs or li, product cards, search results) is right when findCandidates offers it and extractTable without link and
// image columns gives exactly the expected grid; a non-data table is right when findTables leaves it out or ranks it
// below every data table of the page. A page is right first when findTables' (and, counted apart, findCandidates')
// first entry is one of its data tables (or, for findCandidates, two or more of its lists read as one: sections of one list).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { bundle } from './bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirArg = process.argv.indexOf('--dir');
const dir = dirArg > 0 ? path.resolve(process.argv[dirArg + 1]) : path.join(here, 'eval');
const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../tools/testing/chromium.cjs');
const verbose = process.argv.includes('--verbose');

const script = await bundle("import * as lib from './libs/table-extract/src/index'; globalThis.TE = lib;");

const server = http.createServer((req, res) => {
  const name = path.basename(new URL(req.url, 'http://x').pathname);
  const file = path.join(dir, name);
  if (name === 'table-extract.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  else if (name.endsWith('.html') && fs.existsSync(file)) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file));
  else res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));

/** Runs in the page: what findTables offers and what extractTable reads for each expected table. */
function evaluatePage(expected) {
  const found = globalThis.TE.findTables(document);
  const candidates = globalThis.TE.findCandidates(document).map((c) => c.element);
  const rank = (el) => (el ? found.indexOf(el) : -1);
  const tables = expected.tables.map((want) => {
    const el = document.querySelector(want.selector);
    if (want.kind === 'repeated') {
      const t = el ? globalThis.TE.extractTable(el, { includeLinks: false, includeImages: false }) : null;
      return { selector: want.selector, rank: el ? candidates.indexOf(el) : -1, got: t ? { grid: t.grid } : null, repeated: true };
    }
    const t = el ? globalThis.TE.extractTable(el) : null;
    const got = t ? { headerRows: t.headerRows, columns: t.columns, grid: t.grid, ...(want.title ? { title: t.title } : {}) } : null;
    return { selector: want.selector, rank: rank(el), got };
  });
  const notData = expected.notData.map((selector) => ({ selector, rank: rank(document.querySelector(selector)) }));
  // Labelled lists that are sections of one list, each under its own heading (issues grouped by status), read as one
  // (see sectionedItems in libs/table-extract): the same data, every item of each, so a data table too.
  const joined = (el) => {
    const lists = expected.tables.filter((want) => want.kind === 'repeated').map((want) => document.querySelector(want.selector)).filter((l) => l && l !== el && el.contains(l));
    if (lists.length < 2) return false;
    const items = globalThis.TE.repeatedItems(el);
    const union = lists.flatMap((l) => globalThis.TE.repeatedItems(l));
    return union.length === items.length && union.every((item, i) => items[i] === item);
  };
  const isData = (el) => !!el && (expected.tables.some((want) => document.querySelector(want.selector) === el) || joined(el));
  const candidate = globalThis.TE.findCandidates(document)[0];
  // A page whose only data is repeated items has nothing findTables should offer first.
  const markupData = expected.tables.some((want) => want.kind !== 'repeated');
  return { tables, notData, first: markupData ? isData(found[0]) : null, firstCandidate: isData(candidate?.element), candidate: candidate ? `${candidate.kind} ${candidate.element.tagName}.${candidate.element.className}` : 'none', offered: found.length };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** Per batch (file-name prefix b2-, b3-…; batch 1 has none): tables right and in all. */
const batches = new Map();
const count = (name, ok) => {
  const batch = /^b(\d+)-/.exec(name)?.[1] ?? '1';
  const b = batches.get(batch) ?? { right: 0, total: 0 };
  b.total++;
  if (ok) b.right++;
  batches.set(batch, b);
};
let right = 0;
let total = 0;
let dataRight = 0;
let dataTotal = 0;
let firstRight = 0;
let firstCandidateRight = 0;
let firstSkipped = 0;
const pages = fs.readdirSync(dir).filter((f) => f.endsWith('.html')).sort();
for (const name of pages) {
  const expected = JSON.parse(fs.readFileSync(path.join(dir, name.replace(/\.html$/, '.json')), 'utf8'));
  // A page whose image error handler loads another missing image (cafe24's onerror fallback) never fires `load` here.
  await page.goto(`${origin}/${name}`, { timeout: 15_000 }).catch(() => page.waitForLoadState('domcontentloaded'));
  await page.addScriptTag({ url: `${origin}/table-extract.js` });
  const result = await page.evaluate(evaluatePage, expected);
  const dataRanks = result.tables.filter((t) => !t.repeated).map((t) => t.rank).filter((r) => r >= 0);
  const lastData = dataRanks.length ? Math.max(...dataRanks) : -1;
  for (const [i, t] of result.tables.entries()) {
    const want = expected.tables[i];
    const wantShape = want.kind === 'repeated' ? { grid: want.grid } : { headerRows: want.headerRows, columns: want.columns, grid: want.grid, ...(want.title ? { title: want.title } : {}) };
    const ok = t.rank >= 0 && same(t.got, wantShape);
    count(name, ok);
    total++;
    dataTotal++;
    if (ok) {
      right++;
      dataRight++;
    }
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} ${t.selector}${t.rank < 0 ? ' (not offered)' : ''}`);
    if (!ok && verbose && t.got) console.log(`     got      ${JSON.stringify(t.got)}\n     expected ${JSON.stringify(wantShape)}`);
  }
  for (const t of result.notData) {
    const ok = t.rank < 0 || t.rank > lastData;
    count(name, ok);
    total++;
    if (ok) right++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} ${t.selector} (not data: ${t.rank < 0 ? 'left out' : `offered at ${t.rank + 1}`})`);
  }
  if (result.first === null) firstSkipped++;
  else if (result.first) firstRight++;
  else console.log(`FAIL ${name}: findTables' first entry is not a data table`);
  if (result.firstCandidate) firstCandidateRight++;
  else console.log(`FAIL ${name}: findCandidates' first entry is not a data table but ${result.candidate}`);
}
await browser.close();
server.close();
const pct = (a, b) => `${((100 * a) / b).toFixed(1)} %`;
console.log(`\ntables exactly right: ${right}/${total} = ${pct(right, total)}  (data tables ${dataRight}/${dataTotal} = ${pct(dataRight, dataTotal)}, non-data tables ${right - dataRight}/${total - dataTotal} = ${pct(right - dataRight, total - dataTotal)})`);
console.log(`by batch: ${[...batches].sort(([a], [b]) => Number(a) - Number(b)).map(([b, { right: r, total: t }]) => `${b}: ${r}/${t}`).join(', ')}`);
console.log(`pages whose first findTables entry is a data table: ${firstRight}/${pages.length - firstSkipped} = ${pct(firstRight, pages.length - firstSkipped)}`);
console.log(`pages whose first findCandidates entry is a data table: ${firstCandidateRight}/${pages.length} = ${pct(firstCandidateRight, pages.length)}`);
