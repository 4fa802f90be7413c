// trace one first + reload visit of a URL with the bench init script; dump raw trace + state
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
const { CHROMIUM_ARGS, CHROMIUM_PATH } = createRequire(import.meta.url)('../../../tools/chromium.cjs');
const url = process.argv[2];
const tag = process.argv[3] ?? 'x';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const init = fs.readFileSync(new URL('./init.js', import.meta.url), 'utf8');
const cats = ['devtools.timeline', 'blink.user_timing', 'navigation', 'loading', 'toplevel', 'IndexedDB', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'renderer.scheduler', 'netlog', 'net'];
const run = async (ctx, p, which, go) => {
  const w = p.waitForEvent('console', { predicate: (m) => m.text() === 'bench:rsaKeyReady' });
  await browser.startTracing(p, { path: `/tmp/kr-trace-${tag}-${which}.json`, categories: cats });
  await go(); await w; await p.waitForTimeout(300);
  await browser.stopTracing();
  const st = await p.evaluate(() => ({ ...globalThis.__bench, html: performance.getEntriesByType('navigation')[0].responseEnd, res: performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop(), +r.startTime.toFixed(1), +r.responseEnd.toFixed(1)]) }));
  fs.writeFileSync(`/tmp/kr-probe-${tag}-${which}.json`, JSON.stringify(st));
  console.log(which, JSON.stringify(st));
};
{ const c = await browser.newContext(); await c.addInitScript(init); const p = await c.newPage(); const w = p.waitForEvent('console', { predicate: (m) => m.text() === 'bench:rsaKeyReady' }); await p.goto(url); await w; await c.close(); }
const ctx = await browser.newContext(); await ctx.addInitScript(init);
const p = await ctx.newPage();
await run(ctx, p, 'first', () => p.goto(url));
await p.waitForTimeout(500);
await run(ctx, p, 'back', () => p.reload());
await browser.close();
