import { createTestApp, type TestApp } from '../../../test/harness';

describe('health routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers 200 while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('GET /readyz answers 200 when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('GET /readyz answers 503 in the error shape once the database is closed', async () => {
    const other = await createTestApp();
    try {
      await other.db.close();
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, code: 'service_unavailable', message: 'Database not reachable' });
      const health = await other.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
