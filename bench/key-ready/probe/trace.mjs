import http from 'node:http';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
const { CHROMIUM_ARGS, CHROMIUM_PATH } = createRequire(import.meta.url)('../../../tools/chromium.cjs');
const origin = process.env.ORIGIN;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const mode = process.env.MODE ?? 'seq';
// warm
{ const c = await browser.newContext(); const p = await c.newPage(); await p.goto(`${origin}/?mode=${mode}`); await p.waitForFunction(() => globalThis.__probe?.saved); await c.close(); }
const ctx = await browser.newContext();
const p = await ctx.newPage();
const cats = ['devtools.timeline', 'blink.user_timing', 'navigation', 'loading', 'toplevel', 'IndexedDB', 'browser', 'content', 'renderer_host', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute', 'devtools', 'ipc', 'mojom', 'netlog', 'net', 'renderer', 'startup', 'ServiceWorker', 'storage'];
for (const which of ['first', 'back']) {
  await browser.startTracing(p, { path: `/tmp/kr-trace-${which}.json`, categories: cats });
  if (which === 'first') await p.goto(`${origin}/?mode=${mode}`); else await p.reload();
  await p.waitForFunction(() => globalThis.__probe?.saved);
  const probe = await p.evaluate(() => ({ ...globalThis.__probe, origin: performance.timeOrigin }));
  await browser.stopTracing();
  fs.writeFileSync(`/tmp/kr-probe-${which}.json`, JSON.stringify(probe));
  console.log(which, JSON.stringify(probe));
}
await browser.close();
