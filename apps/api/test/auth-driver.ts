import crypto from 'node:crypto';
import type { Response as InjectResponse } from 'light-my-request';
import { ENDPOINTS, buildPath, type EndpointName, type TokenPairResponse, type VerificationPurpose } from '@tablecrawler/contract';
import { exportPublicKeyBase64, generateRsaKeyPair, openResponse, sealRequest } from '@tablecrawler/crypto';
import type { EnvInput } from '../src/config';
import { createTestApp, testClock, type TestApp, type TestAppOptions, type TestClock } from './harness';
import { codeOf, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp-server';

export const PASSWORD = 'Passw0rd!';
export const fingerprint = (): string => crypto.randomBytes(32).toString('hex');
let emails = 0;
/** A unique address per call (mixed case on purpose: uniqueness is case-insensitive). */
export const newEmail = (label = 'user'): string => `${label}.${process.pid}.${Date.now().toString(36)}.${++emails}@Example.com`;

export interface CallInput {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  /** Client address (the rate limits key on it); default 127.0.0.1. */
  ip?: string;
  headers?: Record<string, string>;
  /** Send the body as it is, without encrypting the declared fields. */
  plain?: boolean;
}

export interface SignedUp {
  email: string;
  password: string;
  fingerprint: string;
  tokens: TokenPairResponse;
}

export interface AuthDriver {
  /** Calls an ENDPOINTS entry the way the api-client does: declared fields encrypted, the client key sent when the answer is encrypted. */
  call(name: EndpointName, input?: CallInput): Promise<InjectResponse>;
  /** Decrypts the encrypted fields of a successful answer. */
  open<T>(name: EndpointName, res: InjectResponse): Promise<T>;
  requestCode(email: string, purpose?: VerificationPurpose, input?: { ip?: string; language?: string }): Promise<{ id: string; code: string; mail: ReceivedMail }>;
  verify(id: string, code: string): Promise<InjectResponse>;
  /** Request code, verify, sign up; returns the pair. */
  signUp(options?: { email?: string; password?: string; ip?: string }): Promise<SignedUp>;
  signIn(email: string, password: string, fp: string, ip?: string): Promise<InjectResponse>;
}

/** `smtp` is needed by requestCode and signUp (they read the code from the received message). */
export function authDriver(t: TestApp, smtp?: TestSmtpServer): AuthDriver {
  const clientKeys = generateRsaKeyPair().then(async (pair) => ({ pair, publicKeyBase64: await exportPublicKeyBase64(pair.publicKey) }));
  let ips = 0;
  // Each sign-up comes from its own address so the per-IP code limit never interferes with unrelated tests.
  const nextIp = () => `10.${(++ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`;

  const call: AuthDriver['call'] = async (name, input = {}) => {
    const e = ENDPOINTS[name] as (typeof ENDPOINTS)[EndpointName] & { encryptedRequest?: readonly string[]; encryptedResponse?: readonly string[] };
    const headers: Record<string, string> = { ...input.headers };
    let payload = input.body;
    if (!input.plain && e.encryptedRequest && payload !== undefined) {
      const sealed = await sealRequest(payload, e.encryptedRequest, t.serverPublicKey);
      payload = sealed.payload;
      Object.assign(headers, sealed.headers);
    }
    if (e.encryptedResponse) headers['x-rsa-public-key'] = (await clientKeys).publicKeyBase64;
    if (input.token) headers['authorization'] = `Bearer ${input.token}`;
    return t.app.inject({
      method: e.method,
      url: buildPath(e.path, input.params),
      ...(input.query ? { query: input.query } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers,
      remoteAddress: input.ip ?? '127.0.0.1',
    });
  };

  const driver: AuthDriver = {
    call,
    async open<T>(name: EndpointName, res: InjectResponse) {
      const e = ENDPOINTS[name] as { encryptedResponse?: readonly string[] };
      return openResponse(res.json<T>(), e.encryptedResponse ?? [], String(res.headers['x-aes-key']), (await clientKeys).pair.privateKey);
    },
    async requestCode(email, purpose = 'join', input = {}) {
      if (!smtp) throw new Error('authDriver: requestCode needs the test SMTP server');
      const since = smtp.messages.length;
      const res = await call('requestEmailVerification', {
        body: { type: purpose, email },
        ip: input.ip ?? nextIp(),
        ...(input.language ? { headers: { 'accept-language': input.language } } : {}),
      });
      if (res.statusCode !== 201) throw new Error(`request-email-verification answered ${res.statusCode} ${res.body}`);
      const mail = await smtp.waitFor(email, { since });
      return { id: res.json<{ id: string }>().id, code: codeOf(mail), mail };
    },
    verify: (id, code) => call('verifyEmail', { params: { verificationId: id }, body: { verificationCode: code } }),
    async signUp(options = {}) {
      const email = options.email ?? newEmail();
      const password = options.password ?? PASSWORD;
      const fp = fingerprint();
      const { id, code } = await driver.requestCode(email, 'join', options.ip ? { ip: options.ip } : {});
      const verified = await driver.verify(id, code);
      if (verified.statusCode !== 201) throw new Error(`verify answered ${verified.statusCode} ${verified.body}`);
      const res = await call('signUp', {
        body: {
          password,
          profile: { username: 'tester', gender: 'female' },
          funnel: { channel: 'search' },
          agreements: { marketingOptIn: true },
          emailVerificationId: id,
          deviceFingerprint: fp,
        },
      });
      if (res.statusCode !== 201) throw new Error(`sign-up answered ${res.statusCode} ${res.body}`);
      return { email, password, fingerprint: fp, tokens: res.json<TokenPairResponse>() };
    },
    signIn: (email, password, fp, ip) => call('signIn', { body: { email, password, deviceFingerprint: fp }, ...(ip ? { ip } : {}) }),
  };
  return driver;
}

export interface AuthTestContext {
  smtp: TestSmtpServer;
  t: TestApp;
  clock: TestClock;
  d: AuthDriver;
}

export interface AuthTestAppOptions {
  /** Merged over the defaults (SMTP_URL of the test SMTP server); a function is called once earlier beforeAll hooks ran. */
  env?: EnvInput | (() => EnvInput);
  /** Passed to createTestApp (e.g. a storage wrapper for fault injection). */
  app?: Pick<TestAppOptions, 'fileStorage'>;
  /** Run the server on real time instead of the controllable clock; `clock.advance` and `clock.set` then throw. */
  realClock?: boolean;
}

/** Real time behind the TestClock interface, for apps that do not use a controllable clock. */
const realTime: TestClock = {
  now: () => new Date(),
  advance: () => {
    throw new Error('useAuthTestApp: the app runs on real time (realClock)');
  },
  set: () => {
    throw new Error('useAuthTestApp: the app runs on real time (realClock)');
  },
};

/**
 * Registers beforeAll/afterAll for a describe block: one app on a fresh database with a controllable clock, a real
 * in-process SMTP server and a driver; `receive` gets them once they are up.
 */
export function useAuthTestApp(receive: (context: AuthTestContext) => void, options: AuthTestAppOptions = {}): void {
  let context: AuthTestContext | undefined;
  beforeAll(async () => {
    const smtp = await startTestSmtpServer();
    const clock = options.realClock ? realTime : testClock();
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, ...env }, ...options.app, ...(options.realClock ? {} : { now: clock.now }) });
    context = { smtp, t, clock, d: authDriver(t, smtp) };
    receive(context);
  });
  afterAll(async () => {
    await context?.t.close();
    await context?.smtp.close();
  });
}
