import { ERROR_CODES, type TokenPairResponse } from '@tablecrawler/contract';
import { PASSWORD, authDriver, fingerprint, type AuthDriver, type SignedUp, useAuthTestApp } from '../../../test/auth-driver';
import { createTestApp, type TestApp, type TestClock } from '../../../test/harness';
import { type TestSmtpServer } from '../../../test/smtp-server';
import { sha256Hex } from '../../shared/digests';
import { accessTokens } from './access-tokens';
import { AUTH_POLICY } from './auth.policy';
import { createSessionsService } from './sessions.service';

const DAY = 24 * 3600 * 1000;

describe('refresh tokens (token/refresh): rotation, grace, reuse, binding, expiry', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock: TestClock;
  let d: AuthDriver;
  useAuthTestApp((c) => ({ smtp, t, clock, d } = c));

  const refresh = (refreshToken: string, deviceFingerprint: string, driver: AuthDriver = d) => driver.call('refreshToken', { body: { refreshToken, deviceFingerprint } });
  const validate = (token: string) => d.call('validate', { token });
  const familyOf = async (refreshToken: string) => {
    const { rows } = await t.db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [sha256Hex(refreshToken)]);
    return rows[0]?.family_id;
  };
  const familySize = async (familyId: string | undefined) => {
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = $1', [familyId ?? null]);
    return Number(rows[0]?.n);
  };
  const revokedReason = async (familyId: string | undefined) => {
    const { rows } = await t.db.query<{ revoked_at: Date | null; revoked_reason: string | null }>('SELECT revoked_at, revoked_reason FROM auth_sessions WHERE id = $1', [familyId ?? null]);
    return rows[0]?.revoked_at ? rows[0].revoked_reason : null;
  };
  const expect401 = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: ERROR_CODES.unauthorized, message: 'Invalid or expired refresh token' });
  };

  let user: SignedUp;
  beforeAll(async () => {
    user = await d.signUp();
  });
  let sessions = 0;
  const session = async () => {
    const fp = fingerprint();
    sessions += 1;
    const res = await d.signIn(user.email, PASSWORD, fp, `10.1.${sessions >> 8}.${sessions & 255}`);
    expect(res.statusCode).toBe(201);
    return { fp, pair: res.json<TokenPairResponse>() };
  };

  it('rotates: 201 with a new pair; the old refresh token is spent, the new pair works', async () => {
    const { fp, pair } = await session();
    const res = await refresh(pair.refreshToken, fp);
    expect(res.statusCode).toBe(201);
    const next = res.json<TokenPairResponse>();
    expect(next.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    expect(next.accessToken).not.toBe(pair.accessToken);
    expect((await validate(next.accessToken)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await refresh(next.refreshToken, fp)).statusCode).toBe(201);
  });

  it('stores only hashes of refresh tokens and fingerprints', async () => {
    const { fp, pair } = await session();
    const { rows } = await t.db.query<Record<string, unknown>>(
      'SELECT t.*, s.fingerprint_hash FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.family_id WHERE t.token_hash = $1',
      [sha256Hex(pair.refreshToken)],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(pair.refreshToken);
    expect(stored).not.toContain(fp);
  });

  it('within 10 s, the immediate parent again returns the same current pair and mints no second child', async () => {
    const { fp, pair } = await session();
    const first = (await refresh(pair.refreshToken, fp)).json<TokenPairResponse>();
    clock.advance(AUTH_POLICY.refreshGraceSeconds * 1000);
    const again = await refresh(pair.refreshToken, fp);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    expect(await familySize(await familyOf(pair.refreshToken))).toBe(2);
    expect((await validate(first.accessToken)).statusCode).toBe(200);
  });

  it('after the grace window, reuse of a rotated token revokes the whole family (committed although the request fails)', async () => {
    const { fp, pair } = await session();
    const child = (await refresh(pair.refreshToken, fp)).json<TokenPairResponse>();
    clock.advance(AUTH_POLICY.refreshGraceSeconds * 1000 + 1000);
    expect401(await refresh(pair.refreshToken, fp));
    const family = await familyOf(pair.refreshToken);
    expect(await revokedReason(family)).toBe('refresh_reuse');
    expect401(await refresh(child.refreshToken, fp));
    expect((await validate(child.accessToken)).statusCode).toBe(401);
    expect((await validate(pair.accessToken)).statusCode).toBe(401);
  });

  it('reuse of an older ancestor revokes the family even within 10 s', async () => {
    const { fp, pair } = await session();
    const child = (await refresh(pair.refreshToken, fp)).json<TokenPairResponse>();
    const grandchild = (await refresh(child.refreshToken, fp)).json<TokenPairResponse>();
    expect401(await refresh(pair.refreshToken, fp));
    expect(await revokedReason(await familyOf(pair.refreshToken))).toBe('refresh_reuse');
    expect401(await refresh(grandchild.refreshToken, fp));
  });

  it('a wrong fingerprint fails and revokes the family', async () => {
    const { fp, pair } = await session();
    expect401(await refresh(pair.refreshToken, fingerprint()));
    expect(await revokedReason(await familyOf(pair.refreshToken))).toBe('fingerprint_mismatch');
    expect401(await refresh(pair.refreshToken, fp));
    expect((await validate(pair.accessToken)).statusCode).toBe(401);
  });

  it('a wrong fingerprint on the parent within the grace window also revokes', async () => {
    const { fp, pair } = await session();
    const child = (await refresh(pair.refreshToken, fp)).json<TokenPairResponse>();
    expect401(await refresh(pair.refreshToken, fingerprint()));
    expect401(await refresh(child.refreshToken, fp));
  });

  it('answers 401 for unknown tokens and validates the body', async () => {
    expect401(await refresh('A'.repeat(43), fingerprint()));
    const bad = await d.call('refreshToken', { body: { refreshToken: '', deviceFingerprint: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
  });

  it('expires after 14 idle days, and after 60 days however often it is used', async () => {
    const idle = await session();
    clock.advance(AUTH_POLICY.refreshIdleSeconds * 1000);
    expect401(await refresh(idle.pair.refreshToken, idle.fp));

    const long = await session();
    const fp = long.fp;
    let pair = long.pair;
    const started = clock.now().getTime();
    while (clock.now().getTime() + 13 * DAY < started + AUTH_POLICY.refreshAbsoluteSeconds * 1000) {
      clock.advance(13 * DAY);
      const res = await refresh(pair.refreshToken, fp);
      expect(res.statusCode).toBe(201);
      pair = res.json<TokenPairResponse>();
    }
    clock.set(new Date(started + AUTH_POLICY.refreshAbsoluteSeconds * 1000));
    expect401(await refresh(pair.refreshToken, fp));
    expect((await validate(pair.accessToken)).statusCode).toBe(401);
  });

  it('concurrent refreshes with the same token mint exactly one pair and all get it', async () => {
    const { fp, pair } = await session();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(pair.refreshToken, fp)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const pairs = new Set(answers.map((r) => r.body));
    expect(pairs.size).toBe(1);
    expect(await familySize(await familyOf(pair.refreshToken))).toBe(2);
  });

  it('two API instances on one database racing with the same token mint one pair', async () => {
    const second = await createTestApp({ env: { SMTP_URL: smtp.url }, now: clock.now, database: t.database });
    try {
      const d2 = authDriver(second, smtp);
      for (let round = 0; round < 3; round++) {
        const { fp, pair } = await session();
        const answers = await Promise.all([refresh(pair.refreshToken, fp), refresh(pair.refreshToken, fp, d2), refresh(pair.refreshToken, fp), refresh(pair.refreshToken, fp, d2)]);
        expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
        expect(new Set(answers.map((r) => r.body)).size).toBe(1);
        expect(await familySize(await familyOf(pair.refreshToken))).toBe(2);
        // Either instance accepts the access token the other minted.
        const minted = answers[0]?.json<TokenPairResponse>().accessToken ?? '';
        expect((await second.app.inject({ method: 'GET', url: '/users/v1/auth/validate', headers: { authorization: `Bearer ${minted}` } })).statusCode).toBe(200);
      }
    } finally {
      await second.close();
    }
  });

  it('sign-out revokes the family; a password reset revokes all of the user\'s families', async () => {
    const a = await session();
    expect((await d.call('logout', { token: a.pair.accessToken })).statusCode).toBe(204);
    expect401(await refresh(a.pair.refreshToken, a.fp));

    const other = await d.signUp();
    const b = (await d.signIn(other.email, PASSWORD, fingerprint())).json<TokenPairResponse>();
    clock.advance(30_000);
    const { id, code } = await d.requestCode(other.email, 'change');
    await d.verify(id, code);
    expect((await d.call('forgotPassword', { body: { emailVerificationId: id, newPassword: 'N3w-Passw0rd' } })).statusCode).toBe(200);
    expect401(await refresh(other.tokens.refreshToken, other.fingerprint));
    expect((await validate(b.accessToken)).statusCode).toBe(401);
    expect(await revokedReason(await familyOf(other.tokens.refreshToken))).toBe('password_reset');
  });

  it('clears the sealed grace pair once the window is over', async () => {
    const { fp, pair } = await session();
    await refresh(pair.refreshToken, fp);
    const family = await familyOf(pair.refreshToken);
    const sealed = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id = $1 AND child_pair_sealed IS NOT NULL', [family ?? null])).rows[0]?.n;
    expect(Number(await sealed())).toBe(1);
    clock.advance(AUTH_POLICY.refreshGraceSeconds * 1000 + 1000);
    await createSessionsService({ db: t.db, tokens: accessTokens('x'.repeat(32)), now: clock.now, log: { warn: () => undefined } }).purge();
    expect(Number(await sealed())).toBe(0);
  });
});
