import { ENDPOINTS, ERROR_CODES, type RefreshTokenBody, type TokenPairResponse } from '@tablecrawler/contract';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { acceptLanguage } from './accept-language';
import { ApiError, TRANSPORT_MESSAGES, toApiError } from './api-error';
import type { TokenStore } from './token-store';

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

const REFRESH_PATH = ENDPOINTS.refreshToken.path;
const RETRIED = Symbol('tablecrawler.retried');
const EPOCH = Symbol('tablecrawler.epoch');

/** axios copies own enumerable symbol keys when it merges a config, so these marks survive a replay. */
type SessionRequestConfig = InternalAxiosRequestConfig & { [RETRIED]?: boolean; [EPOCH]?: number };

export interface SessionOptions {
  tokenStore: TokenStore;
  fingerprint: () => Promise<string>;
  languages: () => readonly string[];
  readCookie?: ((name: string) => string | undefined) | undefined;
  clearStorage?: (() => Promise<void> | void) | undefined;
  onSignedOut?: (() => void) | undefined;
  /** Sends the refresh call itself (through the same instance, so it is recognised by its path and never retried). */
  requestRefresh: (body: RefreshTokenBody) => Promise<TokenPairResponse>;
}

export interface Session {
  /** Stores a new pair (after sign-in / sign-up). */
  signIn(pair: TokenPairResponse): Promise<void>;
  /** Clears tokens and storage and reports signed out, without calling the server. */
  signOut(): Promise<void>;
}

function isRefreshCall(url: string | undefined): boolean {
  if (url === undefined) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.endsWith(REFRESH_PATH);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

interface Waiter {
  resolve: () => void;
  reject: (error: ApiError) => void;
}

/**
 * Installs the request and response interceptors of spec section 4 on `http`: bearer token, Accept-Language and
 * XSRF headers on every request; on a 401 (except the refresh call) a single-flight refresh, after which the
 * queued requests and then the original one are replayed once with the same config (same payload and headers,
 * new Authorization). On any refresh failure tokens and storage are cleared and the session is reported signed out.
 */
export function installSession(http: AxiosInstance, options: SessionOptions): Session {
  const { tokenStore } = options;
  let refreshing = false;
  let waiters: Waiter[] = [];
  // Bumped whenever the stored session changes; a 401 for a request sent in an older epoch is not the current session's fault.
  let epoch = 0;
  let lastFailure: ApiError | undefined;

  const waitForRefresh = (): Promise<void> => new Promise((resolve, reject) => waiters.push({ resolve, reject }));

  function settleWaiters(error?: ApiError): void {
    const current = waiters;
    waiters = [];
    for (const waiter of current) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  async function runQuietly(action: (() => Promise<void> | void) | undefined): Promise<void> {
    try {
      await action?.();
    } catch {
      // Clearing is best effort: a failing storage must not hide the error that ended the session.
    }
  }

  async function obtainNewPair(): Promise<TokenPairResponse> {
    const stored = await tokenStore.get();
    if (!stored || !isNonEmptyString(stored.refreshToken)) {
      throw new ApiError(401, ERROR_CODES.noRefreshToken, TRANSPORT_MESSAGES.noRefreshToken);
    }
    let answer: unknown;
    try {
      const deviceFingerprint = await options.fingerprint();
      answer = await options.requestRefresh({ deviceFingerprint, refreshToken: stored.refreshToken });
    } catch (error) {
      throw new ApiError(401, ERROR_CODES.refreshFailed, TRANSPORT_MESSAGES.refreshFailed, { cause: toApiError(error) });
    }
    const pair = answer as Partial<Record<keyof TokenPairResponse, unknown>> | null | undefined;
    if (!isNonEmptyString(pair?.accessToken) || !isNonEmptyString(pair.refreshToken)) {
      throw new ApiError(401, ERROR_CODES.refreshFailed, TRANSPORT_MESSAGES.refreshFailed);
    }
    return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
  }

  async function refreshSession(): Promise<void> {
    refreshing = true;
    try {
      await tokenStore.set(await obtainNewPair());
    } catch (error) {
      const failure =
        error instanceof ApiError && (error.code === ERROR_CODES.noRefreshToken || error.code === ERROR_CODES.refreshFailed)
          ? error
          : new ApiError(401, ERROR_CODES.refreshFailed, TRANSPORT_MESSAGES.refreshFailed, { cause: error });
      await runQuietly(() => tokenStore.clear());
      await runQuietly(options.clearStorage);
      refreshing = false;
      epoch += 1;
      lastFailure = failure;
      settleWaiters(failure);
      try {
        options.onSignedOut?.();
      } catch {
        // The callback belongs to the app; its failure must not replace the refresh error.
      }
      throw failure;
    }
    refreshing = false;
    epoch += 1;
    lastFailure = undefined;
    // Waiters' continuations are queued now, so they replay before the original request continues.
    settleWaiters();
  }

  http.interceptors.request.use(async (config) => {
    const request = config as SessionRequestConfig;
    const refreshCall = isRefreshCall(request.url);
    if (refreshing && !refreshCall) await waitForRefresh();
    request[EPOCH] = epoch;
    const pair = refreshCall ? null : await tokenStore.get();
    if (pair && isNonEmptyString(pair.accessToken)) request.headers.set('Authorization', `Bearer ${pair.accessToken}`);
    else request.headers.delete('Authorization');
    const language = acceptLanguage(options.languages());
    if (language) request.headers.set('Accept-Language', language);
    const xsrf = options.readCookie?.(XSRF_COOKIE_NAME);
    if (xsrf) request.headers.set(XSRF_HEADER_NAME, xsrf);
    return request;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw toApiError(error);
    const request = error.config as SessionRequestConfig;
    if (isRefreshCall(request.url) || request[RETRIED]) throw toApiError(error);
    request[RETRIED] = true;
    if (refreshing) await waitForRefresh();
    else if (request[EPOCH] !== epoch) {
      // The session changed while this request was in flight: replay with the current tokens, or share the failure.
      if (lastFailure) throw lastFailure;
    } else await refreshSession();
    return http.request(request);
  });

  return {
    async signIn(pair) {
      await tokenStore.set(pair);
      epoch += 1;
      lastFailure = undefined;
    },
    async signOut() {
      await runQuietly(() => tokenStore.clear());
      await runQuietly(options.clearStorage);
      epoch += 1;
      lastFailure = undefined;
      options.onSignedOut?.();
    },
  };
}
