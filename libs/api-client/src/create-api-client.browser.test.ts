/**
 * The browser path: axios' browser build with its XHR adapter (jsdom's XMLHttpRequest, which enforces CORS) against a
 * real cross-origin server, with the library's default ports (document.cookie, navigator.languages, localStorage).
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/", "customExportConditions": ["@tablecrawler/source", "browser", "require", "default"]}
 */
import type { ServerResponse } from 'node:http';
import { ENDPOINTS } from '@tablecrawler/contract';
import type { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { TEST_FINGERPRINT, recordingPorts } from './testing/ports';
import { closedPortUrl, sendError, sendJson, startTestServer, type TestServer } from './testing/test-server';
import { localStorageTokenStore } from './token-store';

const ORIGIN = 'http://localhost';
const NEW = { accessToken: 'access-2', refreshToken: 'refresh-2' };

function cors(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', ORIGIN);
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
  res.setHeader('access-control-allow-headers', 'authorization, content-type, accept-language, x-xsrf-token, x-aes-key, x-rsa-public-key');
  res.setHeader('access-control-expose-headers', 'x-aes-key');
}

let server: TestServer | undefined;
let refreshCalls = 0;
beforeEach(async () => {
  localStorage.clear();
  refreshCalls = 0;
  server = await startTestServer((req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.path === ENDPOINTS.refreshToken.path) {
      refreshCalls += 1;
      setTimeout(() => sendJson(res, 201, NEW), 20);
    } else if (req.path === ENDPOINTS.uploadFile.path) {
      sendJson(res, 201, { data: { id: 'f1', host: 'example.com', fileSize: 1, createdAt: '2025-01-01T00:00:00.000Z', note: '' } });
    } else if (req.header('authorization') === `Bearer ${NEW.accessToken}`) {
      sendJson(res, 200, { userId: 'u1' });
    } else {
      sendError(res, 401, 'unauthorized', 'Unauthorized');
    }
  });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function browserClient(url: string) {
  return createApiClient(
    { baseURL: url, withCredentials: true },
    {
      tokenStore: localStorageTokenStore(),
      fingerprint: async () => TEST_FINGERPRINT,
      serverPublicKey: () => Promise.reject(new Error('not used here')),
      clientKeys: () => Promise.reject(new Error('not used here')),
      clearStorage: () => localStorage.clear(),
    },
  );
}

it('refreshes once for concurrent 401s through XHR, with default header sources and localStorage tokens', async () => {
  const s = server as TestServer;
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  document.cookie = 'XSRF-TOKEN=xsrf%20value';

  const client = browserClient(s.url);
  await expect(Promise.all(Array.from({ length: 10 }, () => client.validate()))).resolves.toHaveLength(10);
  expect(refreshCalls).toBe(1);
  expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual([NEW.accessToken, NEW.refreshToken]);

  const gets = s.requests.filter((r) => r.method === 'GET');
  expect(gets.map((r) => r.header('authorization'))).toEqual([...Array(10).fill('Bearer access-1'), ...Array(10).fill(`Bearer ${NEW.accessToken}`)]);
  const last = gets.at(-1);
  expect(last?.header('user-agent')).toMatch(/jsdom/);
  expect(navigator.languages).toEqual(['en-US', 'en']);
  expect(last?.header('accept-language')).toBe('en-US,en;q=0.9');
  expect(last?.header('x-xsrf-token')).toBe('xsrf value');
});

it('clears localStorage when the refresh cannot happen', async () => {
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('ui.language', 'en');
  const error = (await browserClient((server as TestServer).url).validate().catch((e: unknown) => e)) as ApiError;
  expect([error.status, error.code, error.message]).toEqual([401, 'no_refresh_token', 'No refresh token']);
  expect(localStorage.length).toBe(0);
  expect(refreshCalls).toBe(0);
});

it('uploads browser FormData through XHR', async () => {
  const s = server as TestServer;
  localStorage.setItem('accessToken', NEW.accessToken);
  localStorage.setItem('refreshToken', NEW.refreshToken);
  const client = browserClient(s.url);
  await client.uploadFile({ file: new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), filename: 'table.csv', host: 'example.com', format: 'csv' });
  const req = s.requests.find((r) => r.method === 'POST');
  expect(req?.header('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  const text = req?.text() ?? '';
  expect(text).toMatch(/name="host"\r\n\r\nexample\.com\r\n/);
  expect(text).toMatch(/name="format"\r\n\r\ncsv\r\n/);
  expect(text).toMatch(/name="file"; filename="table\.csv"\r\nContent-Type: text\/csv\r\n\r\na,b\n1,2\n\r\n/);
});

it('reports a refused connection as Network Error', async () => {
  // jsdom reports the failed XHR on its virtual console, and it leaves the XHR's timeout timer running after a
  // network error: a short timeout keeps that timer from holding Jest for the default 60 s.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const client = createApiClient({ baseURL: await closedPortUrl(), timeoutMs: 1000 }, recordingPorts(undefined));
    await expect(client.getAvailableProducts()).rejects.toMatchObject({ status: 0, code: 'network_error', message: 'Network Error' });
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/ECONNREFUSED/);
  } finally {
    consoleError.mockRestore();
  }
});
