import type { ApiClient, TokenStore } from '@tablecrawler/api-client';
import type { SessionStore } from '../session/session-store';
import type { PaymentWindow } from './payment-window';

/** The app-wide services built once by platform/create-services.ts and handed to React through context. */
export interface AppServices {
  api: ApiClient;
  tokenStore: TokenStore;
  /** Resolves when the client RSA key pair is ready (rsaKeyReady); rejects if it could not be made. */
  keysReady: () => Promise<unknown>;
  session: SessionStore;
  /** The device fingerprint sent with sign-in, sign-up and token refresh (memoised). */
  fingerprint: () => Promise<string>;
  /** The browser storage that holds tokens and the profile cache (localStorage). */
  storage: Storage;
  /** Per-tab storage (sessionStorage): the pending order id between checkout and /payment-result. */
  tabStorage: Storage;
  /** The payment provider's card payment window. */
  paymentWindow: PaymentWindow;
}
