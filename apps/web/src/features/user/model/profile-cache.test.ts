import { clearProfileCache, readProfileCache, writeProfileCache } from './profile-cache';

beforeEach(() => localStorage.clear());

describe('profile cache (spec section 3: id, email, recentPurchase, expiration)', () => {
  it('writes the four keys and reads them back in the response shape', () => {
    const profile = { id: 'u1', profile: { email: 'a@b.co' }, voucher: { lastPurchaseDate: '2026-03-01T00:00:00.000Z', expirationDate: '2026-03-02T00:00:00.000Z' } };
    writeProfileCache(localStorage, profile);
    expect(Object.fromEntries(['id', 'email', 'recentPurchase', 'expiration'].map((k) => [k, localStorage.getItem(k)]))).toEqual({
      id: 'u1',
      email: 'a@b.co',
      recentPurchase: '2026-03-01T00:00:00.000Z',
      expiration: '2026-03-02T00:00:00.000Z',
    });
    expect(readProfileCache(localStorage)).toEqual(profile);
  });

  it('drops the pass keys for a profile without a pass', () => {
    localStorage.setItem('recentPurchase', 'old');
    localStorage.setItem('expiration', 'old');
    writeProfileCache(localStorage, { id: 'u1', profile: { email: 'a@b.co' }, voucher: null });
    expect(localStorage.getItem('recentPurchase')).toBeNull();
    expect(readProfileCache(localStorage)).toEqual({ id: 'u1', profile: { email: 'a@b.co' }, voucher: null });
  });

  it('reads nothing without an id and clears only its own keys', () => {
    expect(readProfileCache(localStorage)).toBeNull();
    writeProfileCache(localStorage, { id: 'u1', profile: { email: 'a@b.co' }, voucher: null });
    localStorage.setItem('i18nextLng', 'en');
    clearProfileCache(localStorage);
    expect(readProfileCache(localStorage)).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
