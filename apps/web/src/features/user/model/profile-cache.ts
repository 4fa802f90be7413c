import type { ProfileResponse } from '@tablecrawler/contract';

/** localStorage keys of the profile cache (spec section 3: id, email, recentPurchase, expiration). */
export const PROFILE_CACHE_KEYS = { id: 'id', email: 'email', recentPurchase: 'recentPurchase', expiration: 'expiration' } as const;

/** Keeps the last loaded profile; a profile without a pass removes the pass keys. */
export function writeProfileCache(storage: Storage, profile: ProfileResponse): void {
  try {
    storage.setItem(PROFILE_CACHE_KEYS.id, profile.id);
    storage.setItem(PROFILE_CACHE_KEYS.email, profile.profile.email);
    if (profile.voucher) {
      storage.setItem(PROFILE_CACHE_KEYS.recentPurchase, profile.voucher.lastPurchaseDate);
      storage.setItem(PROFILE_CACHE_KEYS.expiration, profile.voucher.expirationDate);
    } else {
      storage.removeItem(PROFILE_CACHE_KEYS.recentPurchase);
      storage.removeItem(PROFILE_CACHE_KEYS.expiration);
    }
  } catch {
    // A full or blocked storage only costs the cache.
  }
}

/** The cached profile in the response shape, or null when none (or an incomplete one) is stored. */
export function readProfileCache(storage: Storage): ProfileResponse | null {
  try {
    const id = storage.getItem(PROFILE_CACHE_KEYS.id);
    const email = storage.getItem(PROFILE_CACHE_KEYS.email);
    if (!id || email === null) return null;
    const lastPurchaseDate = storage.getItem(PROFILE_CACHE_KEYS.recentPurchase);
    const expirationDate = storage.getItem(PROFILE_CACHE_KEYS.expiration);
    return { id, profile: { email }, voucher: lastPurchaseDate && expirationDate ? { lastPurchaseDate, expirationDate } : null };
  } catch {
    return null;
  }
}

export function clearProfileCache(storage: Storage): void {
  try {
    for (const key of Object.values(PROFILE_CACHE_KEYS)) storage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
