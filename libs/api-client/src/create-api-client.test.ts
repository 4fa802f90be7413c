import { ENDPOINTS } from '@tablecrawler/contract';
import { decryptField, encryptField, generateAesKeyHex, importPublicKey, unwrapAesKey, wrapAesKey } from '@tablecrawler/crypto';
import { createApiClient } from './create-api-client';
import { setUpClientTests } from './testing/client-test-setup';
import { TEST_FINGERPRINT, recordingPorts } from './testing/ports';
import { sendError, sendJson, type ReceivedRequest, type TestHandler } from './testing/test-server';
import { memoryTokenStore } from './token-store';

const TOKENS = { accessToken: 'access', refreshToken: 'refresh' };

const setup = setUpClientTests();

async function clientFor(handler: TestHandler) {
  const server = await setup.start(handler);
  const ports = recordingPorts(setup.keys, { tokenStore: memoryTokenStore(TOKENS) });
  return { client: createApiClient({ baseURL: server.url }, ports), server, ports };
}

/** Server side of the scheme: unwrap X-AES-KEY with the server's private key, then decrypt one field. */
async function serverDecrypt(req: ReceivedRequest, field: string): Promise<string> {
  const aesKey = await unwrapAesKey(req.header('x-aes-key') ?? '', setup.keys.server.privateKey);
  return decryptField(field, aesKey);
}

describe('typed calls', () => {
  it('encrypts sign-in fields for the server key and stores the returned tokens', async () => {
    const { client, server: s, ports } = await clientFor((_req, res) => sendJson(res, 201, { accessToken: 'a1', refreshToken: 'r1' }));

    await expect(client.signIn({ email: '사용자@예시.한국', password: '비밀번호Aa1!', deviceFingerprint: TEST_FINGERPRINT })).resolves.toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
    });

    const req = s.requests[0] as ReceivedRequest;
    expect([req.method, req.path]).toEqual(['POST', '/users/v1/auth/signin']);
    const body = req.json();
    expect(body['email']).toMatch(/^[0-9a-f]{64,}$/);
    expect(await serverDecrypt(req, String(body['email']))).toBe('사용자@예시.한국');
    expect(await serverDecrypt(req, String(body['password']))).toBe('비밀번호Aa1!');
    expect(body['deviceFingerprint']).toBe(TEST_FINGERPRINT);
    expect(req.header('x-rsa-public-key')).toBeUndefined();
    expect(await ports.tokenStore.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
  });

  it('encrypts nested sign-up fields and leaves the rest readable', async () => {
    const { client, server: s } = await clientFor((_req, res) => sendJson(res, 201, { accessToken: 'a1', refreshToken: 'r1' }));

    await client.signUp({
      password: 'Password1!',
      profile: { username: '표크롤러', gender: 'no-say' },
      funnel: { channel: 'other', userInput: '친구 추천' },
      agreements: { marketingOptIn: true },
      emailVerificationId: 'v1',
      deviceFingerprint: TEST_FINGERPRINT,
    });

    const req = s.requests[0] as ReceivedRequest;
    const body = req.json() as { password: string; profile: { username: string; gender: string }; funnel: unknown };
    expect(await serverDecrypt(req, body.profile.gender)).toBe('no-say');
    expect(await serverDecrypt(req, body.password)).toBe('Password1!');
    expect(body.profile.username).toBe('표크롤러');
    expect(body.funnel).toEqual({ channel: 'other', userInput: '친구 추천' });
  });

  it('decrypts the profile e-mail with the x-aes-key answered for the client public key', async () => {
    const { client, server: s } = await clientFor(async (req, res) => {
      const clientKey = await importPublicKey(req.header('x-rsa-public-key') ?? '');
      const aesKey = generateAesKeyHex();
      sendJson(
        res,
        200,
        { id: 'u1', profile: { email: await encryptField('홍길동@example.com', aesKey) }, voucher: null },
        { 'x-aes-key': await wrapAesKey(aesKey, clientKey) },
      );
    });

    await expect(client.getProfile()).resolves.toEqual({ id: 'u1', profile: { email: '홍길동@example.com' }, voucher: null });
    const req = s.requests[0] as ReceivedRequest;
    expect([req.method, req.path, req.query.toString()]).toEqual(['GET', ENDPOINTS.profile.path, '']);
    expect(req.header('x-rsa-public-key')).toBe(setup.keys.client.publicKeyBase64);
    expect(req.header('x-aes-key')).toBeUndefined();
  });

  it('sends the profile userId as a query parameter', async () => {
    const { client, server: s } = await clientFor((_req, res) => sendJson(res, 200, { id: 'u2', profile: {}, voucher: null }));
    await client.getProfile({ userId: 'u2' });
    expect(s.requests[0]?.query.get('userId')).toBe('u2');
  });

  it('rejects an encrypted response that comes without x-aes-key', async () => {
    const { client } = await clientFor((_req, res) => sendJson(res, 200, { id: 'u1', profile: { email: 'ab'.repeat(32) }, voucher: null }));
    await expect(client.getProfile()).rejects.toMatchObject({ name: 'ApiError', status: 200, code: 'decryption_failed' });
  });

  it('rejects an encrypted response field that does not decrypt', async () => {
    const { client } = await clientFor(async (req, res) => {
      const clientKey = await importPublicKey(req.header('x-rsa-public-key') ?? '');
      sendJson(res, 200, { id: 'u1', profile: { email: 'not-hex' }, voucher: null }, { 'x-aes-key': await wrapAesKey(generateAesKeyHex(), clientKey) });
    });
    await expect(client.getProfile()).rejects.toMatchObject({ name: 'ApiError', status: 200, code: 'decryption_failed' });
  });

  it('fills path parameters and encrypts only the payment key of a Toss verification', async () => {
    const { client, server: s } = await clientFor((_req, res) => sendJson(res, 201, { orderId: 'o/1', status: 'DONE', voucher: null }));

    await client.verifyToss('o/1', { paymentKey: 'tgen_키', orderId: 'o/1', amount: 1100 });

    const req = s.requests[0] as ReceivedRequest;
    expect(req.path).toBe('/payments/v1/o%2F1/verification-toss');
    const body = req.json();
    expect(await serverDecrypt(req, String(body['paymentKey']))).toBe('tgen_키');
    expect([body['orderId'], body['amount']]).toEqual(['o/1', 1100]);
  });

  it('covers every call of the endpoint registry with the right method and path', async () => {
    const { client, server: s } = await clientFor((req, res) => {
      if (req.method === 'DELETE') {
        res.writeHead(204).end();
        return;
      }
      sendJson(res, req.method === 'POST' ? 201 : 200, { ok: true });
    });
    const body = { note: '메모' };
    await client.requestEmailVerification({ type: 'join', email: 'a@b.co' });
    await client.verifyEmail('v1', { verificationCode: '123456' });
    await expect(client.logout()).resolves.toBeNull();
    await expect(client.leave()).resolves.toBeNull();
    await client.validate();
    await client.forgotPassword({ newPassword: 'Password1!', emailVerificationId: 'v1' });
    await client.changePassword({ currentPassword: 'Password1!', newPassword: 'Password2!' });
    await client.getAvailableProducts();
    await client.requestOrder({ planPriceId: 'p1' });
    await client.cancelToss('pay1', { amount: 1, reason: '변심', paymentKey: 'k' });
    await client.listFiles({ page: 2, size: 20 });
    await client.requestFileAccessUrl('f1');
    await expect(client.deleteFile('f1')).resolves.toBeNull();
    await client.updateFileNote('f1', body);
    await client.createInquiry({ title: '문의', content: '내용'.repeat(10) });

    expect(s.requests.map((r) => `${r.method} ${r.path}${r.query.size > 0 ? `?${r.query.toString()}` : ''}`)).toEqual([
      'POST /users/v1/auth/request-email-verification',
      'POST /users/v1/auth/v1/verify-email',
      'DELETE /users/v1/auth/logout',
      'DELETE /users/v1/auth/leave',
      'GET /users/v1/auth/validate',
      'PATCH /users/v1/auth/password/forgot',
      'PATCH /users/v1/auth/password',
      'GET /products/v1/available-products',
      'POST /payments/v1/request-order',
      'POST /payments/v1/pay1/cancel-toss',
      'GET /products/v1/service/files?page=2&size=20',
      'POST /products/v1/service/files/f1/access-url/request',
      'DELETE /products/v1/service/files/f1',
      'PATCH /products/v1/service/files/f1/note',
      'POST /inquiries/v1/new',
    ]);
    const encrypted = s.requests.filter((r) => r.header('x-aes-key') !== undefined).map((r) => r.path);
    expect(encrypted).toEqual([
      '/users/v1/auth/request-email-verification',
      '/users/v1/auth/password/forgot',
      '/users/v1/auth/password',
      '/payments/v1/pay1/cancel-toss',
    ]);
    const cancel = s.requests.find((r) => r.path.endsWith('cancel-toss')) as ReceivedRequest;
    expect(cancel.json()['reason']).toBe('변심');
    expect(s.requests.find((r) => r.path.endsWith('/note'))?.json()).toEqual(body);
  });

  it('uploads a file as multipart with host, format and the file part', async () => {
    const { client, server: s } = await clientFor((_req, res) =>
      sendJson(res, 201, { data: { id: 'f1', host: 'example.com', fileSize: 3, createdAt: '2025-01-01T00:00:00.000Z', note: '' } }),
    );

    await client.uploadFile({ file: new Blob(['a,b\n표,1\n'], { type: 'text/csv' }), filename: '표.csv', host: 'example.com', format: 'csv' });

    const req = s.requests[0] as ReceivedRequest;
    expect([req.method, req.path]).toEqual(['POST', '/products/v1/service/files']);
    expect(req.header('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await req.formData();
    expect([form.get('host'), form.get('format')]).toEqual(['example.com', 'csv']);
    const file = form.get('file') as File;
    expect(file.name).toBe('표.csv');
    expect(await file.text()).toBe('a,b\n표,1\n');
  });

  it('sends sourceUrl, rowCount and pageCount before the file part, and the Idempotency-Key header', async () => {
    const { client, server: s } = await clientFor((_req, res) =>
      sendJson(res, 201, { data: { id: 'f1', host: 'example.com', fileSize: 3, createdAt: '2025-01-01T00:00:00.000Z', note: '' } }),
    );

    await client.uploadFile({
      file: new Blob(['a\n1\n'], { type: 'text/csv' }),
      filename: 't.csv',
      host: 'example.com',
      format: 'csv',
      sourceUrl: 'https://example.com/board?page=1',
      rowCount: 1,
      pageCount: 3,
      idempotencyKey: 'upload-key-1',
    });

    const req = s.requests[0] as ReceivedRequest;
    expect(req.header('idempotency-key')).toBe('upload-key-1');
    const form = await req.formData();
    expect([...form.keys()]).toEqual(['host', 'sourceUrl', 'format', 'rowCount', 'pageCount', 'file']);
    expect([form.get('sourceUrl'), form.get('rowCount'), form.get('pageCount')]).toEqual(['https://example.com/board?page=1', '1', '3']);
  });

  it('fetches a markdown document as text and refuses a malformed type without a request', async () => {
    const { client, server: s } = await clientFor((req, res) => {
      res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' }).end(`# ${req.path}\n환불 규정`);
    });

    await expect(client.getMarkdown('refund-policy')).resolves.toBe('# /markdown/refund-policy.md\n환불 규정');
    await expect(client.getMarkdown('../secret')).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'bad_request' });
    expect(s.requests).toHaveLength(1);
  });

  it('normalises a JSON error of a markdown request', async () => {
    const { client } = await clientFor((_req, res) => sendError(res, 404, 'not_found', 'No such document'));
    await expect(client.getMarkdown('terms')).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'No such document' });
  });

  it('uses the generic call for any registry entry', async () => {
    const { client, server: s } = await clientFor((_req, res) => sendJson(res, 200, { status: 'ok' }));
    await expect(client.call('healthz', {})).resolves.toEqual({ status: 'ok' });
    expect(s.requests[0]?.path).toBe('/healthz');
  });

  it('does not follow redirects', async () => {
    const { client, server: s } = await clientFor((req, res) => {
      if (req.path === '/elsewhere') sendJson(res, 200, { userId: 'wrong' });
      else res.writeHead(302, { location: '/elsewhere' }).end();
    });
    await expect(client.validate()).rejects.toMatchObject({ status: 302, code: 'unknown_error', message: 'Request failed with status code 302' });
    expect(s.requests.map((r) => r.path)).toEqual([ENDPOINTS.validate.path]);
  });

  it('reports a server error body with its status, code, message and details', async () => {
    const details = [{ field: 'email', code: 'value_error', message: 'bad e-mail' }];
    const { client } = await clientFor((_req, res) => sendError(res, 400, 'validation_error', 'Invalid body', { details }));
    await expect(client.requestOrder({ planPriceId: 'p1' })).rejects.toMatchObject({ status: 400, code: 'validation_error', message: 'Invalid body', details });
  });
});

it('sends nothing when a sealed field cannot be encrypted because the server key is unavailable', async () => {
  const server = await setup.start((_req, res) => sendJson(res, 201, TOKENS));
  const ports = recordingPorts(setup.keys, { serverPublicKey: () => Promise.reject(new Error('no server key')) });
  const client = createApiClient({ baseURL: server.url }, ports);
  await expect(client.signIn({ email: 'a@b.co', password: 'x', deviceFingerprint: TEST_FINGERPRINT })).rejects.toMatchObject({
    name: 'ApiError',
    status: 0,
    code: 'unknown_error',
    message: 'no server key',
  });
  expect(server.requests).toHaveLength(0);
});
