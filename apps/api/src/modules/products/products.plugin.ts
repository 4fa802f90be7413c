import type { FastifyInstance } from 'fastify';
import { productsRoutes } from './products.routes';
import type { ProductsService } from './products.service';

/** Mounted at API_PREFIXES.products: the catalogue (the history-file endpoints under this prefix belong to the files module). */
export async function productsPlugin(app: FastifyInstance, options: { service: ProductsService }): Promise<void> {
  await app.register(productsRoutes, { service: options.service });
}
