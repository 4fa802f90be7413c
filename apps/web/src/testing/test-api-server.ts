import { ENDPOINTS } from '@tablecrawler/contract';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the in-test API received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestApiServer {
  url: string;
  requests: ReceivedRequest[];
  /** Requests other than CORS preflights for `path`. */
  callsTo(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

const SITE_ORIGIN = 'http://localhost';

/**
 * A real HTTP server on 127.0.0.1 (random port) standing in for apps/api in component tests: the real
 * api-client talks to it through jsdom's XMLHttpRequest, which enforces CORS like a browser.
 */
export async function startTestApiServer(handler: Handler): Promise<TestApiServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      res.setHeader('access-control-allow-origin', SITE_ORIGIN);
      res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
      res.setHeader('access-control-allow-headers', 'authorization, content-type, accept-language, x-xsrf-token, x-aes-key, x-rsa-public-key');
      res.setHeader('access-control-expose-headers', 'x-aes-key, content-language');
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const req: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(req);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      Promise.resolve()
        .then(() => handler(req, res))
        .catch((error: unknown) => {
          if (!res.headersSent) sendJson(res, 500, { statusCode: 500, code: 'internal_error', message: String(error) });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    callsTo: (path) => requests.filter((r) => r.path === path && r.method !== 'OPTIONS'),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Wraps `answer` so that it waits until `release()` is called: for asserting what shows while a call is pending. */
export function heldAnswer(answer: Handler): { answer: Handler; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    answer: async (req, res) => {
      await held;
      await answer(req, res);
    },
    release: () => release(),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { statusCode: status, code, message });
}

export function sendText(res: ServerResponse, status: number, text: string, type = 'text/markdown; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export interface SessionTestServer {
  server: TestApiServer;
  /** Holds the answers to validate from now on until release(). */
  hold(): void;
  /** Lets held validate calls answer (harmless when nothing is held). */
  release(): void;
}

/**
 * A test API that knows only the session check: validate answers 200 to the token storeTokens() stores
 * ('access-1'), everything else is 401.
 */
export async function startSessionTestServer(): Promise<SessionTestServer> {
  const validate = ENDPOINTS.validate.path;
  let held: Promise<void> | undefined;
  let releaseHeld: () => void = () => undefined;
  const server = await startTestApiServer(async (req, res) => {
    if (req.path === validate) await held;
    if (req.path === validate && req.headers.authorization === 'Bearer access-1') sendJson(res, 200, { userId: 'u1' });
    else sendError(res, 401, 'unauthorized', 'Unauthorized');
  });
  return {
    server,
    hold: () => {
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
    release: () => releaseHeld(),
  };
}

let serverKeys: { publicKeyBase64: string; privateKeyPem: string } | undefined;

function keys(): { publicKeyBase64: string; privateKeyPem: string } {
  if (!serverKeys) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    serverKeys = { publicKeyBase64: pair.publicKey.toString('base64'), privateKeyPem: pair.privateKey };
  }
  return serverKeys;
}

/** A real RSA public key (base64 SPKI), generated once per test file. */
export function testServerPublicKey(): string {
  return keys().publicKeyBase64;
}

/** The private half of testServerPublicKey() (PKCS#8 PEM), for reading encrypted request fields. */
export function testServerPrivateKeyPem(): string {
  return keys().privateKeyPem;
}
