import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../plugins/app-error';
import { endpointRoute } from '../../plugins/endpoint-route';
import type { HealthService } from './health.service';

/** GET /healthz (process up) and GET /readyz (database reachable, else 503). */
export const healthRoutes: FastifyPluginAsyncTypebox<{ health: HealthService }> = async (app, { health }) => {
  app.route({
    ...endpointRoute(app.prefix, 'healthz'),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...endpointRoute(app.prefix, 'readyz'),
    handler: async (request) => {
      try {
        await health.checkDatabase();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw errors.unavailable('Database not reachable');
      }
      return { status: 'ready' as const, database: 'up' as const };
    },
  });
};
