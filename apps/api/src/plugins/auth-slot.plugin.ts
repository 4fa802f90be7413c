import fp from 'fastify-plugin';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Authenticate } from '../app-types';

/**
 * The `authenticate` slot: routes with `config.auth` run it as their last onRequest hook (after rate
 * limits), so it always runs before the encrypted-fields hooks (preValidation) consume an
 * X-AES-KEY: a request answered 401 can be replayed unchanged after a token refresh.
 */
export const authSlotPlugin = fp(
  async (app: FastifyInstance, options: { authenticate: Authenticate }) => {
    app.decorate('authenticate', options.authenticate);
    app.decorateRequest('auth', null);
    const hook: onRequestHookHandler = function (request, reply) {
      return app.authenticate(request, reply);
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.auth) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), hook];
    });
  },
  { name: 'auth-slot' },
);
