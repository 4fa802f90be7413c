import http from 'node:http';
import { ENDPOINTS } from '@tablecrawler/contract';
import { createApiClient } from './create-api-client';
import { TRANSPORT_FAILURES, TransportFailure, sentFraction, type HttpTransport, type HttpTransportRequest } from './http-transport';
import { setUpClientTests } from './testing/client-test-setup';
import { recordingPorts } from './testing/ports';
import { sendError, sendJson } from './testing/test-server';
import { memoryTokenStore } from './token-store';

const OLD = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const NEW = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const SAVED = { data: { id: 'f1', host: 'example.com', fileSize: 9, createdAt: '2025-01-01T00:00:00.000Z', note: '' } };

const setup = setUpClientTests();

/** A real transport over node:http that writes the multipart body in 64 KiB chunks and reports each one as sent. */
const chunkedNodeTransport =
  (seen: HttpTransportRequest[]): HttpTransport =>
  async (request) => {
    seen.push(request);
    const serialised = new Request(request.url, { method: request.method, body: request.body });
    const body = Buffer.from(await serialised.arrayBuffer());
    const headers = { ...request.headers, 'content-type': serialised.headers.get('content-type') ?? '', 'content-length': String(body.length) };
    return new Promise((resolve, reject) => {
      const req = http.request(request.url, { method: request.method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const out: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out[k] = v;
          resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      req.on('error', (error) => reject(new TransportFailure(TRANSPORT_FAILURES.NETWORK, error.message)));
      const step = 64 * 1024;
      for (let at = 0; at < body.length; at += step) {
        req.write(body.subarray(at, at + step));
        request.onUploadProgress?.(Math.min(body.length, at + step), body.length);
      }
      req.end();
    });
  };

describe('an injected transport', () => {
  it('maps sent bytes to a fraction in 0..1', () => {
    expect([sentFraction(0, 100), sentFraction(25, 100), sentFraction(100, 100), sentFraction(150, 100)]).toEqual([0, 0.25, 1, 1]);
    expect([sentFraction(10, 0), sentFraction(Number.NaN, 10)]).toEqual([0, 0]);
  });

  it('carries the upload with the bearer token, reports rising progress, and is used again for the replay after a refresh', async () => {
    const uploads: { auth: string | undefined; key: string | undefined; file: string }[] = [];
    const server = await setup.start(async (req, res) => {
      if (req.path === ENDPOINTS.refreshToken.path) return sendJson(res, 201, NEW);
      const form = await req.formData();
      uploads.push({ auth: req.header('authorization'), key: req.header('idempotency-key'), file: await (form.get('file') as Blob).text() });
      if (req.header('authorization') !== `Bearer ${NEW.accessToken}`) sendError(res, 401, 'unauthorized', 'Unauthorized');
      else sendJson(res, 201, SAVED);
    });
    const client = createApiClient({ baseURL: server.url }, recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) }));
    const seen: HttpTransportRequest[] = [];
    const fractions: number[] = [];
    const content = 'a,b\n'.repeat(100_000);

    const answer = await client.uploadFile(
      { file: new Blob([content], { type: 'text/csv' }), filename: 't.csv', host: 'example.com', format: 'csv', idempotencyKey: 'k1' },
      { transport: chunkedNodeTransport(seen), onUploadProgress: (f) => fractions.push(f) },
    );

    expect(answer).toEqual(SAVED);
    expect(seen.map((r) => r.headers['Authorization'])).toEqual([`Bearer ${OLD.accessToken}`, `Bearer ${NEW.accessToken}`]);
    expect(seen[0]?.url).toBe(`${server.url}${ENDPOINTS.uploadFile.path}`);
    expect(uploads.map((u) => [u.auth, u.key, u.file === content])).toEqual([
      [`Bearer ${OLD.accessToken}`, 'k1', true],
      [`Bearer ${NEW.accessToken}`, 'k1', true],
    ]);
    // Two passes over 400 kB in 64 kB steps: each pass rises to 1.
    const firstPass = fractions.slice(0, fractions.indexOf(1) + 1);
    expect(firstPass.length).toBeGreaterThan(5);
    expect(firstPass).toEqual([...firstPass].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('turns a server refusal into the ApiError of the body, and failures without an answer into status 0', async () => {
    const server = await setup.start((_req, res) => sendError(res, 413, 'file_too_large', 'Too large'));
    const client = createApiClient({ baseURL: server.url }, recordingPorts(setup.keys, { tokenStore: memoryTokenStore(NEW) }));
    const input = { file: new Blob(['x']), filename: 't.csv', host: 'example.com', format: 'csv' } as const;

    await expect(client.uploadFile(input, { transport: chunkedNodeTransport([]) })).rejects.toMatchObject({ name: 'ApiError', status: 413, code: 'file_too_large', message: 'Too large' });
    const failing = (kind: TransportFailure['kind']): HttpTransport => () => Promise.reject(new TransportFailure(kind, kind));
    await expect(client.uploadFile(input, { transport: failing(TRANSPORT_FAILURES.NETWORK) })).rejects.toMatchObject({ status: 0, code: 'network_error' });
    await expect(client.uploadFile(input, { transport: failing(TRANSPORT_FAILURES.TIMEOUT) })).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await expect(client.uploadFile(input, { transport: failing(TRANSPORT_FAILURES.ABORTED) })).rejects.toMatchObject({ status: 0, code: 'aborted' });
  });
});
