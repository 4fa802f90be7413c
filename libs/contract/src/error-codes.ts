/**
 * The one registry of error codes that leave the server in `{ statusCode, code, message }`.
 * The spec's numeric body codes keep their digits as strings.
 */
export const ERROR_CODES = {
  // transport and cross-cutting
  badRequest: 'bad_request',
  validation: 'validation_error',
  routeNotFound: 'route_not_found',
  notFound: 'not_found',
  bodyTooLarge: 'body_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  decryptionFailed: 'decryption_failed',
  xsrfInvalid: 'xsrf_invalid',
  originNotAllowed: 'origin_not_allowed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  // field-level validation details (spec section 8 names string_too_short and value_error)
  stringTooShort: 'string_too_short',
  stringTooLong: 'string_too_long',
  valueError: 'value_error',
  // spec body codes (verification, reset, password)
  verificationExpired: '003001',
  resetCodeExpired: '004001',
  resetTooManyAttempts: '004002',
  resetInvalidCode: '004003',
  resetInvalidVerification: '004004',
  wrongCurrentPassword: '100001',
  passwordReused: '100020',
  // accounts (issue 3): join-flow verification answers, sign-up, sign-in, deletion
  codeInvalid: 'code_invalid',
  codeUsed: 'code_used',
  codeInvalidated: 'code_invalidated',
  verificationInvalid: 'verification_invalid',
  verificationNotCompleted: 'verification_not_completed',
  emailTaken: 'email_taken',
  invalidCredentials: 'invalid_credentials',
  accountDisabled: 'account_disabled',
  passActive: 'pass_active',
  // history files (issue 11)
  fileTooLarge: 'file_too_large',
  quotaExceeded: 'quota_exceeded',
  passRequired: 'pass_required',
  unsupportedFileType: 'unsupported_file_type',
  idempotencyKeyInvalid: 'idempotency_key_invalid',
  signatureInvalid: 'signature_invalid',
  signatureExpired: 'signature_expired',
  storageFailed: 'storage_failed',
  // client-side only (api-client)
  noRefreshToken: 'no_refresh_token',
  refreshFailed: 'refresh_failed',
  network: 'network_error',
  timeout: 'timeout',
  aborted: 'aborted',
  unknown: 'unknown_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES);
