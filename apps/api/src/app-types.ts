import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthContext } from './modules/auth/sessions.service';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/** The Fastify instance type of this app (TypeBox type provider). */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** Decides whether a request on an `auth: true` route may go on; throws an AppError (401) otherwise. */
export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a signed-in user: the `authenticate` hook runs first (onRequest). */
    auth?: boolean;
    /** Dotted paths of body fields (query parameters for GET) that arrive encrypted. */
    encryptedRequest?: readonly string[];
    /** Dotted paths of success-response fields encrypted for the client's key. */
    encryptedResponse?: readonly string[];
    /** Multipart upload: no JSON body schema. */
    multipart?: boolean;
    /** Name in ENDPOINTS when the route implements a contract endpoint. */
    endpoint?: string;
  }

  interface FastifyInstance {
    authenticate: Authenticate;
  }

  interface FastifyRequest {
    /** The client's key from X-RSA-PUBLIC-KEY on routes with encrypted response fields. */
    clientPublicKey: CryptoKey | null;
    /** The signed-in user and session, set by `authenticate` on `auth: true` routes; null elsewhere. */
    auth: AuthContext | null;
  }
}
