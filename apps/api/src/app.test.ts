import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS, SUCCESS_STATUS, type HttpMethod } from '@tablecrawler/contract';
import { sealRequest } from '@tablecrawler/crypto';
import { createTestApp } from '../test/harness';
import type { RegisteredRoute } from './plugins/request-context.plugin';

/** Convention check: params for path parameters, a body for writes, a response schema for the success status. */
function routeSchemaProblems(routes: readonly RegisteredRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const schema = route.schema as { hide?: boolean; body?: unknown; params?: unknown; response?: Record<string, unknown> } | undefined;
    if (schema?.hide) continue; // framework-internal routes (the CORS preflight handler)
    const name = `${route.method} ${route.url}`;
    const method = (route.method === 'HEAD' ? 'GET' : route.method) as HttpMethod;
    const success = SUCCESS_STATUS[method];
    if (success === undefined) problems.push(`${name}: method outside the conventions`);
    else if (!schema?.response?.[String(success)]) problems.push(`${name}: no response schema for ${success}`);
    if (/[:*]/.test(route.url) && !schema?.params) problems.push(`${name}: no params schema`);
    // A contract endpoint whose entry declares no body (the access-URL request) sends none.
    const bodiless = route.config?.endpoint !== undefined && !('body' in ((ENDPOINTS as Record<string, object>)[route.config.endpoint] ?? { body: true }));
    if (['POST', 'PATCH', 'PUT'].includes(method) && !schema?.body && !route.config?.multipart && !bodiless) problems.push(`${name}: no body schema`);
    if (route.config?.endpoint) {
      const e = (ENDPOINTS as Record<string, { method: string; path: string }>)[route.config.endpoint];
      if (!e || (e.method !== method) || e.path !== route.url) problems.push(`${name}: does not match ENDPOINTS.${route.config.endpoint}`);
    }
  }
  return problems;
}

describe('app', () => {
  it('declares schemas on every route (meta-test)', async () => {
    const t = await createTestApp();
    try {
      const routes = t.app.registeredRoutes;
      expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /healthz', 'GET /readyz', 'GET /markdown/:file', 'HEAD /markdown/:file']));
      expect(routeSchemaProblems(routes)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('the meta-test catches a route without schemas', async () => {
    const sloppy: FastifyPluginAsync = async (app) => {
      app.post('/test/sloppy/:id', async () => ({ ok: true }));
      app.get('/test/endpoint', { schema: { response: { 200: Type.Object({}) } }, config: { endpoint: 'healthz' } }, async () => ({}));
    };
    const t = await createTestApp({ routes: sloppy });
    try {
      expect(routeSchemaProblems(t.app.registeredRoutes)).toEqual([
        'POST /test/sloppy/:id: no response schema for 201',
        'POST /test/sloppy/:id: no params schema',
        'POST /test/sloppy/:id: no body schema',
        'GET /test/endpoint: does not match ENDPOINTS.healthz',
        'HEAD /test/endpoint: does not match ENDPOINTS.healthz',
      ]);
    } finally {
      await t.close();
    }
  });

  it('never logs secrets, keys, tokens or bodies', async () => {
    const lines: string[] = [];
    const echo: FastifyPluginAsync = async (app) => {
      app.post('/test/login', { schema: { body: Type.Object({ email: Type.String(), password: Type.String() }), response: { 201: Type.Object({ ok: Type.Boolean() }) } }, config: { encryptedRequest: ['password'] } }, async () => ({ ok: true }));
      app.post('/test/fail', { schema: { body: Type.Object({ password: Type.String({ maxLength: 3 }) }), response: { 201: Type.Object({}) } } }, async () => ({}));
    };
    const t = await createTestApp({ routes: echo, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const password = 'Plaintext-Passw0rd!';
      const sealed = await sealRequest({ email: 'user@example.com', password }, ['password'], t.serverPublicKey);
      const secrets = ['Bearer-Token-123', 'cookie-secret-value', String(sealed.headers['X-AES-KEY']), sealed.aesKeyHex, password, sealed.payload.password];
      const res = await t.app.inject({
        method: 'POST',
        url: '/test/login?token=Bearer-Token-123',
        payload: sealed.payload,
        headers: { ...sealed.headers, authorization: 'Bearer Bearer-Token-123', 'x-rsa-public-key': 'client-key' },
      });
      expect(res.statusCode).toBe(201);
      await t.app.inject({ method: 'POST', url: '/test/fail', payload: { password }, cookies: { session: 'cookie-secret-value' } });
      await t.app.inject({ method: 'POST', url: '/test/fail', headers: { 'content-type': 'application/json' }, payload: `{"password": "${password}` });
      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('request rejected');
      for (const secret of secrets) expect({ secret, logged: log.includes(secret) }).toEqual({ secret, logged: false });
    } finally {
      await t.close();
    }
  });
});
