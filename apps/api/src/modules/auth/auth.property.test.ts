import fc from 'fast-check';
import { ENDPOINTS, type EndpointName, type TokenPairResponse } from '@tablecrawler/contract';
import { PASSWORD, fingerprint, newEmail, useAuthTestApp, type AuthDriver, type CallInput, type SignedUp } from '../../../test/auth-driver';

/** What a random request may never get back: a server error or any token. */
function assertNoServerErrorNoToken(name: string, status: number, body: string): void {
  expect({ name, status: status < 500 }).toEqual({ name, status: true });
  expect({ name, jwt: /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\./.test(body) }).toEqual({ name, jwt: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  expect({ name, keys: keys.filter((k) => k === 'accessToken' || k === 'refreshToken') }).toEqual({ name, keys: [] });
}

const awkward = fc.constantFrom('', ' ', 'null', 'undefined', '0', '../../etc/passwd', "' OR 1=1 --", '\u0000', '%00', '<script>', '😀'.repeat(30), 'a'.repeat(300));
const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 40 }), awkward);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const fp = fc.oneof(hex64, value);
const id = fc.oneof(fc.uuid(), value);
const email = fc.oneof(fc.emailAddress(), value);
/** Rule-abiding passwords and junk, never the real user's password (a request that knows it is not random). */
const password = fc.oneof(fc.constantFrom('N3w-Passw0rd', 'Wrong-Passw0rd', 'Xy1!xxxx'), value);
/** Objects of the endpoint's shape: all fields present, or any of them left out. */
const shaped = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [] }));
const body = (specific: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: specific }, { weight: 1, arbitrary: fc.anything() });

describe('property: random requests to every auth endpoint', () => {
  let d: AuthDriver;
  let user: SignedUp;
  let openVerification: string;
  /** A live session of `user`, renewed before each endpoint's run (random refreshes may revoke it). */
  let current: TokenPairResponse;
  let sessions = 0;
  beforeEach(async () => {
    sessions += 1;
    const res = await d.signIn(user.email, PASSWORD, fingerprint(), `172.30.0.${sessions}`);
    expect(res.statusCode).toBe(201);
    current = res.json<TokenPairResponse>();
  });
  useAuthTestApp((c) => ({ d } = c), { env: { DECRYPT_FAILURE_LIMIT_PER_MINUTE: '100000' }, realClock: true });
  beforeAll(async () => {
    user = await d.signUp();
    openVerification = (await d.requestCode(newEmail('prop'), 'join')).id;
  });

  const ip = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 })).map(([a, b]) => `172.16.${a}.${b}`);
  const authorization = fc.option(fc.oneof(text, fc.constant('Bearer x.y.z'), fc.string().map((s) => `Bearer ${s}`)), { nil: undefined });

  const BODIES: Partial<Record<EndpointName, () => fc.Arbitrary<unknown>>> = {
    signIn: () => body(shaped({ email: fc.oneof(email, fc.constant(user.email)), password, deviceFingerprint: fp })),
    signUp: () =>
      body(
        shaped({
          password,
          profile: fc.oneof(shaped({ username: text, gender: fc.oneof(fc.constantFrom('male', 'female', 'no-say'), value) }), value),
          funnel: fc.oneof(shaped({ channel: fc.oneof(fc.constantFrom('search', 'ads', 'referred', 'other'), value), userInput: value }), value),
          agreements: fc.oneof(shaped({ marketingOptIn: value }), value),
          emailVerificationId: fc.oneof(id, fc.constant(openVerification)),
          deviceFingerprint: fp,
        }),
      ),
    requestEmailVerification: () => body(shaped({ type: fc.oneof(fc.constantFrom('join', 'change'), value), email })),
    verifyEmail: () => body(shaped({ verificationCode: fc.oneof(fc.stringMatching(/^\d{6}$/), value) })),
    refreshToken: () => body(shaped({ refreshToken: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.constant(current.refreshToken), value), deviceFingerprint: fp })),
    forgotPassword: () => body(shaped({ newPassword: password, emailVerificationId: fc.oneof(id, fc.constant(openVerification)) })),
    changePassword: () => body(shaped({ currentPassword: password, newPassword: password })),
  };

  const authEndpoints = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].path.startsWith('/users/v1/'));

  it('covers every auth endpoint', () => {
    expect(authEndpoints.sort()).toEqual(
      ['changePassword', 'forgotPassword', 'leave', 'logout', 'profile', 'refreshToken', 'requestEmailVerification', 'signIn', 'signUp', 'validate', 'verifyEmail'].sort(),
    );
  });

  it.each(authEndpoints)('%s: never a 5xx, never a token', async (name) => {
    const e = ENDPOINTS[name];
    const bodyArb = BODIES[name]?.() ?? fc.constant(undefined);
    const withRealToken = name === 'changePassword' || name === 'profile' || name === 'validate';
    const input = fc.record({
      body: bodyArb,
      encrypt: fc.boolean(),
      ip,
      authorization,
      realToken: withRealToken ? fc.boolean() : fc.constant(false),
      verificationId: fc.oneof(fc.string({ minLength: 1, maxLength: 80 }), fc.uuid(), fc.constant(openVerification)),
      query: fc.dictionary(fc.constantFrom('userId', 'x', 'page'), fc.string({ maxLength: 70 }), { maxKeys: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(input, async (i) => {
        // Field encryption needs an object body; anything else goes out as it is.
        const sealable = typeof i.body === 'object' && i.body !== null && !Array.isArray(i.body);
        const call: CallInput = { ip: i.ip, plain: !(i.encrypt && sealable), headers: i.authorization === undefined ? {} : { authorization: i.authorization } };
        if (i.realToken) call.token = current.accessToken;
        if (i.body !== undefined && e.method !== 'GET' && e.method !== 'DELETE') call.body = i.body;
        if (e.method === 'GET') call.query = i.query;
        if (name === 'verifyEmail') call.params = { verificationId: i.verificationId };
        const res = await d.call(name, call);
        assertNoServerErrorNoToken(name, res.statusCode, res.body);
        if (['signIn', 'signUp', 'refreshToken'].includes(name)) expect({ name, status: res.statusCode }).not.toEqual({ name, status: 201 });
      }),
      { numRuns: 50 },
    );
  });

  it('the real user still signs in afterwards (random traffic locked no one out for good)', async () => {
    const res = await d.signIn(user.email, PASSWORD, fingerprint(), '172.31.0.1');
    expect([201, 429]).toContain(res.statusCode);
  });
});
