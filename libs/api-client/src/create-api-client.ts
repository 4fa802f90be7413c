import {
  DOCUMENT_TYPE_PATTERN,
  ENDPOINTS,
  ERROR_CODES,
  EmptyResponse,
  TIMINGS,
  buildPath,
  markdownPath,
  type EndpointDef,
  type EndpointName,
  IDEMPOTENCY_KEY_HEADER,
  UPLOAD_FILE_PART,
  type FileFormat,
  type Static,
  type TSchema,
  type TokenPairResponse,
} from '@tablecrawler/contract';
import { HEADER_AES_KEY, HEADER_RSA_PUBLIC_KEY, getPath, openResponse, sealRequest } from '@tablecrawler/crypto';
import axios, { type AxiosInstance, type AxiosProgressEvent } from 'axios';
import { browserLanguages } from './accept-language';
import { ApiError, toApiError } from './api-error';
import { readDocumentCookie } from './cookies';
import { transportAdapter, type HttpTransport } from './http-transport';
import { installSession } from './session';
import type { TokenStore } from './token-store';

/** Platform adapters the client needs; apps provide them (site: localStorage, cookies; extension: chrome.storage). */
export interface ApiClientPorts {
  tokenStore: TokenStore;
  /** XSRF-TOKEN cookie → X-XSRF-TOKEN header (default: `document.cookie` where there is a document). */
  readCookie?: (name: string) => string | undefined;
  /** Accept-Language source (default `navigator.languages`). */
  languages?: () => readonly string[];
  /** Device fingerprint sent with the refresh call. */
  fingerprint: () => Promise<string>;
  /** The built-in server public key (RSA-OAEP) for request encryption. */
  serverPublicKey: () => Promise<CryptoKey>;
  /** The client key pair for response encryption; should wait for `rsaKeyReady`. */
  clientKeys: () => Promise<{ keyPair: CryptoKeyPair; publicKeyBase64: string }>;
  /** Called on refresh failure and local sign-out (site: `localStorage.clear()`). */
  clearStorage?: () => Promise<void> | void;
  /** Marks the UI signed out. */
  onSignedOut?: () => void;
}

export interface ApiClientConfig {
  baseURL: string;
  /** Default 60000 (spec section 9). */
  timeoutMs?: number;
  /** Send cookies cross-origin (needed when the API is on another origin, e.g. from the extension); default false. */
  withCredentials?: boolean;
}

/** Per-call options: an AbortSignal and a timeout overriding the client's. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

type Endpoints = typeof ENDPOINTS;
type SchemaStatic<N extends EndpointName, K extends 'body' | 'query' | 'params'> = Endpoints[N] extends { [P in K]: infer S extends TSchema }
  ? Static<S>
  : undefined;

export type EndpointResponse<N extends EndpointName> = Static<Endpoints[N]['response']>;
export type EndpointBody<N extends EndpointName> = SchemaStatic<N, 'body'>;
export type EndpointQuery<N extends EndpointName> = SchemaStatic<N, 'query'>;
export type EndpointParams<N extends EndpointName> = SchemaStatic<N, 'params'>;

/** A field is absent when the endpoint has no such schema and optional when every property of it is. */
type InputField<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : Partial<V> extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

export type CallInput<N extends EndpointName> = InputField<'params', EndpointParams<N>> &
  InputField<'query', EndpointQuery<N>> &
  InputField<'body', EndpointBody<N>> &
  (Endpoints[N] extends { multipart: true } ? { form: FormData } : { form?: undefined });

export interface UploadFileInput {
  file: Blob;
  filename: string;
  host: string;
  format: FileFormat;
  sourceUrl?: string;
  rowCount?: number;
  pageCount?: number;
  /** Sent as the Idempotency-Key header: a retry with the same key is answered with the first upload's result. */
  idempotencyKey?: string;
}

/** Options of an upload: those of every call, plus upload progress where the HTTP adapter reports it (XHR; not fetch over HTTP/1.1). */
export interface UploadOptions extends CallOptions {
  /** Called with the fraction sent (0..1). */
  onUploadProgress?: (fraction: number) => void;
  /** Sends the request instead of axios' adapter (default: axios' own); the interceptors (token, refresh on 401) still apply. */
  transport?: HttpTransport;
}

interface RequestExtras {
  headers?: Record<string, string>;
  onUploadProgress?: (fraction: number) => void;
  transport?: HttpTransport;
}

type Body<N extends EndpointName> = EndpointBody<N>;
type Res<N extends EndpointName> = Promise<EndpointResponse<N>>;

export interface ApiClient {
  /** The configured axios instance (interceptors installed); prefer the typed calls. */
  http: AxiosInstance;
  /** Generic call of any ENDPOINTS entry: path params, query, body, encryption and decryption from the registry. */
  call<N extends EndpointName>(name: N, input: CallInput<N>, options?: CallOptions): Res<N>;
  /** Signs in and stores the returned token pair. */
  signIn(body: Body<'signIn'>, options?: CallOptions): Res<'signIn'>;
  /** Signs up and stores the returned token pair. */
  signUp(body: Body<'signUp'>, options?: CallOptions): Res<'signUp'>;
  requestEmailVerification(body: Body<'requestEmailVerification'>, options?: CallOptions): Res<'requestEmailVerification'>;
  verifyEmail(verificationId: string, body: Body<'verifyEmail'>, options?: CallOptions): Res<'verifyEmail'>;
  /** Server-side sign-out only; follow with signOutLocally(). */
  logout(options?: CallOptions): Res<'logout'>;
  leave(options?: CallOptions): Res<'leave'>;
  /** The raw refresh call (never retried, does not store the pair). */
  refreshToken(body: Body<'refreshToken'>, options?: CallOptions): Res<'refreshToken'>;
  validate(options?: CallOptions): Res<'validate'>;
  forgotPassword(body: Body<'forgotPassword'>, options?: CallOptions): Res<'forgotPassword'>;
  changePassword(body: Body<'changePassword'>, options?: CallOptions): Res<'changePassword'>;
  getProfile(query?: EndpointQuery<'profile'>, options?: CallOptions): Res<'profile'>;
  getAvailableProducts(options?: CallOptions): Res<'availableProducts'>;
  requestOrder(body: Body<'requestOrder'>, options?: CallOptions): Res<'requestOrder'>;
  verifyToss(orderId: string, body: Body<'verifyToss'>, options?: CallOptions): Res<'verifyToss'>;
  cancelToss(id: string, body: Body<'cancelToss'>, options?: CallOptions): Res<'cancelToss'>;
  listFiles(query: EndpointQuery<'listFiles'>, options?: CallOptions): Res<'listFiles'>;
  /** Multipart upload: the text fields (host, sourceUrl, format, rowCount, pageCount) before the file part `file`. */
  uploadFile(input: UploadFileInput, options?: UploadOptions): Res<'uploadFile'>;
  requestFileAccessUrl(fileId: string, options?: CallOptions): Res<'requestFileAccessUrl'>;
  deleteFile(fileId: string, options?: CallOptions): Res<'deleteFile'>;
  updateFileNote(fileId: string, body: Body<'updateFileNote'>, options?: CallOptions): Res<'updateFileNote'>;
  createInquiry(body: Body<'createInquiry'>, options?: CallOptions): Res<'createInquiry'>;
  /** GETs `/markdown/{type}.md` as text; `type` must match DOCUMENT_TYPE_PATTERN. */
  getMarkdown(type: string, options?: CallOptions): Promise<string>;
  /** Clears tokens and storage and calls onSignedOut, without a server call. */
  signOutLocally(): Promise<void>;
}

interface RawInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData;
}

function hasAnyPath(payload: unknown, paths: readonly string[]): boolean {
  return paths.some((path) => getPath(payload, path) !== undefined);
}

/**
 * Creates the app's API client: one axios instance (base URL, timeout default 60 s, no redirects, credentials per
 * config), the session refresh of spec section 4, field encryption per ENDPOINTS and one ApiError for every failure.
 * In browsers axios picks the XHR/fetch adapter itself; XHR cannot refuse redirects, fetch is told `redirect: 'manual'`.
 */
export function createApiClient(config: ApiClientConfig, ports: ApiClientPorts): ApiClient {
  const http = axios.create({
    baseURL: config.baseURL,
    timeout: config.timeoutMs ?? TIMINGS.httpTimeoutMs,
    maxRedirects: 0,
    withCredentials: config.withCredentials ?? false,
  });

  async function call<N extends EndpointName>(name: N, input: CallInput<N>, options: CallOptions = {}, extras: RequestExtras = {}): Res<N> {
    const def: EndpointDef = ENDPOINTS[name];
    const { params, query, body, form } = input as RawInput;
    try {
      const headers: Record<string, string> = { ...extras.headers };
      let data: unknown = form ?? body;
      let queryOut = query;
      const requestPaths = def.encryptedRequest ?? [];
      const responsePaths = def.encryptedResponse ?? [];
      const clientKeys = responsePaths.length > 0 ? await ports.clientKeys() : undefined;
      if (requestPaths.length > 0) {
        const isQuery = def.method === 'GET';
        const sealed = await sealRequest(isQuery ? (query ?? {}) : body, requestPaths, await ports.serverPublicKey(), clientKeys?.publicKeyBase64);
        Object.assign(headers, sealed.headers);
        if (isQuery) queryOut = sealed.payload as Record<string, unknown>;
        else data = sealed.payload;
      } else if (clientKeys) {
        headers[HEADER_RSA_PUBLIC_KEY] = clientKeys.publicKeyBase64;
      }
      const response = await http.request<unknown>({
        method: def.method,
        url: buildPath(def.path, params),
        params: queryOut,
        data,
        headers,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
        ...(extras.onUploadProgress ? { onUploadProgress: progressOf(extras.onUploadProgress) } : {}),
        ...(extras.transport ? { adapter: transportAdapter(extras.transport) } : {}),
      });
      if (def.response === EmptyResponse) return null as EndpointResponse<N>;
      let result: unknown = response.data;
      if (clientKeys && hasAnyPath(result, responsePaths)) {
        const wrapped: unknown = response.headers[HEADER_AES_KEY];
        if (typeof wrapped !== 'string' || wrapped === '') {
          throw new ApiError(response.status, ERROR_CODES.decryptionFailed, `Missing ${HEADER_AES_KEY} response header`);
        }
        try {
          result = await openResponse(result, responsePaths, wrapped, clientKeys.keyPair.privateKey);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new ApiError(response.status, ERROR_CODES.decryptionFailed, `Response decryption failed: ${reason}`, { cause: error });
        }
      }
      return result as EndpointResponse<N>;
    } catch (error) {
      throw toApiError(error);
    }
  }

  const session = installSession(http, {
    tokenStore: ports.tokenStore,
    fingerprint: ports.fingerprint,
    languages: ports.languages ?? browserLanguages,
    readCookie: ports.readCookie ?? ((name) => readDocumentCookie(name)),
    clearStorage: ports.clearStorage,
    onSignedOut: ports.onSignedOut,
    requestRefresh: (body) => call('refreshToken', { body }),
  });

  const keepSession = async (pair: TokenPairResponse): Promise<TokenPairResponse> => {
    await session.signIn(pair);
    return pair;
  };

  return {
    http,
    call,
    signIn: (body, o) => call('signIn', { body }, o).then(keepSession),
    signUp: (body, o) => call('signUp', { body }, o).then(keepSession),
    requestEmailVerification: (body, o) => call('requestEmailVerification', { body }, o),
    verifyEmail: (verificationId, body, o) => call('verifyEmail', { params: { verificationId }, body }, o),
    logout: (o) => call('logout', {}, o),
    leave: (o) => call('leave', {}, o),
    refreshToken: (body, o) => call('refreshToken', { body }, o),
    validate: (o) => call('validate', {}, o),
    forgotPassword: (body, o) => call('forgotPassword', { body }, o),
    changePassword: (body, o) => call('changePassword', { body }, o),
    getProfile: (query, o) => call('profile', { query: query ?? {} }, o),
    getAvailableProducts: (o) => call('availableProducts', {}, o),
    requestOrder: (body, o) => call('requestOrder', { body }, o),
    verifyToss: (orderId, body, o) => call('verifyToss', { params: { orderId }, body }, o),
    cancelToss: (id, body, o) => call('cancelToss', { params: { id }, body }, o),
    listFiles: (query, o) => call('listFiles', { query }, o),
    uploadFile: (input, o) =>
      call('uploadFile', { form: uploadForm(input) }, o, {
        ...(input.idempotencyKey !== undefined ? { headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey } } : {}),
        ...(o?.onUploadProgress ? { onUploadProgress: o.onUploadProgress } : {}),
        ...(o?.transport ? { transport: o.transport } : {}),
      }),
    requestFileAccessUrl: (fileId, o) => call('requestFileAccessUrl', { params: { fileId } }, o),
    deleteFile: (fileId, o) => call('deleteFile', { params: { fileId } }, o),
    updateFileNote: (fileId, body, o) => call('updateFileNote', { params: { fileId }, body }, o),
    createInquiry: (body, o) => call('createInquiry', { body }, o),
    getMarkdown: (type, o) => getMarkdown(http, type, o),
    signOutLocally: () => session.signOut(),
  };
}

function uploadForm(input: UploadFileInput): FormData {
  const form = new FormData();
  // The server reads only the fields sent before the file part.
  form.append('host', input.host);
  if (input.sourceUrl !== undefined) form.append('sourceUrl', input.sourceUrl);
  form.append('format', input.format);
  if (input.rowCount !== undefined) form.append('rowCount', String(input.rowCount));
  if (input.pageCount !== undefined) form.append('pageCount', String(input.pageCount));
  form.append(UPLOAD_FILE_PART, input.file, input.filename);
  return form;
}

const progressOf =
  (report: (fraction: number) => void) =>
  (event: AxiosProgressEvent): void => {
    if (event.total) report(Math.min(1, event.loaded / event.total));
  };

async function getMarkdown(http: AxiosInstance, type: string, options: CallOptions = {}): Promise<string> {
  if (!DOCUMENT_TYPE_PATTERN.test(type)) throw new ApiError(0, ERROR_CODES.badRequest, `Invalid document type: ${type}`);
  try {
    const response = await http.get<string>(markdownPath(type), {
      responseType: 'text',
      headers: { Accept: 'text/markdown, text/plain;q=0.9, */*;q=0.1' },
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
    });
    return String(response.data);
  } catch (error) {
    throw toApiError(error);
  }
}
