import { createApiClient, localStorageTokenStore, readDocumentCookie, type TokenStore } from '@tablecrawler/api-client';
import { deviceFingerprint, importPublicKey, indexedDbKeyPairStore, startClientKeys, type ClientKeyManager, type KeyPairStore } from '@tablecrawler/crypto';
import type { AppConfig } from '../app/config';
import type { AppServices } from '../shared/services/services';
import type { PaymentWindow } from '../shared/services/payment-window';
import { createSessionStore, SESSION_STATUS } from '../shared/session/session-store';
import { tossPaymentWindow } from './toss';

export interface CreateServicesOptions {
  /** The UI language first in Accept-Language (documents, products follow the chosen language). */
  currentLanguage: () => string;
  /** Default: `globalThis.localStorage`. */
  storage?: Storage;
  /** Default: `globalThis.sessionStorage`. */
  tabStorage?: Storage;
  /** Default: the Toss Payments window (platform/toss.ts). */
  paymentWindow?: PaymentWindow;
  /** A client key manager already started (the site's early `platform/client-keys` entry). Default: one started here with `keyStore`. */
  keys?: ClientKeyManager;
  /** Only when `keys` is not given. Default: `indexedDbKeyPairStore()`; null keeps the key pair in memory only. */
  keyStore?: KeyPairStore | null;
  /** Default: `deviceFingerprint` of libs/crypto (memoised). */
  fingerprint?: () => Promise<string>;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/**
 * Builds the site's services: the client key manager (the given one, or one started at once; it fires
 * `rsaKeyReady` on window), the localStorage token store, the session store, the api-client with the site's ports
 * and the Toss payment window.
 */
export function createServices(config: AppConfig, options: CreateServicesOptions): AppServices {
  const storage = options.storage ?? globalThis.localStorage;
  const keys = options.keys ?? startClientKeys({ store: options.keyStore === undefined ? indexedDbKeyPairStore() : options.keyStore });
  const tokenStore: TokenStore = localStorageTokenStore(storage);
  const session = createSessionStore();
  const fingerprint = options.fingerprint ?? once(() => deviceFingerprint());
  const api = createApiClient(
    { baseURL: config.apiBaseUrl },
    {
      tokenStore,
      readCookie: (name) => readDocumentCookie(name),
      languages: () => [options.currentLanguage(), ...(globalThis.navigator?.languages ?? [])],
      fingerprint,
      serverPublicKey: once(() => importPublicKey(config.serverPublicKey)),
      clientKeys: () => keys.ready(),
      clearStorage: () => storage.clear(),
      onSignedOut: () => session.setStatus(SESSION_STATUS.signedOut),
    },
  );
  return {
    api,
    tokenStore,
    keysReady: () => keys.ready(),
    session,
    fingerprint,
    storage,
    tabStorage: options.tabStorage ?? globalThis.sessionStorage,
    paymentWindow: options.paymentWindow ?? tossPaymentWindow(),
  };
}
