// Static file server for the benchmark's own pages, run as a child process of run.mjs so that answering
// the browser never waits behind the Playwright driver's work in the parent's event loop.
//
// Usage: node bench/key-ready/serve.mjs <folder>   (prints "listening <port>"; '/' is index.html; no-store)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8' };

const cache = new Map();

function read(pathname) {
  if (!cache.has(pathname)) {
    const file = path.join(root, pathname === '/' ? 'index.html' : path.normalize(pathname));
    const ok = file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    cache.set(pathname, ok ? { type: TYPES[path.extname(file)] ?? 'application/octet-stream', body: fs.readFileSync(file) } : null);
  }
  return cache.get(pathname);
}

const server = http.createServer((req, res) => {
  const found = read(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
  if (!found) res.writeHead(404).end();
  else res.writeHead(200, { 'content-type': found.type, 'cache-control': 'no-store' }).end(found.body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
