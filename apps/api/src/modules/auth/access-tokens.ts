import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Fixed claims of every access token; verification refuses anything else. */
export const ACCESS_TOKEN = {
  algorithm: 'HS256',
  issuer: 'tablecrawler',
  audience: 'tablecrawler-api',
  /** RFC 9068 header type of OAuth access tokens. */
  typ: 'at+jwt',
  /** Claim naming the token type, so no other JWT of ours can stand in for an access token. */
  use: 'access',
} as const;

/** Longer strings are refused before any parsing. */
const MAX_TOKEN_LENGTH = 2048;

export interface AccessClaims {
  userId: string;
  /** The session (refresh-token family) the token belongs to. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims, now: Date, lifetimeSeconds: number): Promise<string>;
  /** The claims of a valid token, else undefined (bad signature, algorithm, type, audience, issuer, expiry). */
  verify(token: string, now: Date): Promise<AccessClaims | undefined>;
}

/** HS256 access tokens with `jose`: algorithm allow-list, issuer, audience, `typ` header and `token_use` claim checked. */
export function accessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, now, lifetimeSeconds) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, token_use: ACCESS_TOKEN.use })
        .setProtectedHeader({ alg: ACCESS_TOKEN.algorithm, typ: ACCESS_TOKEN.typ })
        .setSubject(claims.userId)
        .setIssuer(ACCESS_TOKEN.issuer)
        .setAudience(ACCESS_TOKEN.audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .setJti(crypto.randomUUID())
        .sign(key);
    },
    async verify(token, now) {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ACCESS_TOKEN.algorithm],
          issuer: ACCESS_TOKEN.issuer,
          audience: ACCESS_TOKEN.audience,
          typ: ACCESS_TOKEN.typ,
          currentDate: now,
          requiredClaims: ['sub', 'sid', 'iat', 'exp', 'jti', 'token_use'],
        });
        if (payload['token_use'] !== ACCESS_TOKEN.use || typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return undefined;
        return { userId: payload.sub, sessionId: payload['sid'] };
      } catch {
        return undefined;
      }
    },
  };
}
