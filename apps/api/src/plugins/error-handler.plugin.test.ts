import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { CreateInquiryBody, SignUpBody } from '@tablecrawler/contract';
import { createTestApp, type TestApp } from '../../test/harness';

const SECRET = 'db-password-hunter2';

/** Test-only routes using contract schemas, plus one that throws an internal error. */
const testRoutes: FastifyPluginAsync = async (app) => {
  app.post('/test/inquiry', { schema: { body: CreateInquiryBody, response: { 201: CreateInquiryBody } } }, async (request) => request.body);
  app.post('/test/signup', { schema: { body: SignUpBody, response: { 201: Type.Object({ ok: Type.Boolean() }) } } }, async () => ({ ok: true }));
  app.get('/test/boom', { schema: { response: { 200: Type.Object({}) } } }, async () => {
    throw new Error(`connection to postgres://admin:${SECRET}@db failed`);
  });
  app.get('/test/page', { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) }), response: { 200: Type.Object({ page: Type.Integer() }) } } }, async (request) => ({
    page: (request.query as { page: number }).page,
  }));
};

const signUp = {
  password: 'Passw0rd!',
  profile: { username: 'nick', gender: 'female' },
  funnel: { channel: 'search' },
  emailVerificationId: 'v1',
  deviceFingerprint: 'c'.repeat(64),
};

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: testRoutes, env: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers unknown routes 404 in the error shape', async () => {
    for (const [method, url] of [['GET', '/users/v1/nothing-here'], ['POST', '/payments/v1/no-such-call'], ['DELETE', '/nope']] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'application/json' } });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: { statusCode: 404, code: 'route_not_found', message: 'Route not found' } });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers a body over the limit with 413 body_too_large', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/inquiry', payload: { title: 'title', content: 'x'.repeat(4096) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, code: 'body_too_large', message: 'Request body is larger than 2048 bytes' });
  });

  it('answers validation failures 400 with field details (string_too_short / string_too_long / value_error)', async () => {
    const short = await t.app.inject({ method: 'POST', url: '/test/inquiry', payload: { title: 'x', content: 'long enough content for the rule' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      statusCode: 400,
      code: 'validation_error',
      message: 'Request validation failed',
      details: [{ field: 'title', code: 'string_too_short', message: expect.any(String) }],
    });

    const long = await t.app.inject({ method: 'POST', url: '/test/inquiry', payload: { title: 'x'.repeat(101), content: 'long enough content for the rule' } });
    expect(long.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'title', code: 'string_too_long' }] });

    const gender = await t.app.inject({ method: 'POST', url: '/test/signup', payload: { ...signUp, profile: { username: 'nick', gender: 'robot' } } });
    expect(gender.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'profile.gender', code: 'value_error' }] });

    const missing = await t.app.inject({ method: 'POST', url: '/test/signup', payload: { ...signUp, emailVerificationId: undefined } });
    expect(missing.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'emailVerificationId', code: 'value_error', message: 'is required' }] });

    const query = await t.app.inject({ method: 'GET', url: '/test/page?page=0' });
    expect(query.json()).toMatchObject({ statusCode: 400, code: 'validation_error', details: [{ field: 'page', code: 'value_error' }] });
  });

  it('coerces query strings but not bodies, and drops undeclared fields', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/test/page?page=3' })).json()).toEqual({ page: 3 });
    const numberTitle = await t.app.inject({ method: 'POST', url: '/test/inquiry', payload: { title: 12345, content: 'long enough content for the rule' } });
    expect(numberTitle.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'title', code: 'value_error' }] });
    const extra = await t.app.inject({ method: 'POST', url: '/test/inquiry', payload: { title: 'ok title', content: 'long enough content for the rule', admin: true } });
    expect(extra.statusCode).toBe(201);
    expect(extra.json()).toEqual({ title: 'ok title', content: 'long enough content for the rule' });
  });

  it('never sends a stack trace or internal message to the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, code: 'internal_error', message: 'Internal server error' });
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('does not echo a malformed JSON body back', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/inquiry', headers: { 'content-type': 'application/json' }, payload: `{"title": "${SECRET}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'bad_request', message: 'Bad request' });
  });

  it('answers an unsupported content type 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/inquiry', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=a' });
    expect(res.json()).toEqual({ statusCode: 415, code: 'unsupported_media_type', message: 'Unsupported media type' });
  });

  it('keeps the status conventions: POST 201, GET 200', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/test/inquiry', payload: { title: 'ok title', content: 'long enough content for the rule' } });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
