import type { TokenStore } from '@tablecrawler/api-client';
import type { TokenPairResponse } from '@tablecrawler/contract';
import type { StorageItem } from './storage/item';

/** The api-client's TokenStore over the `auth.tokens` item (storage.local in the extension). */
export function createTokenStore(item: StorageItem<TokenPairResponse | null>): TokenStore {
  return {
    get: () => item.get(),
    set: (pair) => item.set({ accessToken: pair.accessToken, refreshToken: pair.refreshToken }),
    clear: () => item.remove(),
  };
}
