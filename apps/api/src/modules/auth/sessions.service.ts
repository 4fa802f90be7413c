import crypto from 'node:crypto';
import type { TokenPairResponse } from '@tablecrawler/contract';
import type { Db, DbClient } from '../../db';
import { errors } from '../../plugins/app-error';
import { digestsEqual, sha256Hex } from '../../shared/digests';
import type { AccessTokens } from './access-tokens';
import { isUuid, newRefreshToken, openForToken, sealForToken } from './auth-crypto';
import type { Clock } from '../../shared/clock';
import { AUTH_POLICY } from './auth.policy';
import * as repo from './sessions.repository';

export interface AuthContext {
  userId: string;
  sessionId: string;
}

export const REVOKE_REASONS = {
  signOut: 'sign_out',
  reuse: 'refresh_reuse',
  fingerprint: 'fingerprint_mismatch',
  passwordReset: 'password_reset',
  passwordChange: 'password_change',
  deleted: 'account_deleted',
  inactive: 'account_inactive',
} as const;
export type RevokeReason = (typeof REVOKE_REASONS)[keyof typeof REVOKE_REASONS];

/** Security events worth a log line (never a token). */
export interface SessionsLog {
  warn(obj: object, msg: string): void;
}

export interface SessionsService {
  /** Starts a new session (family) for the user bound to the device fingerprint; runs inside the caller's transaction. */
  issue(tx: DbClient, userId: string, fingerprint: string): Promise<TokenPairResponse>;
  /** Rotates a refresh token (see docs/decisions.md); any failure is a 401, committed revocations included. */
  refresh(refreshToken: string, fingerprint: string): Promise<TokenPairResponse>;
  /** The session of a valid access token whose session is live and whose user is active; 401 otherwise. */
  authenticate(accessToken: string): Promise<AuthContext>;
  /** Whether the session signed in (sign-in or sign-up, not a refresh) within the last `seconds`. */
  signedInWithin(sessionId: string, seconds: number): Promise<boolean>;
  revoke(sessionId: string, reason: RevokeReason): Promise<void>;
  revokeAllForUser(tx: DbClient, userId: string, reason: RevokeReason, keepSessionId?: string): Promise<number>;
  /** Clears grace seals past their window and deletes sessions that ended over a day ago. */
  purge(): Promise<number>;
}

type RotationOutcome = { kind: 'ok'; pair: TokenPairResponse } | { kind: 'refused'; reason: string; revoked?: RevokeReason };

const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
const earlier = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

export function createSessionsService(deps: { db: Db; tokens: AccessTokens; now: Clock; log: SessionsLog }): SessionsService {
  const { db, tokens, now, log } = deps;

  async function mint(tx: DbClient, familyId: string, userId: string, parentId: string | null, at: Date, absoluteExpiresAt: Date): Promise<TokenPairResponse> {
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(tx, {
      id: crypto.randomUUID(),
      familyId,
      parentId,
      tokenHash: sha256Hex(refreshToken),
      createdAt: at,
      idleExpiresAt: earlier(addSeconds(at, AUTH_POLICY.refreshIdleSeconds), absoluteExpiresAt),
    });
    const accessToken = await tokens.sign({ userId, sessionId: familyId }, at, AUTH_POLICY.accessTokenSeconds);
    return { accessToken, refreshToken };
  }

  async function rotate(tx: DbClient, presented: string, fingerprint: string, at: Date): Promise<RotationOutcome> {
    const row = await repo.lockForRotation(tx, sha256Hex(presented));
    if (!row) return { kind: 'refused', reason: 'unknown' };
    if (row.family_revoked_at) return { kind: 'refused', reason: 'revoked' };
    if (row.user_status !== 'active') {
      await repo.revokeFamily(tx, row.family_id, at, REVOKE_REASONS.inactive);
      return { kind: 'refused', reason: 'inactive', revoked: REVOKE_REASONS.inactive };
    }
    if (!digestsEqual(sha256Hex(fingerprint), row.fingerprint_hash)) {
      await repo.revokeFamily(tx, row.family_id, at, REVOKE_REASONS.fingerprint);
      return { kind: 'refused', reason: 'fingerprint', revoked: REVOKE_REASONS.fingerprint };
    }

    if (row.rotated_at === null) {
      if (at >= row.idle_expires_at || at >= row.absolute_expires_at) return { kind: 'refused', reason: 'expired' };
      const pair = await mint(tx, row.family_id, row.user_id, row.id, at, row.absolute_expires_at);
      await repo.markRotated(tx, row.id, at, sealForToken(JSON.stringify(pair), presented, row.id));
      // The parent's grace pair is stale now that its child has been rotated.
      if (row.parent_id) await repo.clearSeal(tx, row.parent_id);
      return { kind: 'ok', pair };
    }

    // Already rotated: only the immediate parent of the current token, within the grace window, gets the current pair.
    const child = await repo.findChild(tx, row.id);
    const inGrace = at.getTime() - row.rotated_at.getTime() <= AUTH_POLICY.refreshGraceSeconds * 1000;
    if (inGrace && child && child.rotated_at === null && row.child_pair_sealed) {
      const opened = openForToken(row.child_pair_sealed, presented, row.id);
      if (opened) return { kind: 'ok', pair: JSON.parse(opened) as TokenPairResponse };
    }
    await repo.revokeFamily(tx, row.family_id, at, REVOKE_REASONS.reuse);
    return { kind: 'refused', reason: 'reuse', revoked: REVOKE_REASONS.reuse };
  }

  return {
    async issue(tx, userId, fingerprint) {
      const at = now();
      const familyId = crypto.randomUUID();
      const absoluteExpiresAt = addSeconds(at, AUTH_POLICY.refreshAbsoluteSeconds);
      await repo.insertSession(tx, { id: familyId, userId, fingerprintHash: sha256Hex(fingerprint), createdAt: at, absoluteExpiresAt });
      return mint(tx, familyId, userId, null, at, absoluteExpiresAt);
    },

    async refresh(refreshToken, fingerprint) {
      const at = now();
      // The transaction commits whatever the outcome, so a revocation stands although the request fails.
      const outcome = await db.transaction((tx) => rotate(tx, refreshToken, fingerprint, at));
      if (outcome.kind === 'ok') return outcome.pair;
      if (outcome.revoked) log.warn({ reason: outcome.revoked }, 'refresh refused: session revoked');
      throw errors.unauthorized('Invalid or expired refresh token');
    },

    async authenticate(accessToken) {
      const at = now();
      const claims = await tokens.verify(accessToken, at);
      if (!claims || !isUuid(claims.userId) || !isUuid(claims.sessionId)) throw errors.unauthorized();
      const session = await repo.findSessionForAccess(db, claims.sessionId, claims.userId);
      if (!session || session.user_status !== 'active' || session.revoked_at !== null || at >= session.absolute_expires_at) throw errors.unauthorized();
      return claims;
    },

    async signedInWithin(sessionId, seconds) {
      const signedInAt = await repo.findSessionSignedInAt(db, sessionId);
      return signedInAt !== undefined && now().getTime() - signedInAt.getTime() <= seconds * 1000;
    },

    async revoke(sessionId, reason) {
      await repo.revokeFamily(db, sessionId, now(), reason);
    },

    revokeAllForUser(tx, userId, reason, keepSessionId) {
      return repo.revokeUserSessions(tx, userId, now(), reason, keepSessionId ?? null);
    },

    purge() {
      const at = now();
      return repo.purgeSessions(db, addSeconds(at, -AUTH_POLICY.refreshGraceSeconds), addSeconds(at, -24 * 3600));
    },
  };
}
