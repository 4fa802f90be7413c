import { ApiError, memoryTokenStore } from '@tablecrawler/api-client';
import { ERROR_CODES, type ProfileResponse, type TokenPairResponse } from '@tablecrawler/contract';
import { createAccountService, type AccountServiceDeps } from './account-service';

const now = new Date('2026-11-25T12:00:00Z');
const pair: TokenPairResponse = { accessToken: 'a', refreshToken: 'r' };
const profile = (expirationDate: string | null): ProfileResponse => ({
  id: 'u1',
  profile: { email: 'a@b.co' },
  voucher: expirationDate ? { lastPurchaseDate: '2026-11-01T00:00:00Z', expirationDate } : null,
});
const quiet = { warn: jest.fn() };

/** The service over an api whose calls answer as given, the token store kept as the api-client keeps it. */
function service(api: Partial<AccountServiceDeps['api']>, tokens: TokenPairResponse | null = pair) {
  const tokenStore = memoryTokenStore(tokens);
  const full: AccountServiceDeps['api'] = {
    signIn: jest.fn(async () => {
      await tokenStore.set(pair);
      return pair;
    }),
    getProfile: jest.fn(async () => profile(null)),
    logout: jest.fn(async () => null),
    signOutLocally: jest.fn(async () => tokenStore.clear()),
    ...api,
  };
  return { api: full, tokenStore, account: createAccountService({ api: full, tokenStore, fingerprint: async () => 'f'.repeat(64), now: () => now, logger: quiet }) };
}

const multiPage = { conditions: { maxPages: null } };

describe('account service', () => {
  it('is signed out without a call when no tokens are stored', async () => {
    const { api, account } = service({}, null);
    await expect(account.status()).resolves.toEqual({ signedIn: false });
    expect(api.getProfile).not.toHaveBeenCalled();
  });

  it('reads the e-mail and the pass from the profile', async () => {
    const { account } = service({ getProfile: jest.fn(async () => profile('2026-12-01T00:00:00Z')) });
    await expect(account.status()).resolves.toEqual({ signedIn: true, email: 'a@b.co', pass: { state: 'active', expiresAt: '2026-12-01T00:00:00.000Z' } });
  });

  it('shows a session the server revoked (401 after the failed refresh) as signed out; other failures reject', async () => {
    const revoked = service({ getProfile: jest.fn(async () => Promise.reject(new ApiError(401, ERROR_CODES.refreshFailed, 'Failed to refresh token'))) });
    await expect(revoked.account.status()).resolves.toEqual({ signedIn: false });
    const offline = service({ getProfile: jest.fn(async () => Promise.reject(new ApiError(0, ERROR_CODES.network, 'Network Error'))) });
    await expect(offline.account.status()).rejects.toMatchObject({ code: ERROR_CODES.network });
  });

  it('signs in with the trimmed e-mail and the worker fingerprint, then answers the account', async () => {
    const { api, account } = service({}, null);
    await expect(account.signIn(' a@b.co ', 'pw')).resolves.toEqual({ ok: true, account: { signedIn: true, email: 'a@b.co', pass: { state: 'none' } } });
    expect(api.signIn).toHaveBeenCalledWith({ email: 'a@b.co', password: 'pw', deviceFingerprint: 'f'.repeat(64) });
  });

  it('answers a refused sign-in with the server\'s status, code and details', async () => {
    const details = [{ field: 'email', code: ERROR_CODES.valueError, message: 'bad' }];
    const { account } = service({ signIn: jest.fn(async () => Promise.reject(new ApiError(400, ERROR_CODES.validation, 'Invalid body', { details }))) }, null);
    await expect(account.signIn('x', 'pw')).resolves.toEqual({ ok: false, error: { status: 400, code: ERROR_CODES.validation, message: 'Invalid body', details } });
  });

  it('signs out on the server and locally; offline it still clears the tokens', async () => {
    const { api, account, tokenStore } = service({ logout: jest.fn(async () => Promise.reject(new ApiError(0, ERROR_CODES.network, 'Network Error'))) });
    await expect(account.signOut()).resolves.toEqual({ signedIn: false });
    expect(api.logout).toHaveBeenCalledTimes(1);
    await expect(tokenStore.get()).resolves.toBeNull();
  });

  it('gates multi-page crawls on the pass, and refuses (unavailable) when the API cannot be reached', async () => {
    await expect(service({ getProfile: jest.fn(async () => profile('2026-12-01T00:00:00Z')) }).account.gate(multiPage)).resolves.toEqual({ ok: true });
    await expect(service({ getProfile: jest.fn(async () => profile('2026-11-01T00:00:00Z')) }).account.gate(multiPage)).resolves.toEqual({ ok: false, reason: 'pass-expired' });
    await expect(service({}).account.gate(multiPage)).resolves.toEqual({ ok: false, reason: 'pass-required' });
    await expect(service({}, null).account.gate(multiPage)).resolves.toEqual({ ok: false, reason: 'sign-in-required' });
    await expect(service({ getProfile: jest.fn(async () => Promise.reject(new ApiError(503, ERROR_CODES.internal, 'down'))) }).account.gate(multiPage)).resolves.toEqual({ ok: false, reason: 'account-unavailable' });
    await expect(service({}, null).account.gate({ conditions: { maxPages: 1 } })).resolves.toEqual({ ok: true });
  });
});
