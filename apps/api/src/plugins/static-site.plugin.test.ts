import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, tempDir, type TestApp } from '../../test/harness';
import { isReservedPath, resolveSiteFile } from './static-site.plugin';

const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const BIG_JS = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('static site', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = tempDir('tc-web-dist-');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("site");');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js'), BIG_JS);
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.br'), zlib.brotliCompressSync(BIG_JS));
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.gz'), zlib.gzipSync(BIG_JS));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for / and for client-side routes that accept HTML (SPA fallback)', async () => {
    for (const url of ['/', '/signin', '/user/history?page=2', '/terms', '/payment-result?orderId=1&paymentKey=k&amount=1100']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: INDEX });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('serves built files, hashed assets as immutable', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("site");');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves source maps outside production only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' })).statusCode).toBe(200);
    const prod = await createTestApp({ env: { WEB_DIST_DIR: dist, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' }, database: t.database });
    try {
      for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/assets/missing.js.map']) {
        const res = await prod.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...HTML } });
        expect({ url, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({ url, status: 404, code: 'route_not_found' });
      }
      expect((await prod.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('serves the pre-compressed twin of a file to browsers that accept it, the file itself otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    const noTwin = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(noTwin.headers['content-encoding']).toBeUndefined();
    expect(noTwin.body).toBe('console.log("site");');
  });

  it('answers a missing non-HTML file with a JSON 404, never index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('keeps API, markdown and health paths out of the fallback', async () => {
    for (const url of ['/users/v1/unknown', '/products/v1', '/inquiries/v1/x', '/payments/v1/x/y', '/markdown/a/b.md', '/healthz/x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect({ url, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({ url, status: 404, code: 'route_not_found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/signin', headers: HTML, payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('refuses traversal and dotfiles', async () => {
    for (const url of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/.env', '/assets/..%2f..%2f..%2fnx.json']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('SECRET');
    }
    expect(resolveSiteFile(dist, '/../../etc/passwd')).toBeUndefined();
    expect(resolveSiteFile(dist, '/%00index.html')).toBeUndefined();
    expect(resolveSiteFile(dist, '/assets')).toBeUndefined();
    expect(resolveSiteFile(dist, '/index.html')).toBe(path.join(dist, 'index.html'));
    expect(isReservedPath('/user')).toBe(false);
    expect(isReservedPath('/users/v1')).toBe(true);
  });

  it('answers HTML requests with a 503 page explaining how to build when the site is missing', async () => {
    const unbuilt = await createTestApp({ database: t.database });
    try {
      const res = await unbuilt.app.inject({ method: 'GET', url: '/pricing', headers: HTML });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('npx nx run web:build');
      const api = await unbuilt.app.inject({ method: 'GET', url: '/healthz' });
      expect(api.statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});
