import http from 'node:http';
import fs from 'node:fs';
const js = fs.readFileSync(new URL('./probe-page.js', import.meta.url), 'utf8');
const inline = process.argv.includes('--inline');
const page = () => `<!doctype html><html><head><meta charset="utf-8"><title>p</title>${inline ? `<script>${js}</script>` : '<script src="/p.js"></script>'}</head><body>p</body></html>`;
const server = http.createServer((req, res) => {
  if (req.url.startsWith('/p.js')) return res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(js);
  if (req.url.startsWith('/?') || req.url === '/') return res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end(page());
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT || 0), '127.0.0.1', () => console.log(server.address().port));
