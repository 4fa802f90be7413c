import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { SUCCESS_STATUS, type HttpMethod } from '@tablecrawler/contract';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (the schema meta-test and docs read it). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

const isConventionalMethod = (method: string): method is HttpMethod => Object.hasOwn(SUCCESS_STATUS, method);

/**
 * Request id header, the fixed success status per method (POST 201, GET/PATCH 200, DELETE 204) as
 * the default every handler starts from, `Cache-Control: no-store` unless a route chose otherwise,
 * and the route registry.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema, config: route.config });
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      if (isConventionalMethod(request.method)) reply.code(SUCCESS_STATUS[request.method]);
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'request-context' },
);
