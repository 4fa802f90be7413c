import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** One HTTP request as a transport sends it: the headers the client's interceptors set (token, language, keys), the multipart body. */
export interface HttpTransportRequest {
  method: string;
  /** Absolute URL (base URL, path and query). */
  url: string;
  headers: Record<string, string>;
  /** Sent as multipart/form-data; the transport sets the boundary. */
  body: FormData;
  /** 0 means none. */
  timeoutMs: number;
  withCredentials: boolean;
  signal?: AbortSignal;
  /** Bytes of the request body sent so far, of `total`. */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** The HTTP answer, whatever its status (the client turns 4xx/5xx into its ApiError and refreshes on 401). */
export interface HttpTransportResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const TRANSPORT_FAILURES = { NETWORK: 'network', TIMEOUT: 'timeout', ABORTED: 'aborted' } as const;
export type TransportFailureKind = (typeof TRANSPORT_FAILURES)[keyof typeof TRANSPORT_FAILURES];

/** What a transport rejects with when no HTTP answer came. */
export class TransportFailure extends Error {
  override readonly name = 'TransportFailure';
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/** Sends one request somewhere else than axios' own adapters (the extension: an offscreen document's XMLHttpRequest). */
export type HttpTransport = (request: HttpTransportRequest) => Promise<HttpTransportResponse>;

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    // The transport's multipart serialisation sets Content-Type with its boundary.
    if (name.toLowerCase() === 'content-type') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
  }
  return out;
}

/** The fraction of a body sent, 0..1 (0 while the total is unknown). */
export function sentFraction(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(1, loaded / total);
}

/**
 * An axios adapter over a transport, so that the client's interceptors (bearer token, refresh and replay on 401) and
 * its error mapping stay the same whichever way the bytes travel.
 */
export function transportAdapter(transport: HttpTransport): AxiosAdapter {
  return async (config) => {
    if (!(config.data instanceof FormData)) throw new AxiosError('A transport sends multipart bodies only', AxiosError.ERR_BAD_OPTION_VALUE, config);
    const request: HttpTransportRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers: headersOf(config),
      body: config.data,
      timeoutMs: config.timeout ?? 0,
      withCredentials: config.withCredentials ?? false,
      ...(config.signal ? { signal: config.signal as AbortSignal } : {}),
      ...(config.onUploadProgress
        ? {
            onUploadProgress: (loaded: number, total: number) =>
              config.onUploadProgress?.({ loaded, total, progress: sentFraction(loaded, total), bytes: loaded, upload: true, lengthComputable: total > 0 }),
          }
        : {}),
    };
    let answer: HttpTransportResponse;
    try {
      answer = await transport(request);
    } catch (error) {
      if (error instanceof TransportFailure) {
        if (error.kind === TRANSPORT_FAILURES.ABORTED) throw new axios.CanceledError(error.message, config);
        if (error.kind === TRANSPORT_FAILURES.TIMEOUT) throw new AxiosError(`timeout of ${request.timeoutMs}ms exceeded`, AxiosError.ECONNABORTED, config);
        throw new AxiosError(error.message, AxiosError.ERR_NETWORK, config);
      }
      throw error;
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers),
      config,
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
    if (valid) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, undefined, response);
  };
}
