import type { TokenPairResponse } from '@tablecrawler/contract';

/** Where the session's token pair lives (site: localStorage; extension: an adapter over chrome.storage.local). */
export interface TokenStore {
  get(): Promise<TokenPairResponse | null>;
  set(pair: TokenPairResponse): Promise<void>;
  clear(): Promise<void>;
}

/** Local storage keys of spec section 9. */
export const TOKEN_STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Token store over a Web Storage object (default `globalThis.localStorage`, read when called) under the keys
 * `accessToken` and `refreshToken`. A missing half reads as '' so that the session logic can tell
 * "no refresh token" apart from "no session"; null when both are missing.
 */
export function localStorageTokenStore(storage: KeyValueStorage = globalThis.localStorage): TokenStore {
  return {
    async get() {
      const accessToken = storage.getItem(TOKEN_STORAGE_KEYS.accessToken);
      const refreshToken = storage.getItem(TOKEN_STORAGE_KEYS.refreshToken);
      if (!accessToken && !refreshToken) return null;
      return { accessToken: accessToken ?? '', refreshToken: refreshToken ?? '' };
    },
    async set(pair) {
      storage.setItem(TOKEN_STORAGE_KEYS.accessToken, pair.accessToken);
      storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, pair.refreshToken);
    },
    async clear() {
      storage.removeItem(TOKEN_STORAGE_KEYS.accessToken);
      storage.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
    },
  };
}

/** Token store kept in memory only (a session that ends with the page or worker); starts with `initial` (default none). */
export function memoryTokenStore(initial: TokenPairResponse | null = null): TokenStore {
  let pair = initial ? { ...initial } : null;
  return {
    async get() {
      return pair ? { ...pair } : null;
    },
    async set(next) {
      pair = { accessToken: next.accessToken, refreshToken: next.refreshToken };
    },
    async clear() {
      pair = null;
    },
  };
}
