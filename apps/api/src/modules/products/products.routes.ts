import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../../plugins/endpoint-route';
import { pickLanguage } from '../../shared/languages';
import type { ProductsService } from './products.service';

/** The catalogue under /products/v1 (names and descriptions in the Accept-Language). */
export const productsRoutes: FastifyPluginAsyncTypebox<{ service: ProductsService }> = async (app, { service }) => {
  app.route({
    ...endpointRoute(app.prefix, 'availableProducts'),
    handler: (request) => service.available(pickLanguage(request.headers['accept-language'])),
  });
};
