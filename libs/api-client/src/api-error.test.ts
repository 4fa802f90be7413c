import { AxiosError, CanceledError } from 'axios';
import { CryptoFormatError } from '@tablecrawler/crypto';
import { ApiError, errorFromResponse, isApiError, toApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { setUpClientTests } from './testing/client-test-setup';
import { recordingPorts } from './testing/ports';
import { closedPortUrl, sendJson, waitFor } from './testing/test-server';

const setup = setUpClientTests();

const clientAt = (baseURL: string, timeoutMs?: number) =>
  createApiClient({ baseURL, ...(timeoutMs === undefined ? {} : { timeoutMs }) }, recordingPorts(setup.keys));

/** A handler that answers only after `ms` (or never, when the client goes away first). */
const slow = (ms: number) => (_req: unknown, res: import('node:http').ServerResponse) => {
  const timer = setTimeout(() => sendJson(res, 200, []), ms);
  res.on('close', () => clearTimeout(timer));
};

describe('transport errors', () => {
  it('reports a refused connection as network_error', async () => {
    const error = await clientAt(await closedPortUrl()).getAvailableProducts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Network Error' });
  });

  it('reports a slow answer as timeout', async () => {
    const server = await setup.start(slow(2000));
    await expect(clientAt(server.url, 50).getAvailableProducts()).rejects.toMatchObject({ status: 0, code: 'timeout', message: 'timeout exceeded' });
  });

  it('honours a per-call timeout', async () => {
    const server = await setup.start(slow(2000));
    await expect(clientAt(server.url).getAvailableProducts({ timeoutMs: 50 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('reports an aborted call as aborted, whether aborted in flight or before', async () => {
    const server = await setup.start(slow(2000));
    const client = clientAt(server.url);
    const controller = new AbortController();
    const pending = client.getAvailableProducts({ signal: controller.signal });
    await waitFor(() => server.requests.length === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, code: 'aborted', message: 'Request aborted' });
    await expect(client.getAvailableProducts({ signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'aborted' });
  });

  it('reports a non-JSON error body as unknown_error with the status', async () => {
    const server = await setup.start((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    });
    await expect(clientAt(server.url).getAvailableProducts()).rejects.toMatchObject({
      status: 502,
      code: 'unknown_error',
      message: 'Request failed with status code 502',
    });
  });
});

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError(409, 'conflict', 'taken');
    expect(toApiError(error)).toBe(error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('tells the XHR abort apart from a timeout although both are ECONNABORTED', () => {
    expect(toApiError(new AxiosError('Request aborted', 'ECONNABORTED')).code).toBe('aborted');
    expect(toApiError(new AxiosError('timeout of 10ms exceeded', 'ECONNABORTED')).code).toBe('timeout');
    expect(toApiError(new AxiosError('timeout of 10ms exceeded', 'ETIMEDOUT')).code).toBe('timeout');
    expect(toApiError(new CanceledError()).code).toBe('aborted');
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('maps crypto and other failures', () => {
    expect(toApiError(new CryptoFormatError())).toMatchObject({ status: 0, code: 'decryption_failed', message: new CryptoFormatError().message });
    expect(toApiError('boom')).toMatchObject({ status: 0, code: 'unknown_error', message: 'boom' });
  });

  it('reads a server error body given as text and drops malformed details', () => {
    const body = JSON.stringify({ statusCode: 400, code: '004004', message: 'invalid', details: [{ field: 'x', code: 'y', message: 'z' }, { field: 1 }] });
    expect(errorFromResponse(400, body)).toMatchObject({ status: 400, code: '004004', message: 'invalid', details: [{ field: 'x', code: 'y', message: 'z' }] });
    expect(errorFromResponse(500, { error: 'x' })).toMatchObject({ code: 'unknown_error', message: 'Request failed with status code 500' });
    expect(errorFromResponse(400, { code: 'c', message: 'm' }).details).toBeUndefined();
  });
});
