import { build } from 'esbuild';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const FIXTURES_DIR = path.join(__dirname, '..', '..', 'fixtures');
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../../../tools/testing/chromium.cjs';

export { CHROMIUM, CHROMIUM_ARGS };

/** Bundles the library (from source, through the @tablecrawler/source condition) into one IIFE for test pages. */
export async function bundleLibrary(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'page-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@tablecrawler/source'],
    write: false,
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error('esbuild produced no bundle');
  return out.text;
}

export interface TestServer {
  origin: string;
  /** Adds or replaces a page served at `urlPath`. */
  put(urlPath: string, body: string, type?: string): void;
  close(): Promise<void>;
}

/** Serves the fixture folder, /table-extract.js and pages put by tests, on 127.0.0.1 at a free port. */
export async function startServer(bundle: string): Promise<TestServer> {
  const pages = new Map<string, { body: string; type: string }>([['/table-extract.js', { body: bundle, type: 'text/javascript' }]]);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const page = pages.get(url.pathname);
    if (page) {
      res.writeHead(200, { 'content-type': `${page.type}; charset=utf-8` });
      res.end(page.body);
      return;
    }
    const file = path.join(FIXTURES_DIR, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(FIXTURES_DIR) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
      res.end(fs.readFileSync(file));
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    put(urlPath, body, type = 'text/html') {
      pages.set(urlPath, { body, type });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Launches the system Chromium headless (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS] });
}
