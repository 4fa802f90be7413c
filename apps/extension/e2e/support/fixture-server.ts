import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface FixtureServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  url(file: string): string;
  close(): Promise<void>;
}

const FIXTURES = path.join(__dirname, '..', 'fixtures');

/** Fixtures whose name contains "euc-kr" are stored as EUC-KR bytes and served with that charset, as legacy Korean sites are. */
const charsetOf = (name: string): string => (/euc-kr/.test(name) ? 'euc-kr' : 'utf-8');

/** Serves e2e/fixtures/*.html on loopback (a secure-enough context for WebCrypto, unlike about:blank). */
export async function startFixtureServer(): Promise<FixtureServer> {
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(FIXTURES, name);
    if (!name.endsWith('.html') || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': `text/html; charset=${charsetOf(name)}` });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (file) => `${origin}/${file}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
