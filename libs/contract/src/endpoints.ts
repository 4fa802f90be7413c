import type { TSchema } from '@sinclair/typebox';
import * as auth from './auth.schema';
import { EmptyResponse, OkResponse, TokenPairResponse } from './common.schema';
import * as files from './files.schema';
import { HealthResponse, ReadyResponse } from './health.schema';
import * as inquiries from './inquiries.schema';
import * as payments from './payments.schema';
import * as products from './products.schema';

export const HTTP_METHODS = { GET: 'GET', POST: 'POST', PATCH: 'PATCH', DELETE: 'DELETE' } as const;
export type HttpMethod = (typeof HTTP_METHODS)[keyof typeof HTTP_METHODS];

/** Success status per method (fixed convention: POST 201, GET/PATCH 200, DELETE 204). */
export const SUCCESS_STATUS = { GET: 200, POST: 201, PATCH: 200, DELETE: 204 } as const satisfies Record<HttpMethod, number>;

/** Route prefixes of spec section 7; each API module mounts under one of them. */
export const API_PREFIXES = {
  users: '/users/v1',
  products: '/products/v1',
  payments: '/payments/v1',
  inquiries: '/inquiries/v1',
} as const;

export interface EndpointDef {
  method: HttpMethod;
  /** Path template with `:param` segments. */
  path: string;
  /** Whether a signed-in user (bearer token) is required. */
  auth: boolean;
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  /** Schema of the success answer (status from SUCCESS_STATUS). */
  response: TSchema;
  /** Dotted paths of body fields (query parameters for GET) sent encrypted. */
  encryptedRequest?: readonly string[];
  /** Dotted paths of response fields sent encrypted for the client's key. */
  encryptedResponse?: readonly string[];
  /** Multipart upload: the body is validated by the route, not by a JSON schema. */
  multipart?: boolean;
}

const def = <const T extends EndpointDef>(d: T): T => d;

/** Every call of spec section 7 plus the extension's upload and the health probes. */
export const ENDPOINTS = {
  healthz: def({ method: 'GET', path: '/healthz', auth: false, response: HealthResponse }),
  readyz: def({ method: 'GET', path: '/readyz', auth: false, response: ReadyResponse }),

  signIn: def({ method: 'POST', path: '/users/v1/auth/signin', auth: false, body: auth.SignInBody, response: TokenPairResponse, encryptedRequest: ['email', 'password'] }),
  signUp: def({ method: 'POST', path: '/users/v1/auth/signup', auth: false, body: auth.SignUpBody, response: TokenPairResponse, encryptedRequest: ['password', 'profile.gender'] }),
  requestEmailVerification: def({ method: 'POST', path: '/users/v1/auth/request-email-verification', auth: false, body: auth.RequestEmailVerificationBody, response: auth.RequestEmailVerificationResponse, encryptedRequest: ['email'] }),
  verifyEmail: def({ method: 'POST', path: '/users/v1/auth/:verificationId/verify-email', auth: false, params: auth.VerifyEmailParams, body: auth.VerifyEmailBody, response: auth.VerifyEmailResponse }),
  logout: def({ method: 'DELETE', path: '/users/v1/auth/logout', auth: true, response: EmptyResponse }),
  leave: def({ method: 'DELETE', path: '/users/v1/auth/leave', auth: true, response: EmptyResponse }),
  refreshToken: def({ method: 'POST', path: '/users/v1/auth/token/refresh', auth: false, body: auth.RefreshTokenBody, response: TokenPairResponse }),
  validate: def({ method: 'GET', path: '/users/v1/auth/validate', auth: true, response: auth.ValidateResponse }),
  forgotPassword: def({ method: 'PATCH', path: '/users/v1/auth/password/forgot', auth: false, body: auth.ForgotPasswordBody, response: OkResponse, encryptedRequest: ['newPassword'] }),
  changePassword: def({ method: 'PATCH', path: '/users/v1/auth/password', auth: true, body: auth.ChangePasswordBody, response: OkResponse, encryptedRequest: ['currentPassword', 'newPassword'] }),
  profile: def({ method: 'GET', path: '/users/v1/profile', auth: true, query: auth.ProfileQuery, response: auth.ProfileResponse, encryptedResponse: ['profile.email'] }),

  availableProducts: def({ method: 'GET', path: '/products/v1/available-products', auth: false, response: products.AvailableProductsResponse }),

  requestOrder: def({ method: 'POST', path: '/payments/v1/request-order', auth: true, body: payments.RequestOrderBody, response: payments.RequestOrderResponse }),
  verifyToss: def({ method: 'POST', path: '/payments/v1/:orderId/verification-toss', auth: true, params: payments.OrderIdParams, body: payments.VerifyTossBody, response: payments.VerifyTossResponse, encryptedRequest: ['paymentKey'] }),
  cancelToss: def({ method: 'POST', path: '/payments/v1/:id/cancel-toss', auth: true, params: payments.PaymentIdParams, body: payments.CancelTossBody, response: payments.CancelTossResponse, encryptedRequest: ['paymentKey'] }),

  listFiles: def({ method: 'GET', path: '/products/v1/service/files', auth: true, query: files.FilesQuery, response: files.FilesResponse }),
  uploadFile: def({ method: 'POST', path: '/products/v1/service/files', auth: true, response: files.FileItemResponse, multipart: true }),
  requestFileAccessUrl: def({ method: 'POST', path: '/products/v1/service/files/:fileId/access-url/request', auth: true, params: files.FileIdParams, response: files.AccessUrlResponse }),
  deleteFile: def({ method: 'DELETE', path: '/products/v1/service/files/:fileId', auth: true, params: files.FileIdParams, response: EmptyResponse }),
  updateFileNote: def({ method: 'PATCH', path: '/products/v1/service/files/:fileId/note', auth: true, params: files.FileIdParams, body: files.UpdateNoteBody, response: files.FileItemResponse }),
  previewFile: def({ method: 'GET', path: '/products/v1/service/files/:fileId/preview', auth: true, params: files.FileIdParams, response: files.FilePreviewResponse }),

  createInquiry: def({ method: 'POST', path: '/inquiries/v1/new', auth: true, body: inquiries.CreateInquiryBody, response: inquiries.CreateInquiryResponse }),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** Fills `:param` segments of a path template (values URI-encoded). */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Static documents served by the API (`/markdown/{type}.md`). */
export const markdownPath = (type: string): string => `/markdown/${encodeURIComponent(type)}.md`;
export const DOCUMENT_TYPE_PATTERN = /^[a-z0-9-]{1,40}$/;
