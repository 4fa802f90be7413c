// Same probe page, but Chromium launched without any DevTools client: the page reports by fetch().
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
const { CHROMIUM_ARGS, CHROMIUM_PATH } = createRequire(import.meta.url)('../../../tools/chromium.cjs');
const js = fs.readFileSync(new URL('./probe-page.js', import.meta.url), 'utf8');
const reporter = `(() => { const iv = setInterval(() => { const P = globalThis.__probe; if (!P || !P.saved) return; clearInterval(iv);
  const n = performance.getEntriesByType('navigation')[0];
  fetch('/report', { method: 'POST', body: JSON.stringify({ visit: sessionStorage.getItem('v') || 'first', nav: { responseEnd: n.responseEnd }, probe: P }) }).then(() => { if (!sessionStorage.getItem('v')) { sessionStorage.setItem('v', 'back'); location.reload(); } }); }, 5); })();`;
const html = `<!doctype html><html><head><meta charset="utf-8"><title>p</title><script>${js}</script></head><body>p<script>${reporter}</script></body></html>`;
const reports = [];
let onReport = () => {};
const server = http.createServer((req, res) => {
  if (req.url === '/report') { let b = ''; req.on('data', (c) => (b += c)); req.on('end', () => { reports.push(JSON.parse(b)); res.end('ok'); onReport(); }); return; }
  if (req.url.startsWith('/?') || req.url === '/') return res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end(html);
  res.writeHead(404).end();
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const mode = process.argv.find((a) => a.startsWith('--mode='))?.slice(7) ?? 'seq';
const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 5);
for (let i = 0; i < N; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kr-nd-'));
  const before = reports.length;
  const done = new Promise((r) => (onReport = () => reports.length - before >= 2 && r()));
  const child = spawn(CHROMIUM_PATH, ['--headless', ...CHROMIUM_ARGS, `--user-data-dir=${dir}`, '--remote-debugging-pipe', `http://127.0.0.1:${server.address().port}/?mode=${mode}`], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  await done; child.kill(); await new Promise((r) => child.once('exit', r)); fs.rmSync(dir, { recursive: true, force: true });
}
server.close();
const med = (xs) => { xs = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b); return xs.length ? xs[Math.floor(xs.length / 2)].toFixed(1) : '-'; };
for (const k of ['first', 'back']) { const rs = reports.filter((r) => r.visit === k); const f = (fn) => med(rs.map((r) => { try { return fn(r); } catch { return NaN; } }));
  console.log(k, 'htmlEnd', f((r) => r.nav.responseEnd), 'script', f((r) => r.probe.scriptStart), 'upgrade', f((r) => r.probe.upgrade - r.probe.openCall), 'openOk', f((r) => r.probe.openSuccess - r.probe.openCall), 'gen', f((r) => r.probe.genEnd - r.probe.genStart), 'pairRel', f((r) => r.probe.exported - r.probe.scriptStart), 'pairAbs', f((r) => r.probe.exported)); }
