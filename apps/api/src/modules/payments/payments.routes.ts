import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../plugins/app-error';
import { endpointRoute } from '../../plugins/endpoint-route';
import { pickLanguage } from '../../shared/languages';
import type { PaymentsService } from './payments.service';

const userOf = (request: FastifyRequest): string => {
  if (!request.auth) throw errors.unauthorized();
  return request.auth.userId;
};

/** Orders, verification with Toss and cancellation under /payments/v1; thin: every rule lives in the service. */
export const paymentsRoutes: FastifyPluginAsyncTypebox<{ service: PaymentsService }> = async (app, { service }) => {
  app.route({
    ...endpointRoute(app.prefix, 'requestOrder'),
    handler: (request) => service.requestOrder(userOf(request), request.body.planPriceId, pickLanguage(request.headers['accept-language'])),
  });

  app.route({
    ...endpointRoute(app.prefix, 'verifyToss'),
    handler: (request) => service.verify(userOf(request), request.params.orderId, request.body),
  });

  app.route({
    ...endpointRoute(app.prefix, 'cancelToss'),
    handler: (request) => service.cancel(userOf(request), request.params.id, request.body),
  });
};
