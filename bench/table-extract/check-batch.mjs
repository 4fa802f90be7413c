// Checks the shape of a batch of evaluation pages (see AUTHORING.md) without running the engine: each page loads in
// Chromium with nothing from the network, each selector finds one drawn element, and each label is well formed.
// Usage: node bench/table-extract/check-batch.mjs DIR   (from the repository root; needs /usr/bin/chromium)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../../tools/testing/chromium.cjs');
const dir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !fs.existsSync(dir)) {
  console.error('usage: node bench/table-extract/check-batch.mjs DIR');
  process.exit(2);
}

const server = http.createServer((req, res) => {
  const file = path.join(dir, path.basename(new URL(req.url, 'http://x').pathname));
  if (file.endsWith('.html') && fs.existsSync(file)) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file));
  else res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/** Problems with one label, from its JSON alone. */
function labelProblems(want) {
  const out = [];
  const grid = want.grid;
  if (typeof want.selector !== 'string') out.push('selector missing');
  if (!Array.isArray(grid) || !grid.length || !grid.every((row) => Array.isArray(row) && row.every((c) => typeof c === 'string'))) return [...out, 'grid must be rows of strings'];
  const width = grid[0].length;
  grid.forEach((row, i) => row.length !== width && out.push(`row ${i} has ${row.length} cells, row 0 has ${width}`));
  grid.forEach((row, i) => row.some((c) => c !== c.trim() || /[ \t]{2}/.test(c)) && out.push(`row ${i}: untrimmed or doubled spaces`));
  if (want.kind === 'repeated') {
    if ('columns' in want || 'headerRows' in want) out.push('a repeated list has no columns or headerRows');
    return out;
  }
  if (want.kind !== undefined) out.push(`unknown kind ${want.kind}`);
  const { headerRows, columns } = want;
  if (!Number.isInteger(headerRows) || headerRows < 0 || headerRows >= grid.length) out.push('headerRows must leave at least one body row');
  if (!Array.isArray(columns) || columns.length !== width) return [...out, `columns must name all ${width} columns`];
  if (new Set(columns).size !== columns.length) out.push('column names must be unique (add " (2)"…)');
  if (headerRows === 0 && columns.some((c, i) => c !== `Column ${i + 1}`)) out.push('with no header row, columns are "Column 1", "Column 2"…');
  if ('title' in want && (typeof want.title !== 'string' || !want.title)) out.push('title: a non-empty string, or left out');
  return out;
}

let bad = 0;
let items = 0;
const pages = fs.readdirSync(dir).filter((f) => f.endsWith('.html')).sort();
for (const name of pages) {
  const problems = [];
  const jsonFile = path.join(dir, name.replace(/\.html$/, '.json'));
  let label = null;
  try {
    label = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
  } catch (error) {
    problems.push(`${path.basename(jsonFile)}: ${error.message}`);
  }
  if (label && (!Array.isArray(label.tables) || !Array.isArray(label.notData))) problems.push('json needs "tables" and "notData" arrays');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const outside = [];
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  await page.goto(`${origin}/${name}`, { waitUntil: 'load' });
  if (outside.length) problems.push(`loads from the network: ${outside.slice(0, 3).join(', ')}`);
  if (errors.length) problems.push(`script errors: ${errors.slice(0, 2).join('; ')}`);
  if (label?.tables) {
    for (const want of label.tables) {
      items++;
      problems.push(...labelProblems(want).map((p) => `${want.selector}: ${p}`));
      const found = await page.evaluate((s) => {
        const all = document.querySelectorAll(s);
        const el = all[0];
        const box = el?.getBoundingClientRect();
        return { count: all.length, drawn: !!box && box.width > 0 && box.height > 0 };
      }, want.selector);
      if (found.count !== 1) problems.push(`${want.selector}: matches ${found.count} elements`);
      else if (!found.drawn) problems.push(`${want.selector}: not drawn`);
    }
    for (const selector of label.notData ?? []) {
      const count = await page.evaluate((s) => document.querySelectorAll(s).length, selector);
      if (count !== 1) problems.push(`notData ${selector}: matches ${count} elements`);
    }
    if (!label.tables.length) problems.push('no labelled tables');
  }
  await page.close();
  if (problems.length) bad++;
  console.log(`${problems.length ? 'FIX ' : 'ok  '} ${name}${problems.map((p) => `\n     - ${p}`).join('')}`);
}
console.log(`${pages.length} pages, ${items} items, ${bad} to fix`);
await browser.close();
server.close();
process.exit(bad ? 1 : 0);
