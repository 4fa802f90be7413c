import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { ENDPOINTS, ERROR_CODES, type ProfileResponse, type TokenPairResponse } from '@tablecrawler/contract';
import { sealRequest } from '@tablecrawler/crypto';
import { PASSWORD, fingerprint, newEmail, type AuthDriver, type SignedUp, useAuthTestApp } from '../../../test/auth-driver';
import { createTestApp, testAuthSecrets, type TestApp, type TestClock } from '../../../test/harness';
import { ACCESS_TOKEN } from './access-tokens';
import { AUTH_POLICY, RATE_RULES } from './auth.policy';
import { createRateLimiter } from '../../plugins/rate-limits/rate-limiter';

const DAY = 24 * 3600 * 1000;

describe('accounts (sign-up, sign-in, validate, logout, leave, passwords, profile)', () => {
  let t: TestApp;
  let clock: TestClock;
  let d: AuthDriver;
  useAuthTestApp((c) => ({ t, clock, d } = c));

  /** A verified join verification for a fresh e-mail. */
  const verifiedJoin = async (email = newEmail()) => {
    const { id, code } = await d.requestCode(email);
    expect((await d.verify(id, code)).statusCode).toBe(201);
    return { id, email };
  };
  const signUpBody = (emailVerificationId: string, overrides: Record<string, unknown> = {}) => ({
    password: PASSWORD,
    profile: { username: 'nickname', gender: 'no-say' },
    funnel: { channel: 'ads' },
    emailVerificationId,
    deviceFingerprint: fingerprint(),
    ...overrides,
  });
  const validate = (token: string) => d.call('validate', { token });
  const userIdOf = async (token: string) => (await validate(token)).json<{ userId: string }>().userId;

  describe('sign-up', () => {
    it('answers 201 with a token pair; the account is stored as the spec describes', async () => {
      const { id, email } = await verifiedJoin();
      const res = await d.call('signUp', {
        body: signUpBody(id, { funnel: { channel: 'other', userInput: '  친구 추천  ' }, agreements: { marketingOptIn: true }, profile: { username: ' 표크롤러 사용자 ', gender: 'male' } }),
      });
      expect(res.statusCode).toBe(201);
      const tokens = res.json<TokenPairResponse>();
      expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const v = await validate(tokens.accessToken);
      expect(v.statusCode).toBe(200);
      const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [v.json<{ userId: string }>().userId]);
      expect(rows[0]).toMatchObject({
        email,
        email_normalized: email.toLowerCase(),
        nickname: '표크롤러 사용자',
        gender: 'male',
        signup_channel: 'other',
        signup_channel_other: '친구 추천',
        marketing_opt_in: true,
        status: 'active',
      });
      expect(String(rows[0]?.['password_hash'])).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(rows[0]?.['created_at']).toBeInstanceOf(Date);
      expect(rows[0]?.['updated_at']).toBeInstanceOf(Date);
    });

    it.each([
      ['absent', { channel: 'search' }],
      ['null', { channel: 'referred', userInput: null }],
      ['empty', { channel: 'ads', userInput: '' }],
    ])('accepts funnel.userInput %s when the channel is not other', async (_label, funnel) => {
      const { id } = await verifiedJoin();
      const res = await d.call('signUp', { body: signUpBody(id, { funnel }) });
      expect(res.statusCode).toBe(201);
      const { rows } = await t.db.query<{ marketing_opt_in: boolean; signup_channel_other: string | null }>(
        'SELECT marketing_opt_in, signup_channel_other FROM users WHERE id = $1',
        [await userIdOf(res.json<TokenPairResponse>().accessToken)],
      );
      expect(rows[0]).toEqual({ marketing_opt_in: false, signup_channel_other: null });
    });

    it('requires the reason when the channel is other', async () => {
      const { id } = await verifiedJoin();
      for (const funnel of [{ channel: 'other' }, { channel: 'other', userInput: null }, { channel: 'other', userInput: '   ' }]) {
        const res = await d.call('signUp', { body: signUpBody(id, { funnel }) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'funnel.userInput', code: 'value_error' }] });
      }
    });

    it('applies the password rules (each rejection with a stable code)', async () => {
      const { id } = await verifiedJoin();
      const cases: [string, string][] = [
        ['Sh0rt!', 'string_too_short'],
        [`Aa1!${'x'.repeat(27)}`, 'string_too_long'],
        ['alllower1!', 'value_error'],
        ['ALLUPPER1!', 'value_error'],
        ['NoDigits!!', 'value_error'],
        ['NoSpecial12', 'value_error'],
        ['Under_score1', 'value_error'],
      ];
      for (const [password, code] of cases) {
        const res = await d.call('signUp', { body: signUpBody(id, { password }) });
        expect({ password, status: res.statusCode, body: res.json() }).toMatchObject({ password, status: 400, body: { code: 'validation_error', details: [{ field: 'password', code }] } });
      }
    });

    it('validates nickname length (4 to 50), gender and channel', async () => {
      const { id } = await verifiedJoin();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ profile: { username: 'abc', gender: 'male' } }, 'profile.username', 'string_too_short'],
        [{ profile: { username: '    a ', gender: 'male' } }, 'profile.username', 'string_too_short'],
        [{ profile: { username: 'n'.repeat(51), gender: 'male' } }, 'profile.username', 'string_too_long'],
        [{ profile: { username: 'nickname', gender: 'MALE' } }, 'profile.gender', 'value_error'],
        [{ funnel: { channel: 'tv' } }, 'funnel.channel', 'value_error'],
        [{ funnel: { channel: 'other', userInput: 'r'.repeat(51) } }, 'funnel.userInput', 'string_too_long'],
        [{ deviceFingerprint: 'xyz' }, 'deviceFingerprint', 'value_error'],
      ];
      for (const [overrides, field, code] of cases) {
        const res = await d.call('signUp', { body: signUpBody(id, overrides) });
        expect({ overrides, status: res.statusCode, body: res.json() }).toMatchObject({ overrides, status: 400, body: { code: 'validation_error', details: [{ field, code }] } });
      }
      // The verification was not used up by rejected attempts.
      expect((await d.call('signUp', { body: signUpBody(id) })).statusCode).toBe(201);
    });

    it('refuses control characters in every field, and bidi overrides and zero-width characters in the nickname: 400, never 500, nothing stored', async () => {
      const { id } = await verifiedJoin();
      const cases: [Record<string, unknown>, string][] = [
        [{ profile: { username: 'nick\u0000name', gender: 'male' } }, 'profile.username'],
        [{ profile: { username: 'nick\u0007name', gender: 'male' } }, 'profile.username'],
        [{ profile: { username: 'nick\u007fname', gender: 'male' } }, 'profile.username'],
        [{ profile: { username: 'nick\u0090name', gender: 'male' } }, 'profile.username'],
        [{ profile: { username: 'admin\u202egnp.exe', gender: 'male' } }, 'profile.username'],
        [{ profile: { username: 'ad\u200bmin', gender: 'male' } }, 'profile.username'],
        [{ profile: { username: '\ufeffnickname', gender: 'male' } }, 'profile.username'],
        [{ funnel: { channel: 'other', userInput: 'friend\u0000' } }, 'funnel.userInput'],
        [{ funnel: { channel: 'other', userInput: 'line\nbreak' } }, 'funnel.userInput'],
        [{ password: 'Passw0rd!\u0000' }, 'password'],
        [{ emailVerificationId: `${id}\u0000` }, 'emailVerificationId'],
      ];
      for (const [overrides, field] of cases) {
        const res = await d.call('signUp', { body: signUpBody(id, overrides) });
        expect({ overrides, status: res.statusCode, body: res.json() }).toMatchObject({ overrides, status: 400, body: { code: 'validation_error', details: [{ field }] } });
      }
      expect((await d.call('signUp', { body: signUpBody(id, { profile: { username: '표크롤러 사용자', gender: 'male' } }) })).statusCode).toBe(201);
    });

    it('answers 400 for a NUL byte in the sign-in address and in a verification code', async () => {
      const signIn = await d.call('signIn', { body: { email: 'a\u0000@example.com', password: PASSWORD, deviceFingerprint: fingerprint() } });
      expect(signIn.json()).toMatchObject({ statusCode: 400, details: [{ field: 'email' }] });
      const { id } = await d.requestCode(newEmail());
      const verify = await d.verify(id, '12345\u0000');
      expect(verify.json()).toMatchObject({ statusCode: 400, details: [{ field: 'verificationCode' }] });
    });

    it('answers 403 while the verification is not completed', async () => {
      const { id } = await d.requestCode(newEmail());
      const res = await d.call('signUp', { body: signUpBody(id) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.verificationNotCompleted });
    });

    it('answers 400 for an unknown, used, superseded, stale or password-reset verification', async () => {
      const unknown = await d.call('signUp', { body: signUpBody(crypto.randomUUID()) });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: ERROR_CODES.verificationInvalid });
      expect((await d.call('signUp', { body: signUpBody('garbage') })).statusCode).toBe(400);

      const used = await verifiedJoin();
      expect((await d.call('signUp', { body: signUpBody(used.id) })).statusCode).toBe(201);
      expect((await d.call('signUp', { body: signUpBody(used.id) })).json()).toMatchObject({ statusCode: 400, code: ERROR_CODES.verificationInvalid });

      const superseded = await verifiedJoin();
      clock.advance(30_000);
      await d.requestCode(superseded.email);
      expect((await d.call('signUp', { body: signUpBody(superseded.id) })).statusCode).toBe(400);

      const stale = await verifiedJoin();
      clock.advance(AUTH_POLICY.verifiedUseSeconds * 1000 + 1000);
      expect((await d.call('signUp', { body: signUpBody(stale.id) })).statusCode).toBe(400);

      const user = await d.signUp();
      clock.advance(30_000);
      const reset = await d.requestCode(user.email, 'change');
      await d.verify(reset.id, reset.code);
      expect((await d.call('signUp', { body: signUpBody(reset.id) })).statusCode).toBe(400);
    });

    it('answers 409 when the e-mail got registered or withdrawn after its verification', async () => {
      const a = await verifiedJoin();
      await t.db.query(
        "INSERT INTO users (id, email, email_normalized, password_hash, nickname, gender, signup_channel, created_at, updated_at) VALUES ($1, $2, $3, 'x', 'seed', 'male', 'ads', now(), now())",
        [crypto.randomUUID(), a.email.toUpperCase(), a.email.toLowerCase()],
      );
      const taken = await d.call('signUp', { body: signUpBody(a.id) });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: ERROR_CODES.emailTaken });

      const b = await d.signUp();
      clock.advance(30_000);
      const again = await verifiedJoin(newEmail());
      // Withdraw b, then try to register b's address through a verification made before (seeded with b's e-mail).
      expect((await d.call('leave', { token: b.tokens.accessToken })).statusCode).toBe(204);
      await t.db.query('UPDATE email_verifications SET email = $2, email_normalized = $3 WHERE id = $1', [again.id, b.email, b.email.toLowerCase()]);
      const withdrawn = await d.call('signUp', { body: signUpBody(again.id) });
      expect(withdrawn.statusCode).toBe(409);
      expect(withdrawn.json()).toMatchObject({ code: ERROR_CODES.emailTaken });
    });

    it('signs up exactly once when the same verification is submitted twice at once', async () => {
      const { id } = await verifiedJoin();
      const answers = await Promise.all([d.call('signUp', { body: signUpBody(id) }), d.call('signUp', { body: signUpBody(id) })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    });

    it('refuses a password or gender sent in clear', async () => {
      const { id } = await verifiedJoin();
      const res = await d.call('signUp', { body: signUpBody(id), plain: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.decryptionFailed });
    });
  });

  describe('sign-in', () => {
    let user: SignedUp;
    beforeAll(async () => {
      user = await d.signUp();
    });

    it('answers 201 with a new pair, the e-mail matched case-insensitively', async () => {
      for (const email of [user.email, user.email.toLowerCase(), ` ${user.email.toUpperCase()} `.trim()]) {
        const res = await d.signIn(email, PASSWORD, fingerprint());
        expect(res.statusCode).toBe(201);
        expect((await validate(res.json<TokenPairResponse>().accessToken)).statusCode).toBe(200);
      }
    });

    it('answers the same 400 for a wrong password and for an unknown e-mail', async () => {
      const wrongPassword = await d.signIn(user.email, 'Wrong-Passw0rd', fingerprint());
      const unknown = await d.signIn(newEmail('unknown'), PASSWORD, fingerprint());
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.body).toBe(unknown.body);
      expect(wrongPassword.json()).toEqual({ statusCode: 400, code: ERROR_CODES.invalidCredentials, message: 'Wrong e-mail or password' });
      expect(wrongPassword.json()).not.toHaveProperty('accessToken');
    });

    it('answers 423 for a disabled account with the right password only', async () => {
      const disabled = await d.signUp();
      await t.db.query("UPDATE users SET status = 'disabled' WHERE email = $1", [disabled.email]);
      const right = await d.signIn(disabled.email, PASSWORD, fingerprint());
      expect(right.statusCode).toBe(423);
      expect(right.json()).toMatchObject({ code: ERROR_CODES.accountDisabled });
      expect((await d.signIn(disabled.email, 'Wrong-Passw0rd', fingerprint())).statusCode).toBe(400);
      // Existing sessions stop working too.
      expect((await validate(disabled.tokens.accessToken)).statusCode).toBe(401);
    });

    it('limits wrong passwords per account and client address: that address gets 429, the owner elsewhere still signs in', async () => {
      const target = await d.signUp();
      const attacker = '10.9.0.1';
      for (let i = 0; i < RATE_RULES.signInPerAccountAndIp.max; i++) {
        expect((await d.signIn(target.email, `Wrong-Passw0rd${i}`, fingerprint(), attacker)).statusCode).toBe(400);
      }
      const limited = await d.signIn(target.email.toUpperCase(), PASSWORD, fingerprint(), attacker);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: ERROR_CODES.rateLimited });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_RULES.signInPerAccountAndIp.windowSeconds);
      // The owner on another network is not locked out, and the attacker's address stays limited after that.
      expect((await d.signIn(target.email, PASSWORD, fingerprint(), '10.9.1.1')).statusCode).toBe(201);
      expect((await d.signIn(target.email, `Wrong-Passw0rd-again`, fingerprint(), attacker)).statusCode).toBe(429);
      clock.advance(retryAfter * 1000);
      expect((await d.signIn(target.email, PASSWORD, fingerprint(), attacker)).statusCode).toBe(201);
    });

    it('has an account-wide ceiling far above one address\'s limit (guesses spread over many addresses)', async () => {
      const target = await d.signUp();
      const limiter = createRateLimiter({ db: t.db, now: clock.now });
      expect(RATE_RULES.signInPerAccount.max).toBeGreaterThanOrEqual(10 * RATE_RULES.signInPerAccountAndIp.max);
      for (let i = 0; i < RATE_RULES.signInPerAccount.max; i++) await limiter.hit(RATE_RULES.signInPerAccount, target.email.toLowerCase());
      const res = await d.signIn(target.email, PASSWORD, fingerprint(), '10.9.2.1');
      expect(res.statusCode).toBe(429);
      clock.advance(RATE_RULES.signInPerAccount.windowSeconds * 1000);
      expect((await d.signIn(target.email, PASSWORD, fingerprint(), '10.9.2.1')).statusCode).toBe(201);
    });

    it('throttles a client address (the shared counter of every API process)', async () => {
      const ip = '10.8.0.1';
      const limiter = createRateLimiter({ db: t.db, now: clock.now });
      for (let i = 0; i < RATE_RULES.signInPerIp.max; i++) await limiter.hit(RATE_RULES.signInPerIp, ip);
      const res = await d.signIn(user.email, PASSWORD, fingerprint(), ip);
      expect(res.statusCode).toBe(429);
      expect((await d.signIn(user.email, PASSWORD, fingerprint(), '10.8.0.2')).statusCode).toBe(201);
    });

    it('refuses a captured sign-in for as long as its password works: after the replay window and a restart too', async () => {
      const user = await d.signUp();
      const sealed = await sealRequest({ email: user.email, password: PASSWORD, deviceFingerprint: fingerprint() }, ENDPOINTS.signIn.encryptedRequest, t.serverPublicKey);
      const send = (app: TestApp['app']) => app.inject({ method: 'POST', url: ENDPOINTS.signIn.path, payload: sealed.payload, headers: sealed.headers, remoteAddress: '10.5.0.1' });
      expect((await send(t.app)).statusCode).toBe(201);
      // Long after the X-AES-KEY window, a restarted API (whose start purges expired key uses) sees the request again.
      clock.advance(t.config.aesKeyReplayWindowSeconds * 1000 + DAY);
      const restarted = await createTestApp({ database: t.database, now: clock.now });
      try {
        const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM aes_key_uses');
        expect(Number(rows[0]?.n)).toBe(0);
        const replay = await send(restarted.app);
        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toMatchObject({ code: ERROR_CODES.decryptionFailed });
        // The owner's own new sign-ins work; a password change forgets the digests (the captured password no longer works).
        expect((await d.signIn(user.email, PASSWORD, fingerprint())).statusCode).toBe(201);
        const stored = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_keys k JOIN users u ON u.id = k.user_id WHERE u.email = $1', [user.email]);
        expect(Number(stored.rows[0]?.n)).toBe(2);
        const fresh = (await d.signIn(user.email, PASSWORD, fingerprint())).json<TokenPairResponse>();
        expect((await d.call('changePassword', { token: fresh.accessToken, body: { currentPassword: PASSWORD, newPassword: 'N3w-Passw0rd' } })).statusCode).toBe(200);
        const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_keys k JOIN users u ON u.id = k.user_id WHERE u.email = $1', [user.email]);
        expect(Number(after.rows[0]?.n)).toBe(0);
      } finally {
        await restarted.close();
      }
    });

    it('validates the body: e-mail and password required, at most 50 characters, fingerprint hex', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ password: PASSWORD, deviceFingerprint: fingerprint() }, 'email', 'value_error'],
        [{ email: user.email, deviceFingerprint: fingerprint() }, 'password', 'value_error'],
        [{ email: `${'a'.repeat(45)}@example.com`, password: PASSWORD, deviceFingerprint: fingerprint() }, 'email', 'string_too_long'],
        [{ email: user.email, password: 'p'.repeat(51), deviceFingerprint: fingerprint() }, 'password', 'string_too_long'],
        [{ email: user.email, password: PASSWORD, deviceFingerprint: 'F'.repeat(64) }, 'deviceFingerprint', 'value_error'],
      ];
      for (const [body, field, code] of cases) {
        const res = await d.call('signIn', { body });
        expect({ body, status: res.statusCode, json: res.json() }).toMatchObject({ body, status: 400, json: { code: 'validation_error', details: [{ field, code }] } });
      }
    });
  });

  describe('authentication of the access token (validate)', () => {
    let user: SignedUp;
    beforeAll(async () => {
      user = await d.signUp();
    });

    it('answers 200 { userId } for a valid token and 401 without one', async () => {
      const ok = await validate(user.tokens.accessToken);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const none = await d.call('validate');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: ERROR_CODES.unauthorized });
    });

    it('refuses forged, foreign, mistyped and expired tokens', async () => {
      const claims = { sid: crypto.randomUUID(), token_use: 'access' };
      const key = new TextEncoder().encode(testAuthSecrets().jwtSecret);
      const sign = (alg: string, secret: Uint8Array, typ: string, body: Record<string, unknown> = claims, audience: string = ACCESS_TOKEN.audience) =>
        new SignJWT(body)
          .setProtectedHeader({ alg, typ })
          .setSubject(crypto.randomUUID())
          .setIssuer(ACCESS_TOKEN.issuer)
          .setAudience(audience)
          .setIssuedAt()
          .setExpirationTime('5m')
          .setJti('x')
          .sign(secret);
      const [header, payload] = user.tokens.accessToken.split('.');
      const forged = [
        'garbage',
        `${user.tokens.accessToken}x`,
        user.tokens.refreshToken,
        `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`,
        `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(String(payload), 'base64url').toString()), sub: crypto.randomUUID() })).toString('base64url')}.${user.tokens.accessToken.split('.')[2]}`,
        await sign('HS256', crypto.randomBytes(32), 'at+jwt'),
        await sign('HS512', key, 'at+jwt'),
        await sign('HS256', key, 'JWT'),
        await sign('HS256', key, 'at+jwt', { sid: claims.sid, token_use: 'refresh' }),
        await sign('HS256', key, 'at+jwt', claims, 'another-api'),
      ];
      for (const token of forged) {
        const res = await validate(token);
        expect({ token, status: res.statusCode }).toEqual({ token, status: 401 });
      }
      expect((await d.call('validate', { headers: { authorization: user.tokens.accessToken } })).statusCode).toBe(401);

      clock.advance(AUTH_POLICY.accessTokenSeconds * 1000 + 1000);
      expect((await validate(user.tokens.accessToken)).statusCode).toBe(401);
    });

    it('requires sign-in on every account route', async () => {
      for (const name of ['validate', 'logout', 'leave', 'changePassword', 'profile'] as const) {
        const res = await d.call(name, name === 'changePassword' ? { body: { currentPassword: PASSWORD, newPassword: 'N3w-Passw0rd' } } : {});
        expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
      }
    });
  });

  describe('logout', () => {
    it('answers 204 and revokes the session: its access and refresh tokens stop working, other sessions do not', async () => {
      const user = await d.signUp();
      const other = (await d.signIn(user.email, PASSWORD, fingerprint())).json<TokenPairResponse>();
      const res = await d.call('logout', { token: user.tokens.accessToken });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await validate(user.tokens.accessToken)).statusCode).toBe(401);
      const refresh = await d.call('refreshToken', { body: { refreshToken: user.tokens.refreshToken, deviceFingerprint: user.fingerprint } });
      expect(refresh.statusCode).toBe(401);
      expect((await validate(other.accessToken)).statusCode).toBe(200);
    });
  });

  describe('leave (account deletion)', () => {
    it('answers 204; the account can neither sign in nor register again; its data is scrubbed', async () => {
      const user = await d.signUp();
      const userId = await userIdOf(user.tokens.accessToken);
      const res = await d.call('leave', { token: user.tokens.accessToken });
      expect(res.statusCode).toBe(204);
      expect((await validate(user.tokens.accessToken)).statusCode).toBe(401);
      expect((await d.signIn(user.email, PASSWORD, fingerprint())).statusCode).toBe(400);
      clock.advance(30_000);
      const again = await d.call('requestEmailVerification', { body: { type: 'join', email: user.email.toUpperCase() }, ip: '10.7.0.1' });
      expect(again.statusCode).toBe(409);
      const { rows } = await t.db.query<Record<string, unknown>>('SELECT email, email_normalized, password_hash, nickname, status, deleted_at FROM users WHERE id = $1', [userId]);
      expect(rows[0]).toMatchObject({ email: null, email_normalized: null, password_hash: null, nickname: '', status: 'deleted' });
      const hashes = await t.db.query<{ email_hash: string }>('SELECT email_hash FROM deleted_email_hashes');
      expect(JSON.stringify(hashes.rows)).not.toContain(user.email.toLowerCase());
    });

    it('needs a session signed in within 10 minutes: 403 reauthentication_required otherwise (a refresh does not count)', async () => {
      const user = await d.signUp();
      clock.advance(AUTH_POLICY.freshSignInSeconds * 1000 + 1000);
      const stale = await d.call('leave', { token: user.tokens.accessToken });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({ statusCode: 403, code: ERROR_CODES.reauthenticationRequired });
      const refreshed = (await d.call('refreshToken', { body: { refreshToken: user.tokens.refreshToken, deviceFingerprint: user.fingerprint } })).json<TokenPairResponse>();
      expect((await d.call('leave', { token: refreshed.accessToken })).json()).toMatchObject({ statusCode: 403, code: ERROR_CODES.reauthenticationRequired });
      expect((await validate(refreshed.accessToken)).statusCode).toBe(200);
      const fresh = (await d.signIn(user.email, PASSWORD, fingerprint())).json<TokenPairResponse>();
      expect((await d.call('leave', { token: fresh.accessToken })).statusCode).toBe(204);
    });

    it('answers 423 while a pass is active, and deletes once it has expired', async () => {
      const user = await d.signUp();
      const userId = await userIdOf(user.tokens.accessToken);
      const now = clock.now().getTime();
      await t.db.query('INSERT INTO passes (id, user_id, purchased_at, expires_at) VALUES ($1, $2, $3, $4)', [crypto.randomUUID(), userId, new Date(now - DAY / 2), new Date(now + DAY / 2)]);
      const blocked = await d.call('leave', { token: user.tokens.accessToken });
      expect(blocked.statusCode).toBe(423);
      expect(blocked.json()).toMatchObject({ code: ERROR_CODES.passActive });
      expect((await validate(user.tokens.accessToken)).statusCode).toBe(200);
      clock.advance(DAY / 2 + 1000);
      const fresh = (await d.signIn(user.email, PASSWORD, fingerprint())).json<TokenPairResponse>();
      expect((await d.call('leave', { token: fresh.accessToken })).statusCode).toBe(204);
    });
  });

  describe('password reset (password/forgot)', () => {
    const completedReset = async (email: string) => {
      clock.advance(30_000);
      const { id, code } = await d.requestCode(email, 'change');
      expect((await d.verify(id, code)).statusCode).toBe(201);
      return id;
    };
    const forgot = (emailVerificationId: string, newPassword: string) => d.call('forgotPassword', { body: { emailVerificationId, newPassword } });

    it('changes the password with a completed reset verification and revokes every session', async () => {
      const user = await d.signUp();
      const second = (await d.signIn(user.email, PASSWORD, fingerprint())).json<TokenPairResponse>();
      const id = await completedReset(user.email);
      const res = await forgot(id, 'N3w-Passw0rd');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      for (const token of [user.tokens.accessToken, second.accessToken]) expect((await validate(token)).statusCode).toBe(401);
      expect((await d.call('refreshToken', { body: { refreshToken: user.tokens.refreshToken, deviceFingerprint: user.fingerprint } })).statusCode).toBe(401);
      expect((await d.signIn(user.email, PASSWORD, fingerprint())).statusCode).toBe(400);
      expect((await d.signIn(user.email, 'N3w-Passw0rd', fingerprint())).statusCode).toBe(201);
      // The verification is used up.
      const reused = await forgot(id, 'An0ther-Passw0rd');
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ code: ERROR_CODES.resetInvalidVerification });
    });

    it('answers 400 004004 for an unknown, unfinished or join verification', async () => {
      const user = await d.signUp();
      clock.advance(30_000);
      const unfinished = await d.requestCode(user.email, 'change');
      const join = await verifiedJoin();
      for (const id of [crypto.randomUUID(), 'garbage', unfinished.id, join.id]) {
        const res = await forgot(id, 'N3w-Passw0rd');
        expect({ id, status: res.statusCode, body: res.json() }).toMatchObject({ id, status: 400, body: { code: ERROR_CODES.resetInvalidVerification } });
      }
    });

    it('answers 100020 for one of the last 5 passwords and accepts an older one', async () => {
      const user = await d.signUp();
      const passwords = [PASSWORD, 'Secnd-Passw0rd', 'Third-Passw0rd', 'Forth-Passw0rd', 'Fifth-Passw0rd', 'Sixth-Passw0rd'];
      for (const next of passwords.slice(1)) expect((await forgot(await completedReset(user.email), next)).statusCode).toBe(200);
      const id = await completedReset(user.email);
      for (const recent of passwords.slice(1)) {
        const res = await forgot(id, recent);
        expect({ recent, status: res.statusCode, body: res.json() }).toMatchObject({ recent, status: 400, body: { code: ERROR_CODES.passwordReused } });
      }
      expect((await forgot(id, PASSWORD)).statusCode).toBe(200);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_history h JOIN users u ON u.id = h.user_id WHERE u.email = $1', [user.email]);
      expect(Number(rows[0]?.n)).toBe(AUTH_POLICY.passwordHistory);
    });

    it('applies the password rules and refuses a password sent in clear', async () => {
      const user = await d.signUp();
      const id = await completedReset(user.email);
      const weak = await forgot(id, 'weakpassword');
      expect(weak.json()).toMatchObject({ statusCode: 400, code: 'validation_error', details: [{ field: 'newPassword', code: 'value_error' }] });
      const plain = await d.call('forgotPassword', { body: { emailVerificationId: id, newPassword: 'N3w-Passw0rd' }, plain: true });
      expect(plain.json()).toMatchObject({ statusCode: 400, code: ERROR_CODES.decryptionFailed });
      expect((await forgot(id, 'N3w-Passw0rd')).statusCode).toBe(200);
    });

    it('lifts the sign-in throttle of the account', async () => {
      const user = await d.signUp();
      for (let i = 0; i < RATE_RULES.signInPerAccount.max; i++) await d.signIn(user.email, `Wrong-Passw0rd${i}`, fingerprint(), `10.6.0.${i + 1}`);
      expect((await d.signIn(user.email, PASSWORD, fingerprint(), '10.6.1.1')).statusCode).toBe(429);
      expect((await forgot(await completedReset(user.email), 'N3w-Passw0rd')).statusCode).toBe(200);
      expect((await d.signIn(user.email, 'N3w-Passw0rd', fingerprint(), '10.6.1.2')).statusCode).toBe(201);
    });
  });

  describe('password change', () => {
    const change = (token: string, currentPassword: string, newPassword: string) => d.call('changePassword', { token, body: { currentPassword, newPassword } });

    it('answers 200; this session stays, the others are revoked; the new password signs in', async () => {
      const user = await d.signUp();
      const other = (await d.signIn(user.email, PASSWORD, fingerprint())).json<TokenPairResponse>();
      const res = await change(user.tokens.accessToken, PASSWORD, 'N3w-Passw0rd');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await validate(user.tokens.accessToken)).statusCode).toBe(200);
      expect((await validate(other.accessToken)).statusCode).toBe(401);
      expect((await d.signIn(user.email, 'N3w-Passw0rd', fingerprint())).statusCode).toBe(201);
      expect((await d.signIn(user.email, PASSWORD, fingerprint())).statusCode).toBe(400);
    });

    it('answers 100001 for a wrong current password and 100020 for the same or a recent one', async () => {
      const user = await d.signUp();
      const wrongCurrent = await change(user.tokens.accessToken, 'Wrong-Passw0rd', 'N3w-Passw0rd');
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json()).toMatchObject({ code: ERROR_CODES.wrongCurrentPassword });
      const same = await change(user.tokens.accessToken, PASSWORD, PASSWORD);
      expect(same.json()).toMatchObject({ statusCode: 400, code: ERROR_CODES.passwordReused });
      expect((await change(user.tokens.accessToken, PASSWORD, 'N3w-Passw0rd')).statusCode).toBe(200);
      expect((await change(user.tokens.accessToken, 'N3w-Passw0rd', PASSWORD)).json()).toMatchObject({ code: ERROR_CODES.passwordReused });
    });

    it('applies the password rules and throttles guesses of the current password', async () => {
      const user = await d.signUp();
      expect((await change(user.tokens.accessToken, PASSWORD, 'short')).json()).toMatchObject({ code: 'validation_error', details: [{ field: 'newPassword', code: 'string_too_short' }] });
      for (let i = 0; i < RATE_RULES.passwordCheckPerUser.max; i++) expect((await change(user.tokens.accessToken, `Guess-Passw0rd${i}`, 'N3w-Passw0rd')).statusCode).toBe(400);
      const limited = await change(user.tokens.accessToken, PASSWORD, 'N3w-Passw0rd');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('profile', () => {
    it('answers id, the e-mail encrypted for the client key, and voucher null without a pass', async () => {
      const user = await d.signUp();
      const res = await d.call('profile', { token: user.tokens.accessToken });
      expect(res.statusCode).toBe(200);
      const body = res.json<ProfileResponse>();
      expect(body.profile.email).toMatch(/^[0-9a-f]{64,}$/);
      const opened = await d.open<ProfileResponse>('profile', res);
      expect(opened).toEqual({ id: await userIdOf(user.tokens.accessToken), profile: { email: user.email }, voucher: null });
    });

    it('fills the voucher from the passes: latest purchase and latest expiry', async () => {
      const user = await d.signUp();
      const userId = await userIdOf(user.tokens.accessToken);
      const first = new Date('2026-01-01T00:00:00.000Z');
      const second = new Date('2026-02-01T00:00:00.000Z');
      await t.db.query('INSERT INTO passes (id, user_id, purchased_at, expires_at) VALUES ($1, $2, $3, $4), ($5, $2, $6, $7)', [
        crypto.randomUUID(),
        userId,
        first,
        new Date(first.getTime() + DAY),
        crypto.randomUUID(),
        second,
        new Date(second.getTime() + DAY),
      ]);
      const res = await d.call('profile', { token: user.tokens.accessToken, query: { userId } });
      expect((await d.open<ProfileResponse>('profile', res)).voucher).toEqual({ lastPurchaseDate: second.toISOString(), expirationDate: new Date(second.getTime() + DAY).toISOString() });
    });

    it('answers 403 for another user\'s id and 400 without a client key', async () => {
      const user = await d.signUp();
      const res = await d.call('profile', { token: user.tokens.accessToken, query: { userId: crypto.randomUUID() } });
      expect(res.statusCode).toBe(403);
      const noKey = await t.app.inject({ method: 'GET', url: '/users/v1/profile', headers: { authorization: `Bearer ${user.tokens.accessToken}` } });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json()).toMatchObject({ code: ERROR_CODES.decryptionFailed });
    });
  });
});
