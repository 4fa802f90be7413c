import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness';

const Ok = Type.Object({ ok: Type.Boolean() });
const testRoutes: FastifyPluginAsync = async (app) => {
  app.post('/test/change', { schema: { body: Type.Object({}), response: { 201: Ok } } }, async () => ({ ok: true }));
  app.delete('/test/change', { schema: { response: { 204: Type.Null() } } }, async (_request, reply) => reply.send());
};

const SITE = 'http://localhost:3000';
const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const TOKEN = 'a'.repeat(64);

describe('security plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: testRoutes });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('helmet headers', () => {
    it('sets CSP, nosniff, frame and referrer headers; no HSTS over http', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain('https://js.tosspayments.com');
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('adds HSTS, upgrade-insecure-requests and Secure cookies when PUBLIC_URL is https', async () => {
      const https = await createTestApp({ env: { PUBLIC_URL: 'https://tablecrawler.example' }, database: t.database });
      try {
        const res = await https.app.inject({ method: 'GET', url: '/healthz' });
        expect(res.headers['strict-transport-security']).toContain('max-age=');
        expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
        expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[0-9a-f]{64}; Path=\/; Secure; SameSite=Lax/);
      } finally {
        await https.close();
      }
    });
  });

  describe('CORS allowlist', () => {
    it('allows the site origin and (outside production) chrome extensions, with credentials', async () => {
      for (const origin of [SITE, EXTENSION]) {
        const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
        expect(res.headers['access-control-expose-headers']).toContain('x-aes-key');
      }
    });

    it('answers preflights for allowed origins with the encryption and XSRF headers', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/users/v1/auth/signin',
        headers: { origin: EXTENSION, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-aes-key,content-type' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(EXTENSION);
      expect(res.headers['access-control-allow-headers']).toContain('x-aes-key');
      expect(res.headers['access-control-allow-headers']).toContain('x-xsrf-token');
    });

    it('gives other origins no CORS headers and refuses their state-changing requests', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
        const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        const post = await t.app.inject({ method: 'POST', url: '/test/change', payload: {}, headers: { origin } });
        expect(post.statusCode).toBe(403);
        expect(post.json()).toEqual({ statusCode: 403, code: 'origin_not_allowed', message: 'Origin not allowed' });
      }
    });

    it('accepts same-origin requests whatever host name the site is reached by', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/test/change', payload: {}, headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' } });
      expect(res.statusCode).toBe(201);
    });

    it('honours EXTENSION_ORIGINS and allows no unlisted extension in production', async () => {
      const listed = 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba';
      const prod = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', EXTENSION_ORIGINS: listed }, database: t.database });
      const prodNone = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' }, database: t.database });
      try {
        const allowed = await prod.app.inject({ method: 'GET', url: '/healthz', headers: { origin: listed } });
        expect(allowed.headers['access-control-allow-origin']).toBe(listed);
        const other = await prod.app.inject({ method: 'GET', url: '/healthz', headers: { origin: EXTENSION } });
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
        const none = await prodNone.app.inject({ method: 'GET', url: '/healthz', headers: { origin: EXTENSION } });
        expect(none.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await prodNone.close();
        await prod.close();
      }
    });
  });

  describe('host check (DNS rebinding)', () => {
    it('in production answers 421 misdirected_request to a Host other than PUBLIC_URL\'s; health probes and other environments pass', async () => {
      const prod = await createTestApp({ routes: testRoutes, env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'https://tablecrawler.example' }, database: t.database });
      try {
        const get = (host: string, url = '/markdown/terms.md') => prod.app.inject({ method: 'GET', url, headers: { host } });
        for (const host of ['attacker.example', '127.0.0.1:3000', 'tablecrawler.example.attacker.example', 'localhost']) {
          const res = await get(host);
          expect({ host, status: res.statusCode, body: res.json() }).toMatchObject({ host, status: 421, body: { statusCode: 421, code: 'misdirected_request' } });
        }
        const rebound = await prod.app.inject({ method: 'POST', url: '/test/change', payload: {}, headers: { host: 'attacker.example' } });
        expect(rebound.statusCode).toBe(421);
        for (const host of ['tablecrawler.example', 'TableCrawler.example', 'tablecrawler.example:443']) expect({ host, status: (await get(host)).statusCode }).toEqual({ host, status: 200 });
        expect((await get('10.0.0.7:3000', '/healthz')).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'attacker.example' } })).statusCode).toBe(200);
      } finally {
        await prod.close();
      }
    });
  });

  describe('XSRF double submit', () => {
    it('issues a readable XSRF-TOKEN cookie on GET when absent', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^XSRF-TOKEN=[0-9a-f]{64}; Path=\/; SameSite=Lax$/);
      expect(cookie).not.toContain('HttpOnly');
      const again = await t.app.inject({ method: 'GET', url: '/healthz', cookies: { 'XSRF-TOKEN': TOKEN } });
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('refuses cookie-bearing state-changing requests without a matching X-XSRF-TOKEN', async () => {
      for (const headers of [{}, { 'x-xsrf-token': 'b'.repeat(64) }, { 'x-xsrf-token': TOKEN.slice(1) }]) {
        const res = await t.app.inject({ method: 'POST', url: '/test/change', payload: {}, cookies: { 'XSRF-TOKEN': TOKEN }, headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, code: 'xsrf_invalid', message: 'Missing or mismatching X-XSRF-TOKEN' });
      }
      const otherCookieOnly = await t.app.inject({ method: 'DELETE', url: '/test/change', cookies: { session: 'x' } });
      expect(otherCookieOnly.statusCode).toBe(403);
    });

    it('passes a matching header, and requests that carry no cookie at all', async () => {
      const matching = await t.app.inject({ method: 'POST', url: '/test/change', payload: {}, cookies: { 'XSRF-TOKEN': TOKEN }, headers: { 'x-xsrf-token': TOKEN } });
      expect(matching.statusCode).toBe(201);
      const bearer = await t.app.inject({ method: 'POST', url: '/test/change', payload: {}, headers: { authorization: 'Bearer token' } });
      expect(bearer.statusCode).toBe(201);
      const deleted = await t.app.inject({ method: 'DELETE', url: '/test/change' });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
    });
  });
});
