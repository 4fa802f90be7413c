import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the in-test server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json(): Record<string, unknown>;
  /** Parses a multipart or url-encoded body with the platform's Response (Node only). */
  formData(): Promise<FormData>;
  header(name: string): string | undefined;
}

export type TestHandler = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with a random port; a handler that throws answers 500 with the error text. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks);
      const req: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        text: () => body.toString('utf8'),
        json: () => JSON.parse(body.toString('utf8')) as Record<string, unknown>,
        formData: () => new Response(new Uint8Array(body), { headers: { 'content-type': incoming.headers['content-type'] ?? '' } }).formData(),
        header: (name) => {
          const value = incoming.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(', ') : value;
        },
      };
      requests.push(req);
      Promise.resolve()
        .then(() => handler(req, res))
        .catch((error: unknown) => {
          if (!res.headersSent) sendJson(res, 500, { statusCode: 500, code: 'test_handler_failed', message: String(error) });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, code: string, message: string, extra: Record<string, unknown> = {}): void {
  sendJson(res, status, { statusCode: status, code, message, ...extra });
}

/** A URL on 127.0.0.1 whose port was just released, so connecting to it is refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Polls `condition` every 5 ms until it holds; rejects after `timeoutMs` (default 5000). */
export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
