import { createApiClient, type ApiClient } from '@tablecrawler/api-client';
import { deviceFingerprint, importPublicKey, startClientKeys, type ClientKeyManager } from '@tablecrawler/crypto';
import { config } from '../config';
import { createAccountService, type AccountService } from '../features/account/worker';
import { readSessionStatus } from '../features/session';
import type { SessionStatus } from '../messaging';
import { clearAccountStorage, storage } from '../platform/storage';
import { createTokenStore } from '../platform/token-store';

/** What the service worker's handlers use; created once per worker start (globals do not survive termination). */
export interface WorkerServices {
  api: ApiClient;
  clientKeys: ClientKeyManager;
  sessionStatus(): Promise<SessionStatus>;
  fingerprint(): Promise<string>;
  account: AccountService;
}

/**
 * Starts the client key pair at once (IndexedDB; `rsaKeyReady` is dispatched on the worker's global scope) and
 * builds the api-client over browser.storage.local. The worker is the only extension context that calls the API,
 * so there is a single token refresh at a time.
 */
export function createWorkerServices(): WorkerServices {
  const clientKeys = startClientKeys();
  const tokenStore = createTokenStore(storage.authTokens);
  let serverKey: Promise<CryptoKey> | undefined;
  const serverPublicKey = (): Promise<CryptoKey> => {
    serverKey ??= importPublicKey(config.serverPublicKeyBase64).catch((error: unknown) => {
      serverKey = undefined;
      throw error;
    });
    return serverKey;
  };
  const api = createApiClient(
    { baseURL: config.apiBaseUrl },
    {
      tokenStore,
      // A worker has no document.cookie; the extension authenticates with the bearer token only.
      readCookie: () => undefined,
      languages: () => navigator.languages,
      fingerprint: deviceFingerprint,
      serverPublicKey,
      clientKeys: () => clientKeys.ready(),
      clearStorage: clearAccountStorage,
    },
  );
  return {
    api,
    clientKeys,
    sessionStatus: () => readSessionStatus({ tokenStore, validate: () => api.validate() }),
    fingerprint: deviceFingerprint,
    account: createAccountService({ api, tokenStore, fingerprint: deviceFingerprint }),
  };
}
