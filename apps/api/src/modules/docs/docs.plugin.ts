import type { FastifyInstance } from 'fastify';
import { docsRoutes } from './docs.routes';
import { loadDocumentLibrary } from './docs.service';

export async function docsPlugin(app: FastifyInstance, options: { markdownDir: string }): Promise<void> {
  await app.register(docsRoutes, { library: loadDocumentLibrary(options.markdownDir) });
}
