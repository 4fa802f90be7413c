import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, testClock, type TestApp } from '../../../test/harness';

const limited: FastifyPluginAsync = async (app) => {
  app.get('/test/limited', { schema: { response: { 200: Type.Object({ ok: Type.Boolean() }) } }, config: { rateLimit: { name: 'test:limited', max: 2, windowSeconds: 60 } } }, async () => ({ ok: true }));
};

describe('rate-limits plugin (route opt-in per client IP)', () => {
  const clock = testClock(new Date('2026-03-01T00:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: limited, now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After in the error shape past a route limit, per client, until the window ends', async () => {
    const get = (ip: string) => t.app.inject({ method: 'GET', url: '/test/limited', remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('192.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await get('192.0.2.1');
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await get('192.0.2.2')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await get('192.0.2.1')).statusCode).toBe(200);
  });
});
