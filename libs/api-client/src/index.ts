export { ApiError, TRANSPORT_MESSAGES, errorFromResponse, isApiError, toApiError } from './api-error';
export { acceptLanguage, browserLanguages } from './accept-language';
export { readDocumentCookie } from './cookies';
export {
  TRANSPORT_FAILURES,
  TransportFailure,
  sentFraction,
  type HttpTransport,
  type HttpTransportRequest,
  type HttpTransportResponse,
  type TransportFailureKind,
} from './http-transport';
export { TOKEN_STORAGE_KEYS, localStorageTokenStore, memoryTokenStore, type TokenStore } from './token-store';
export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './session';
export {
  createApiClient,
  type ApiClient,
  type ApiClientConfig,
  type ApiClientPorts,
  type CallInput,
  type CallOptions,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type UploadFileInput,
  type UploadOptions,
} from './create-api-client';
export { signInErrorMessage, validateSignIn, type SignInCheckKey, type SignInFailureKey, type SignInField, type SignInValues } from './sign-in-messages';
