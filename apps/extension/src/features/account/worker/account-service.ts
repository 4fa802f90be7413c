import { isApiError, type ApiClient, type TokenStore } from '@tablecrawler/api-client';
import type { AccountStatus, SignInResult } from '../messages';
import { gateVerdict, passState, type GateAccount, type GateReason } from '../model/pass';

export interface AccountServiceDeps {
  api: Pick<ApiClient, 'signIn' | 'getProfile' | 'logout' | 'signOutLocally'>;
  tokenStore: Pick<TokenStore, 'get'>;
  fingerprint: () => Promise<string>;
  now?: () => Date;
  logger?: Pick<Console, 'warn'>;
}

export interface AccountService {
  status(): Promise<AccountStatus>;
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<AccountStatus>;
  /** The crawl runner's gate (`CrawlGate`, checked once when a crawl starts). */
  gate(request: { conditions: { maxPages: number | null } }): Promise<{ ok: true } | { ok: false; reason: GateReason }>;
}

// A 401 here means the api-client's one refresh failed and it has cleared the tokens: the session was revoked or expired.
const endedSession = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Sign-in, sign-out and the pass, over the worker's api-client (its token store, refresh rule and field encryption). */
export function createAccountService(deps: AccountServiceDeps): AccountService {
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? console;

  const status = async (): Promise<AccountStatus> => {
    if (!(await deps.tokenStore.get())) return { signedIn: false };
    try {
      const profile = await deps.api.getProfile();
      return { signedIn: true, email: profile.profile.email, pass: passState(profile.voucher, now()) };
    } catch (error) {
      if (endedSession(error)) return { signedIn: false };
      throw error;
    }
  };

  const gateAccount = async (): Promise<GateAccount> => {
    try {
      const s = await status();
      return s.signedIn ? { signedIn: true, pass: s.pass } : { signedIn: false };
    } catch (error) {
      logger.warn('[account] the pass could not be read', error);
      return { unavailable: true };
    }
  };

  return {
    status,
    async signIn(email, password) {
      try {
        await deps.api.signIn({ email: email.trim(), password, deviceFingerprint: await deps.fingerprint() });
      } catch (error) {
        if (!isApiError(error)) throw error;
        return { ok: false, error: { status: error.status, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } };
      }
      return { ok: true, account: await status() };
    },
    async signOut() {
      if (await deps.tokenStore.get()) {
        try {
          await deps.api.logout();
        } catch (error) {
          // Signing out here must work offline too; the server's session then ends by itself (idle expiry).
          logger.warn('[account] server sign-out failed', error);
        }
      }
      await deps.api.signOutLocally();
      return { signedIn: false };
    },
    gate: (request) => gateVerdict(request.conditions.maxPages, gateAccount),
  };
}
