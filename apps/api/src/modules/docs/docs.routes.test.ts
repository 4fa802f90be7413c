import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/harness';

describe('GET /markdown/{type}.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (file: string) => fs.readFileSync(path.join(t.config.markdownDir, file), 'utf8');

  it.each(['terms', 'privacy', 'refund-policy'])('serves %s in Korean by default and in English on request', async (type) => {
    const ko = await t.app.inject({ method: 'GET', url: `/markdown/${type}.md` });
    expect(ko.statusCode).toBe(200);
    expect(ko.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(ko.headers['content-language']).toBe('ko');
    expect(ko.headers['vary']).toContain('Accept-Language');
    expect(ko.body).toBe(read(`${type}.md`));
    expect(ko.body).toMatch(/[가-힣]/);

    const en = await t.app.inject({ method: 'GET', url: `/markdown/${type}.md`, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.headers['content-language']).toBe('en');
    expect(en.body).toBe(read(`${type}.en.md`));
    expect(en.body).not.toMatch(/[가-힣]/);
  });

  it('answers unknown documents and traversal attempts 404 in the error shape', async () => {
    for (const url of [
      '/markdown/unknown.md',
      '/markdown/terms',
      '/markdown/terms.txt',
      '/markdown/terms.en.md',
      '/markdown/..%2F..%2F..%2Fpackage.json',
      '/markdown/..%2Fsrc%2Fmain.ts.md',
      '/markdown/%2e%2e%2fterms.md',
      '/markdown/TERMS.md',
      '/markdown/a/terms.md',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(['not_found', 'route_not_found']).toContain(res.json<{ code: string }>().code);
    }
  });
});
