import http from 'node:http';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
const { CHROMIUM_ARGS, CHROMIUM_PATH } = createRequire(import.meta.url)('../../../tools/chromium.cjs');
const js = fs.readFileSync(new URL('./probe-page.js', import.meta.url), 'utf8');
const inline = process.argv.includes('--inline');
const page = (q) => `<!doctype html><html><head><meta charset="utf-8"><title>p</title>${inline ? `<script>${js}</script>` : '<script src="/p.js"></script>'}</head><body>p</body></html>`;
const server = http.createServer((req, res) => {
  if (req.url.startsWith('/p.js')) return res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(js);
  if (req.url.startsWith('/?') || req.url === '/') return res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end(page());
  res.writeHead(404).end();
});
if (!process.env.ORIGIN) await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = process.env.ORIGIN || `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const mode = process.argv.find((a) => a.startsWith('--mode='))?.slice(7) ?? 'seq';
const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 5);
const consoleWait = process.argv.includes('--console');
const collect = async (p, waiting) => {
  if (consoleWait) await waiting; else await p.waitForFunction(() => globalThis.__probe?.done && globalThis.__probe.saved);
  return p.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const r = performance.getEntriesByName(new URL('/p.js', location.href).href)[0];
    const pick = (e, ks) => e ? Object.fromEntries(ks.map((k) => [k, +e[k].toFixed(1)])) : null;
    return { nav: pick(n, ['fetchStart', 'connectStart', 'connectEnd', 'requestStart', 'responseStart', 'responseEnd', 'domInteractive']), res: pick(r, ['startTime', 'requestStart', 'responseStart', 'responseEnd']), probe: Object.fromEntries(Object.entries(globalThis.__probe).map(([k, v]) => [k, typeof v === 'number' ? +v.toFixed(1) : v])) };
  });
};
const rows = { first: [], back: [] };
for (let i = 0; i < N + 1; i++) {
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  const w = () => p.waitForEvent('console', { predicate: (m) => m.text() === 'probe-saved' });
  let waiting = w();
  await p.goto(`${origin}/?mode=${mode}`, { waitUntil: consoleWait ? 'commit' : 'load' });
  const a = await collect(p, waiting);
  waiting = w();
  await p.reload({ waitUntil: consoleWait ? 'commit' : 'load' });
  const b = await collect(p, waiting);
  if (i > 0) { rows.first.push(a); rows.back.push(b); if (process.env.V) console.log(JSON.stringify({ first: a }), '\n', JSON.stringify({ back: b })); }
  await ctx.close();
}
await browser.close(); server.close();
const med = (xs) => { xs = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b); return xs.length ? xs[Math.floor(xs.length / 2)].toFixed(1) : '-'; };
for (const [k, rs] of Object.entries(rows)) {
  const f = (fn) => med(rs.map((r) => { try { return fn(r); } catch { return NaN; } }));
  console.log(k, 'htmlEnd', f((r) => r.nav.responseEnd), 'jsReqStart', f((r) => r.res.startTime), 'jsEnd', f((r) => r.res.responseEnd), 'script', f((r) => r.probe.scriptStart), 'ls', f((r) => r.probe.lsEnd - r.probe.lsStart),
    'upgrade', f((r) => r.probe.upgrade - r.probe.openCall), 'openOk', f((r) => r.probe.openSuccess - r.probe.openCall), 'gen', f((r) => r.probe.genEnd - r.probe.genStart), 'genStartRel', f((r) => r.probe.genStart - r.probe.scriptStart),
    'pairRel', f((r) => r.probe.exported - r.probe.scriptStart), 'pairAbs', f((r) => r.probe.exported));
}
