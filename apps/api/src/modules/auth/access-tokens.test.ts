import { SignJWT, decodeProtectedHeader, decodeJwt } from 'jose';
import { ACCESS_TOKEN, accessTokens } from './access-tokens';

const SECRET = 'k'.repeat(64);
const claims = { userId: '0b7c3c5e-2d0e-4a51-9a57-3d1f0f7f3c11', sessionId: '5f0d2a8e-6c1b-4f7e-8d3a-2b9c1e0f4a55' };

describe('access tokens', () => {
  const tokens = accessTokens(SECRET);
  const now = new Date('2026-03-01T12:00:00Z');

  it('signs HS256 with typ at+jwt, issuer, audience, sub, sid, token_use, jti and a 15-minute expiry', async () => {
    const token = await tokens.sign(claims, now, 900);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(decodeJwt(token)).toEqual({
      sub: claims.userId,
      sid: claims.sessionId,
      token_use: 'access',
      iss: ACCESS_TOKEN.issuer,
      aud: ACCESS_TOKEN.audience,
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 900,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await expect(tokens.verify(token, now)).resolves.toEqual(claims);
    expect(await tokens.sign(claims, now, 900)).not.toBe(token);
  });

  it('refuses an expired token, and one signed with another secret', async () => {
    const token = await tokens.sign(claims, now, 900);
    await expect(tokens.verify(token, new Date(now.getTime() + 899_000))).resolves.toEqual(claims);
    await expect(tokens.verify(token, new Date(now.getTime() + 900_000))).resolves.toBeUndefined();
    await expect(accessTokens('x'.repeat(64)).verify(token, now)).resolves.toBeUndefined();
  });

  it('refuses other algorithms, types, audiences, issuers, token uses and missing claims', async () => {
    const key = new TextEncoder().encode(SECRET);
    const iat = Math.floor(now.getTime() / 1000);
    const build = (o: { alg?: string; typ?: string; aud?: string; iss?: string; payload?: Record<string, unknown>; jti?: boolean }) => {
      const jwt = new SignJWT(o.payload ?? { sid: claims.sessionId, token_use: 'access' })
        .setProtectedHeader({ alg: o.alg ?? 'HS256', typ: o.typ ?? 'at+jwt' })
        .setSubject(claims.userId)
        .setIssuer(o.iss ?? ACCESS_TOKEN.issuer)
        .setAudience(o.aud ?? ACCESS_TOKEN.audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 60);
      if (o.jti !== false) jwt.setJti('id');
      return jwt.sign(key);
    };
    await expect(tokens.verify(await build({}), now)).resolves.toEqual(claims);
    const refused = [
      await build({ alg: 'HS384' }),
      await build({ alg: 'HS512' }),
      await build({ typ: 'JWT' }),
      await build({ aud: 'someone-else' }),
      await build({ iss: 'someone-else' }),
      await build({ payload: { sid: claims.sessionId, token_use: 'refresh' } }),
      await build({ payload: { sid: claims.sessionId } }),
      await build({ payload: { token_use: 'access' } }),
      await build({ jti: false }),
      `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${(await build({})).split('.')[1]}.`,
      'a'.repeat(3000),
      '',
    ];
    for (const token of refused) await expect(tokens.verify(token, now)).resolves.toBeUndefined();
  });
});
