import crypto from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES, ENDPOINTS } from '@tablecrawler/contract';
import {
  encryptField,
  exportPublicKeyBase64,
  generateAesKeyHex,
  generateRsaKeyPair,
  openResponse,
  sealRequest,
  wrapAesKey,
} from '@tablecrawler/crypto';
import { createTestApp, testClock, type TestApp } from '../../../test/harness';
import { errors } from '../app-error';
import { endpointRoute } from '../endpoint-route';

const DECRYPTION_FAILED = { statusCode: 400, code: 'decryption_failed', message: 'The request could not be decrypted' };

const EchoBody = Type.Object({
  email: Type.String({ maxLength: 50 }),
  note: Type.String(),
  count: Type.Integer(),
  nested: Type.Object({ secret: Type.String() }),
  plain: Type.Optional(Type.String()),
});
const ECHO_PATHS = ['email', 'note', 'count', 'nested.secret'] as const;
const SecretResponse = Type.Object({ id: Type.String(), profile: Type.Object({ email: Type.String() }) });

/** Mount point of the test copies of contract endpoints (the real ones are taken by the accounts module). */
const CONTRACT_COPY = '/test';

/** Test-only routes declaring encrypted fields, plus copies of two contract endpoints (signIn, profile) wired with endpointRoute under /test. */
const testRoutes: FastifyPluginAsync = async (app) => {
  app.post('/test/echo', { schema: { body: EchoBody, response: { 201: EchoBody } }, config: { encryptedRequest: ECHO_PATHS } }, async (request) => request.body);
  app.get(
    '/test/search',
    { schema: { querystring: Type.Object({ q: Type.String() }), response: { 200: Type.Object({ q: Type.String() }) } }, config: { encryptedRequest: ['q'] } },
    async (request) => request.query,
  );
  app.get('/test/secret', { schema: { response: { 200: SecretResponse } }, config: { encryptedResponse: ['profile.email'] } }, async () => ({
    id: 'u1',
    profile: { email: '사용자@example.com' },
  }));
  await app.register(
    async (copy) =>
      copy.register(
        async (users) => {
          users.route({ ...endpointRoute(API_PREFIXES.users, 'signIn'), handler: async (request) => ({ accessToken: `a:${JSON.stringify(request.body)}`, refreshToken: 'r' }) });
          users.route({ ...endpointRoute(API_PREFIXES.users, 'profile'), handler: async () => ({ id: 'u1', profile: { email: 'me@example.com' }, voucher: null }) });
        },
        { prefix: API_PREFIXES.users },
      ),
    { prefix: CONTRACT_COPY },
  );
};

/** Bearer "good" passes; anything else is 401 (stands in for the auth module's check). */
const authenticate = async (request: { headers: Record<string, unknown> }) => {
  if (request.headers['authorization'] !== 'Bearer good') throw errors.unauthorized();
};

const validEcho = { email: 'user@example.com', note: '안녕하세요, 표 크롤러', count: 42, nested: { secret: '' }, plain: 'kept as is' };

function aesCbc(keyHex: string, plaintext: Buffer, autoPadding: boolean): string {
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', Buffer.from(keyHex, 'hex'), iv);
  cipher.setAutoPadding(autoPadding);
  return iv.toString('hex') + Buffer.concat([cipher.update(plaintext), cipher.final()]).toString('hex');
}

/** The limits live in the shared database: every app of this file counts the same client address. */
const LOOSE_LIMITS = { DECRYPT_FAILURE_LIMIT_PER_MINUTE: '1000', ENCRYPTED_REQUEST_LIMIT_PER_MINUTE: '100000' };

describe('encrypted-fields plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: testRoutes, authenticate, env: LOOSE_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const seal = <T>(payload: T, paths: readonly string[] = ECHO_PATHS) => sealRequest(payload, paths, t.serverPublicKey);
  const postEcho = (payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/test/echo', payload: payload as object, headers });

  describe('decryption', () => {
    it('decrypts ASCII, Korean, empty-string and number fields before validation', async () => {
      const sealed = await seal(validEcho);
      expect(sealed.payload.email).toMatch(/^[0-9a-f]{64,}$/);
      const res = await postEcho(sealed.payload, sealed.headers);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(validEcho);
    });

    it('decrypts declared query parameters of a GET route', async () => {
      const sealed = await seal({ q: '검색어 search' }, ['q']);
      const res = await t.app.inject({ method: 'GET', url: '/test/search', query: sealed.payload, headers: sealed.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ q: '검색어 search' });
    });

    it('validates the decrypted values with the contract schema (signIn)', async () => {
      const body = { email: 'user@example.com', password: 'Passw0rd!', deviceFingerprint: 'a'.repeat(64) };
      const sealed = await seal(body, ENDPOINTS.signIn.encryptedRequest);
      const ok = await t.app.inject({ method: 'POST', url: CONTRACT_COPY + ENDPOINTS.signIn.path, payload: sealed.payload, headers: sealed.headers });
      expect(ok.statusCode).toBe(201);
      expect(JSON.parse(ok.json<{ accessToken: string }>().accessToken.slice(2))).toEqual(body);

      const bad = await seal({ ...body, email: 'not-an-email' }, ENDPOINTS.signIn.encryptedRequest);
      const res = await t.app.inject({ method: 'POST', url: CONTRACT_COPY + ENDPOINTS.signIn.path, payload: bad.payload, headers: bad.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'email', code: 'value_error' }] });
    });
  });

  describe('response encryption', () => {
    it('encrypts declared response fields for the client key (openResponse round trip)', async () => {
      const client = await generateRsaKeyPair();
      const res = await t.app.inject({ method: 'GET', url: '/test/secret', headers: { 'X-RSA-PUBLIC-KEY': await exportPublicKeyBase64(client.publicKey) } });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ id: string; profile: { email: string } }>();
      expect(body.id).toBe('u1');
      expect(body.profile.email).toMatch(/^[0-9a-f]{64,}$/);
      const wrapped = res.headers['x-aes-key'];
      expect(typeof wrapped).toBe('string');
      expect(await openResponse(body, ['profile.email'], wrapped as string, client.privateKey)).toEqual({ id: 'u1', profile: { email: '사용자@example.com' } });
    });

    it('answers the same 400 when the client key is missing or unusable', async () => {
      for (const headers of [{}, { 'X-RSA-PUBLIC-KEY': 'not a key' }, { 'X-RSA-PUBLIC-KEY': t.keys.publicPem.replace('PUBLIC', 'PRIVATE') }]) {
        const res = await t.app.inject({ method: 'GET', url: '/test/secret', headers });
        expect({ headers, status: res.statusCode, body: res.json() }).toEqual({ headers, status: 400, body: DECRYPTION_FAILED });
      }
    });

    it('runs the auth hook before and encrypts the contract profile response', async () => {
      const client = await generateRsaKeyPair();
      const headers = { 'X-RSA-PUBLIC-KEY': await exportPublicKeyBase64(client.publicKey) };
      const anonymous = await t.app.inject({ method: 'GET', url: CONTRACT_COPY + ENDPOINTS.profile.path, headers });
      expect(anonymous.statusCode).toBe(401);
      const res = await t.app.inject({ method: 'GET', url: CONTRACT_COPY + ENDPOINTS.profile.path, headers: { ...headers, authorization: 'Bearer good' } });
      expect(res.statusCode).toBe(200);
      const opened = await openResponse(res.json(), ENDPOINTS.profile.encryptedResponse, res.headers['x-aes-key'] as string, client.privateKey);
      expect(opened).toEqual({ id: 'u1', profile: { email: 'me@example.com' }, voucher: null });
    });
  });

  describe('every failure is the same 400 decryption_failed', () => {
    type Attack = () => Promise<{ payload: unknown; headers: Record<string, string> }>;
    const withField = async (field: string, value: (keyHex: string, current: string) => string | number): Promise<{ payload: unknown; headers: Record<string, string> }> => {
      const sealed = await seal({ ...validEcho, note: 'a note long enough for two AES blocks' });
      const current = (sealed.payload as Record<string, unknown>)[field] as string;
      return { payload: { ...sealed.payload, [field]: value(sealed.aesKeyHex, current) }, headers: sealed.headers };
    };
    const attacks: Record<string, Attack> = {
      'missing X-AES-KEY header': async () => ({ payload: (await seal(validEcho)).payload, headers: {} }),
      'field sent unencrypted': () => withField('email', () => 'user@example.com'),
      'number field sent unencrypted': () => withField('count', () => 42),
      'all fields unencrypted with a valid header': async () => ({ payload: validEcho, headers: (await seal(validEcho)).headers }),
      'header that is not base64': async () => ({ payload: (await seal(validEcho)).payload, headers: { 'X-AES-KEY': '!!! not base64 !!!' } }),
      'header of the wrong size': async () => ({ payload: (await seal(validEcho)).payload, headers: { 'X-AES-KEY': Buffer.from('short').toString('base64') } }),
      'key wrapped for another RSA key': async () => {
        const sealed = await seal(validEcho);
        const other = await generateRsaKeyPair();
        return { payload: sealed.payload, headers: { 'X-AES-KEY': await wrapAesKey(sealed.aesKeyHex, other.publicKey) } };
      },
      'wrapped AES key of the wrong length': async () => {
        const shortKey = 'ab'.repeat(16);
        const payload = { ...validEcho, email: await encryptField(validEcho.email, 'ab'.repeat(32)) };
        const wrapped = crypto.publicEncrypt({ key: t.keys.publicPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(shortKey));
        return { payload, headers: { 'X-AES-KEY': wrapped.toString('base64') } };
      },
      'bad hex in a field': () => withField('email', (_k, current) => `zz${current.slice(2)}`),
      'upper-case hex in a field': () => withField('email', (_k, current) => current.toUpperCase()),
      'truncated ciphertext (half a block short)': () => withField('note', (_k, current) => current.slice(0, -2)),
      'truncated ciphertext (last block dropped)': () => withField('note', (_k, current) => current.slice(0, -32)),
      'bad padding': () => withField('email', (keyHex) => aesCbc(keyHex, Buffer.alloc(16, 0), false)),
      'invalid UTF-8 plaintext': () => withField('email', (keyHex) => aesCbc(keyHex, Buffer.from([0xff, 0xfe, 0xfd]), true)),
      'number field whose plaintext is not JSON': () => withField('count', (keyHex) => aesCbc(keyHex, Buffer.from('forty-two'), true)),
      'field encrypted under another AES key': () => withField('email', () => aesCbc(generateAesKeyHex(), Buffer.from('user@example.com'), true)),
    };

    it.each(Object.entries(attacks))('%s', async (_name, makeAttack) => {
      const attack = await makeAttack();
      const res = await postEcho(attack.payload, attack.headers);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(JSON.stringify(DECRYPTION_FAILED));
      expect(res.headers['x-aes-key']).toBeUndefined();
    });

    it('answers byte-identical bodies and the same header names for all of them', async () => {
      const answers = new Set<string>();
      for (const attack of Object.values(attacks)) {
        const { payload, headers } = await attack();
        const res = await postEcho(payload, headers);
        const headerNames = Object.keys(res.headers).sort().join(',');
        answers.add(`${res.statusCode} ${headerNames} ${res.body}`);
      }
      expect([...answers]).toHaveLength(1);
    });
  });

  describe('replay store', () => {
    it('accepts an X-AES-KEY once: a replay gets the same 400', async () => {
      const sealed = await seal(validEcho);
      expect((await postEcho(sealed.payload, sealed.headers)).statusCode).toBe(201);
      const replay = await postEcho(sealed.payload, sealed.headers);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual(DECRYPTION_FAILED);
    });

    it('consumes the key on a failed attempt too, so a captured key cannot be probed', async () => {
      const sealed = await seal(validEcho);
      const tampered = { ...sealed.payload, email: aesCbc(sealed.aesKeyHex, Buffer.alloc(16, 0), false) };
      expect((await postEcho(tampered, sealed.headers)).statusCode).toBe(400);
      const genuine = await postEcho(sealed.payload, sealed.headers);
      expect(genuine.json()).toEqual(DECRYPTION_FAILED);
    });

    it('does not consume the key when authentication fails first (replay after a token refresh works)', async () => {
      const body = { email: 'user@example.com', password: 'Passw0rd!', deviceFingerprint: 'b'.repeat(64) };
      const sealed = await seal(body, ['email', 'password']);
      // A route with auth: true and encrypted fields: the contract has none yet, so declare one here.
      const app = await createTestApp({
        database: t.database,
        env: LOOSE_LIMITS,
        authenticate,
        routes: async (a) => {
          a.withTypeProvider<TypeBoxTypeProvider>().post('/test/private', { schema: { body: Type.Object({ email: Type.String(), password: Type.String() }), response: { 201: Type.Object({ email: Type.String() }) } }, config: { auth: true, encryptedRequest: ['email', 'password'] } }, async (request) => ({ email: request.body.email }));
        },
      });
      try {
        const payload = { email: sealed.payload.email, password: sealed.payload.password };
        const expired = await app.app.inject({ method: 'POST', url: '/test/private', payload, headers: { ...sealed.headers, authorization: 'Bearer expired' } });
        expect(expired.statusCode).toBe(401);
        const refreshed = await app.app.inject({ method: 'POST', url: '/test/private', payload, headers: { ...sealed.headers, authorization: 'Bearer good' } });
        expect(refreshed.statusCode).toBe(201);
        expect(refreshed.json()).toEqual({ email: 'user@example.com' });
        const replay = await app.app.inject({ method: 'POST', url: '/test/private', payload, headers: { ...sealed.headers, authorization: 'Bearer good' } });
        expect(replay.json()).toEqual(DECRYPTION_FAILED);
      } finally {
        await app.close();
      }
    });

    it('is shared by two app instances on the same database', async () => {
      const second = await createTestApp({ routes: testRoutes, database: t.database, env: LOOSE_LIMITS });
      try {
        const sealed = await seal(validEcho);
        expect((await second.app.inject({ method: 'POST', url: '/test/echo', payload: sealed.payload, headers: sealed.headers })).statusCode).toBe(201);
        const replay = await postEcho(sealed.payload, sealed.headers);
        expect(replay.json()).toEqual(DECRYPTION_FAILED);
      } finally {
        await second.close();
      }
    });

    it('stores only a hash of the key, with an expiry inside the replay window', async () => {
      const sealed = await seal(validEcho);
      await postEcho(sealed.payload, sealed.headers);
      const { rows } = await t.db.query<{ key_hash: string; seconds: number }>(
        'SELECT key_hash, EXTRACT(EPOCH FROM expires_at - now())::int AS seconds FROM aes_key_uses',
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.key_hash).not.toContain(sealed.aesKeyHex);
        expect(Number(row.seconds)).toBeLessThanOrEqual(t.config.aesKeyReplayWindowSeconds);
        expect(Number(row.seconds)).toBeGreaterThan(t.config.aesKeyReplayWindowSeconds - 120);
      }
    });
  });

  it('rate limits decryption failures per IP with 429 and Retry-After', async () => {
    const limited = await createTestApp({ routes: testRoutes, env: { DECRYPT_FAILURE_LIMIT_PER_MINUTE: '3' }, database: t.database });
    try {
      const post = (payload: unknown, headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
        limited.app.inject({ method: 'POST', url: '/test/echo', payload: payload as object, headers, remoteAddress });
      for (let i = 0; i < 3; i++) {
        const res = await post(validEcho, {});
        expect(res.statusCode).toBe(400);
      }
      const blocked = await post(validEcho, {});
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

      const sealed = await sealRequest(validEcho, ECHO_PATHS, limited.serverPublicKey);
      expect((await post(sealed.payload, sealed.headers)).statusCode).toBe(429);
      expect((await post(sealed.payload, sealed.headers, '198.51.100.9')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('limits encrypted requests per IP before the RSA unwrap: past the limit nothing is stored', async () => {
    const clock = testClock();
    const limited = await createTestApp({ routes: testRoutes, env: { ENCRYPTED_REQUEST_LIMIT_PER_MINUTE: '3' }, now: clock.now });
    try {
      const keyUses = async () => Number((await limited.db.query<{ n: number }>('SELECT count(*)::int AS n FROM aes_key_uses')).rows[0]?.n);
      const post = async (remoteAddress: string) => {
        const sealed = await sealRequest(validEcho, ECHO_PATHS, limited.serverPublicKey);
        return limited.app.inject({ method: 'POST', url: '/test/echo', payload: sealed.payload as object, headers: sealed.headers, remoteAddress });
      };
      for (let i = 0; i < 3; i++) expect((await post('203.0.113.20')).statusCode).toBe(201);
      expect(await keyUses()).toBe(3);
      for (let i = 0; i < 20; i++) {
        const refused = await post('203.0.113.20');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      }
      expect(await keyUses()).toBe(3);
      expect((await post('203.0.113.21')).statusCode).toBe(201);
      clock.advance(60_000);
      expect((await post('203.0.113.20')).statusCode).toBe(201);
      expect(await keyUses()).toBe(5);
    } finally {
      await limited.close();
    }
  });
});
