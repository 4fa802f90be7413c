import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../plugins/app-error';
import { endpointRoute } from '../../plugins/endpoint-route';
import { pickLanguage } from '../../shared/languages';
import type { AuthService } from './auth.service';
import type { AuthContext, SessionsService } from './sessions.service';
import type { VerificationService } from './verification.service';

export interface AuthRoutesOptions {
  service: AuthService;
  sessions: SessionsService;
  verification: VerificationService;
}

/** Set by the authenticate hook on `auth: true` routes. */
function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw errors.unauthorized();
  return request.auth;
}

/** The accounts endpoints of spec section 7 under /users/v1; thin: every rule lives in the services. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { service, sessions, verification }) => {
  app.route({
    ...endpointRoute(app.prefix, 'signIn'),
    handler: (request) => service.signIn(request.body, { ip: request.ip, keyHash: request.encryptionKeyHash }),
  });

  app.route({
    ...endpointRoute(app.prefix, 'signUp'),
    handler: (request) => service.signUp(request.body),
  });

  app.route({
    ...endpointRoute(app.prefix, 'requestEmailVerification'),
    handler: (request) =>
      verification.request({ purpose: request.body.type, email: request.body.email, ip: request.ip, language: pickLanguage(request.headers['accept-language']) }),
  });

  app.route({
    ...endpointRoute(app.prefix, 'verifyEmail'),
    handler: (request) => verification.verify(request.params.verificationId, request.body.verificationCode, pickLanguage(request.headers['accept-language'])),
  });

  app.route({
    ...endpointRoute(app.prefix, 'refreshToken'),
    handler: (request) => sessions.refresh(request.body.refreshToken, request.body.deviceFingerprint),
  });

  app.route({
    ...endpointRoute(app.prefix, 'validate'),
    handler: async (request) => service.validate(authOf(request)),
  });

  app.route({
    ...endpointRoute(app.prefix, 'logout'),
    handler: async (request) => {
      await service.logout(authOf(request));
      return null;
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'leave'),
    handler: async (request) => {
      await service.leave(authOf(request));
      return null;
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'forgotPassword'),
    handler: (request) => service.forgotPassword(request.body),
  });

  app.route({
    ...endpointRoute(app.prefix, 'changePassword'),
    handler: (request) => service.changePassword(authOf(request), request.body),
  });

  app.route({
    ...endpointRoute(app.prefix, 'profile'),
    handler: (request) => service.profile(authOf(request), request.query),
  });
};
