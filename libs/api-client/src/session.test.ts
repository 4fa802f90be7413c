import { ENDPOINTS } from '@tablecrawler/contract';
import { decryptField, unwrapAesKey } from '@tablecrawler/crypto';
import type { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { setUpClientTests } from './testing/client-test-setup';
import { TEST_FINGERPRINT, recordingPorts } from './testing/ports';
import { sendError, sendJson, type ReceivedRequest, type TestServer } from './testing/test-server';
import { memoryTokenStore } from './token-store';

const OLD = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const NEW = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const REFRESH = ENDPOINTS.refreshToken.path;
const VALIDATE = ENDPOINTS.validate.path;

const setup = setUpClientTests();

type RefreshAnswer = (req: ReceivedRequest) => { status: number; body: unknown };

/** A server whose protected routes accept only the new access token and whose refresh call answers `refresh`. */
async function sessionServer(refresh: RefreshAnswer = () => ({ status: 201, body: NEW }), refreshDelayMs = 30) {
  let refreshCalls = 0;
  const server = await setup.start(async (req, res) => {
    if (req.method === 'POST' && req.path === REFRESH) {
      refreshCalls += 1;
      await new Promise((r) => setTimeout(r, refreshDelayMs));
      const { status, body } = refresh(req);
      sendJson(res, status, body);
      return;
    }
    if (req.header('authorization') !== `Bearer ${NEW.accessToken}`) {
      sendError(res, 401, 'unauthorized', 'Unauthorized');
      return;
    }
    if (req.path === VALIDATE) sendJson(res, 200, { userId: 'u1' });
    else if (req.path === ENDPOINTS.changePassword.path) sendJson(res, 200, { ok: true });
    else sendError(res, 404, 'route_not_found', 'Not found');
  });
  return { server, refreshCalls: () => refreshCalls };
}

const byPath = (s: TestServer, path: string) => s.requests.filter((r) => r.path === path);

describe('session refresh', () => {
  it('answers 50 concurrent 401s with exactly one refresh and replays all 50 with the new token', async () => {
    const { server: s, refreshCalls } = await sessionServer();
    const ports = recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) });
    const client = createApiClient({ baseURL: s.url }, ports);

    const results = await Promise.all(Array.from({ length: 50 }, () => client.validate()));

    expect(results).toEqual(Array.from({ length: 50 }, () => ({ userId: 'u1' })));
    expect(refreshCalls()).toBe(1);
    const validates = byPath(s, VALIDATE);
    expect(validates.filter((r) => r.header('authorization') === `Bearer ${OLD.accessToken}`)).toHaveLength(50);
    expect(validates.filter((r) => r.header('authorization') === `Bearer ${NEW.accessToken}`)).toHaveLength(50);
    const refreshBody = byPath(s, REFRESH)[0]?.json();
    expect(refreshBody).toEqual({ deviceFingerprint: TEST_FINGERPRINT, refreshToken: OLD.refreshToken });
    expect(byPath(s, REFRESH)[0]?.header('authorization')).toBeUndefined();
    expect(await ports.tokenStore.get()).toEqual(NEW);
    expect([ports.storageCleared, ports.signedOut]).toEqual([0, 0]);
  });

  it('holds requests issued during a refresh and sends them only with the new token', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let refreshArrived: () => void = () => undefined;
    const arrived = new Promise<void>((r) => (refreshArrived = r));
    let refreshCalls = 0;
    const server = await setup.start(async (req, res) => {
      if (req.path === REFRESH) {
        refreshCalls += 1;
        refreshArrived();
        await held;
        sendJson(res, 201, NEW);
      } else if (req.header('authorization') === `Bearer ${NEW.accessToken}`) sendJson(res, 200, { userId: 'u1' });
      else sendError(res, 401, 'unauthorized', 'Unauthorized');
    });
    const client = createApiClient({ baseURL: server.url }, recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) }));

    const first = client.validate();
    await arrived;
    const later = Array.from({ length: 5 }, () => client.validate());
    const settled = Promise.allSettled([first, ...later]);
    await new Promise((r) => setTimeout(r, 100));
    const sentDuringRefresh = byPath(server, VALIDATE).length;
    release();

    expect((await settled).map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
    expect(sentDuringRefresh).toBe(1);
    expect(refreshCalls).toBe(1);
    const validates = byPath(server, VALIDATE);
    expect(validates).toHaveLength(7);
    expect(validates.slice(1).every((r) => r.header('authorization') === `Bearer ${NEW.accessToken}`)).toBe(true);
  });

  it.each([
    ['replays it with the new pair', 201, 'fulfilled'],
    ['shares the refresh failure', 401, 'rejected'],
  ] as const)('for a 401 that arrives after the refresh has ended, %s without another refresh', async (_name, refreshStatus, outcome) => {
    let refreshDone: () => void = () => undefined;
    const done = new Promise<void>((r) => (refreshDone = r));
    let refreshCalls = 0;
    let oldTokenArrivals = 0;
    const server = await setup.start(async (req, res) => {
      if (req.path === REFRESH) {
        refreshCalls += 1;
        sendJson(res, refreshStatus, refreshStatus === 201 ? NEW : { statusCode: 401, code: 'unauthorized', message: 'expired' });
        res.on('finish', () => setTimeout(refreshDone, 50));
      } else if (req.header('authorization') === `Bearer ${NEW.accessToken}`) sendJson(res, 200, { userId: 'u1' });
      else {
        oldTokenArrivals += 1;
        // The second old-token request is answered only once the refresh triggered by the first has finished.
        if (oldTokenArrivals === 2) await done;
        sendError(res, 401, 'unauthorized', 'Unauthorized');
      }
    });
    const ports = recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) });
    const client = createApiClient({ baseURL: server.url }, ports);

    const settled = await Promise.allSettled([client.validate(), client.validate()]);

    expect(settled.map((r) => r.status)).toEqual([outcome, outcome]);
    expect(refreshCalls).toBe(1);
    expect(oldTokenArrivals).toBe(2);
    expect([ports.storageCleared, ports.signedOut]).toEqual(outcome === 'fulfilled' ? [0, 0] : [1, 1]);
    if (settled[1]?.status === 'rejected') expect(settled[1].reason).toMatchObject({ code: 'refresh_failed' });
  });

  const failures: [string, RefreshAnswer, string, string][] = [
    ['the refresh call answers 401', () => ({ status: 401, body: { statusCode: 401, code: 'unauthorized', message: 'expired' } }), 'refresh_failed', 'Failed to refresh token'],
    ['the refresh answer lacks the refresh token', () => ({ status: 201, body: { accessToken: 'only-access' } }), 'refresh_failed', 'Failed to refresh token'],
    ['the refresh answer is empty', () => ({ status: 201, body: {} }), 'refresh_failed', 'Failed to refresh token'],
  ];

  it.each(failures)('signs out and rejects every queued request when %s', async (_name, answer, code, message) => {
    const { server: s, refreshCalls } = await sessionServer(answer);
    const ports = recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) });
    const client = createApiClient({ baseURL: s.url }, ports);

    const settled = await Promise.allSettled(Array.from({ length: 50 }, () => client.validate()));

    const errors = settled.map((r) => (r.status === 'rejected' ? (r.reason as ApiError) : undefined));
    expect(errors.every((e) => e?.name === 'ApiError' && e.code === code && e.message === message && e.status === 401)).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(byPath(s, VALIDATE)).toHaveLength(50);
    expect(await ports.tokenStore.get()).toBeNull();
    expect([ports.storageCleared, ports.signedOut]).toEqual([1, 1]);
  });

  it('fails with "No refresh token" without calling refresh when none is stored', async () => {
    const { server: s, refreshCalls } = await sessionServer();
    const ports = recordingPorts(setup.keys, { tokenStore: memoryTokenStore({ accessToken: OLD.accessToken, refreshToken: '' }) });
    const client = createApiClient({ baseURL: s.url }, ports);

    const settled = await Promise.allSettled([client.validate(), client.validate(), client.validate()]);

    for (const r of settled) {
      expect(r.status).toBe('rejected');
      expect(r.status === 'rejected' && { code: (r.reason as ApiError).code, message: (r.reason as ApiError).message }).toEqual({
        code: 'no_refresh_token',
        message: 'No refresh token',
      });
    }
    expect(refreshCalls()).toBe(0);
    expect(await ports.tokenStore.get()).toBeNull();
    expect([ports.storageCleared, ports.signedOut]).toEqual([1, 1]);
  });

  it('passes a failing refresh call through without retrying it or ending the session', async () => {
    const { server: s, refreshCalls } = await sessionServer(() => ({ status: 401, body: { statusCode: 401, code: 'unauthorized', message: 'bad token' } }));
    const ports = recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) });
    const client = createApiClient({ baseURL: s.url }, ports);

    await expect(client.refreshToken({ deviceFingerprint: TEST_FINGERPRINT, refreshToken: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'bad token',
    });
    expect(refreshCalls()).toBe(1);
    expect(await ports.tokenStore.get()).toEqual(OLD);
    expect([ports.storageCleared, ports.signedOut]).toEqual([0, 0]);
  });

  it('retries a request at most once', async () => {
    let refreshCalls = 0;
    const server = await setup.start((req, res) => {
      if (req.path === REFRESH) {
        refreshCalls += 1;
        sendJson(res, 201, NEW);
      } else sendError(res, 401, 'unauthorized', 'still unauthorized');
    });
    const client = createApiClient({ baseURL: server.url }, recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) }));

    await expect(client.validate()).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'still unauthorized' });
    expect(refreshCalls).toBe(1);
    expect(byPath(server, VALIDATE).map((r) => r.header('authorization'))).toEqual([`Bearer ${OLD.accessToken}`, `Bearer ${NEW.accessToken}`]);
  });

  it('replays an encrypted request with the same payload and X-AES-KEY after the refresh', async () => {
    const { server: s, refreshCalls } = await sessionServer();
    const client = createApiClient({ baseURL: s.url }, recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) }));

    await expect(client.changePassword({ currentPassword: '옛비밀번호Aa1!', newPassword: '새비밀번호Bb2@' })).resolves.toEqual({ ok: true });

    expect(refreshCalls()).toBe(1);
    const [first, replay] = byPath(s, ENDPOINTS.changePassword.path);
    expect(first?.header('authorization')).toBe(`Bearer ${OLD.accessToken}`);
    expect(replay?.header('authorization')).toBe(`Bearer ${NEW.accessToken}`);
    expect(replay?.header('x-aes-key')).toBe(first?.header('x-aes-key'));
    expect(replay?.text()).toBe(first?.text());
    const aesKey = await unwrapAesKey(replay?.header('x-aes-key') ?? '', setup.keys.server.privateKey);
    const body = replay?.json() ?? {};
    expect(await decryptField(String(body['currentPassword']), aesKey)).toBe('옛비밀번호Aa1!');
    expect(await decryptField(String(body['newPassword']), aesKey)).toBe('새비밀번호Bb2@');
  });

  it('replays a multipart upload after the refresh with all its parts', async () => {
    const uploads: { auth: string | undefined; form: FormData }[] = [];
    const server = await setup.start(async (req, res) => {
      if (req.path === REFRESH) {
        sendJson(res, 201, NEW);
        return;
      }
      uploads.push({ auth: req.header('authorization'), form: await req.formData() });
      if (req.header('authorization') !== `Bearer ${NEW.accessToken}`) sendError(res, 401, 'unauthorized', 'Unauthorized');
      else sendJson(res, 201, { data: { id: 'f1', host: 'example.com', fileSize: 9, createdAt: '2025-01-01T00:00:00.000Z', note: '' } });
    });
    const client = createApiClient({ baseURL: server.url }, recordingPorts(setup.keys, { tokenStore: memoryTokenStore(OLD) }));

    const file = new Blob(['이름,값\n가,1\n'], { type: 'text/csv' });
    await expect(client.uploadFile({ file, filename: '표.csv', host: 'example.com', format: 'csv' })).resolves.toMatchObject({ data: { id: 'f1' } });

    expect(uploads.map((u) => u.auth)).toEqual([`Bearer ${OLD.accessToken}`, `Bearer ${NEW.accessToken}`]);
    const part = uploads[1]?.form.get('file');
    expect(part).toBeInstanceOf(Blob);
    expect(await (part as Blob).text()).toBe('이름,값\n가,1\n');
    expect(uploads[1]?.form.get('host')).toBe('example.com');
  });
});

describe('request headers', () => {
  it('sends bearer, Accept-Language from the language list and the XSRF cookie as a header', async () => {
    const server = await setup.start((_req, res) => sendJson(res, 200, { userId: 'u1' }));
    const cookies: Record<string, string> = { 'XSRF-TOKEN': 'xsrf-value' };
    const ports = recordingPorts(setup.keys, {
      tokenStore: memoryTokenStore(NEW),
      languages: () => ['ko-KR', 'ko', 'en-US', 'en'],
      readCookie: (name) => cookies[name],
    });
    const client = createApiClient({ baseURL: server.url }, ports);

    await client.validate();
    const req = server.requests[0];
    expect(req?.header('authorization')).toBe(`Bearer ${NEW.accessToken}`);
    expect(req?.header('accept-language')).toBe('ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7');
    expect(req?.header('x-xsrf-token')).toBe('xsrf-value');
  });

  it('sends no Authorization, Accept-Language or XSRF header when there is nothing to send', async () => {
    const server = await setup.start((_req, res) => sendJson(res, 200, []));
    const client = createApiClient({ baseURL: server.url }, recordingPorts(setup.keys));

    await expect(client.getAvailableProducts()).resolves.toEqual([]);
    const req = server.requests[0];
    expect([req?.header('authorization'), req?.header('accept-language'), req?.header('x-xsrf-token')]).toEqual([undefined, undefined, undefined]);
  });

  it('stores the pair on sign-in and clears everything on local sign-out', async () => {
    const server = await setup.start((req, res) => sendJson(res, 201, NEW));
    const ports = recordingPorts(setup.keys);
    const client = createApiClient({ baseURL: server.url }, ports);

    await client.signIn({ email: 'a@b.co', password: 'Password1!', deviceFingerprint: TEST_FINGERPRINT });
    expect(await ports.tokenStore.get()).toEqual(NEW);
    await client.signOutLocally();
    expect(await ports.tokenStore.get()).toBeNull();
    expect([ports.storageCleared, ports.signedOut]).toEqual([1, 1]);
  });
});
