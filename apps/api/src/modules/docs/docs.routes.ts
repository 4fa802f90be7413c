import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../plugins/app-error';
import { pickLanguage } from '../../shared/languages';
import { documentTypeOf, type DocumentLibrary } from './docs.service';

export const DocumentParams = Type.Object({ file: Type.String({ minLength: 1, maxLength: 64 }) });
export const DocumentText = Type.String();

/** GET /markdown/{type}.md — static documents (terms, privacy, refund-policy) in ko/en. */
export const docsRoutes: FastifyPluginAsyncTypebox<{ library: DocumentLibrary }> = async (app, { library }) => {
  app.get('/markdown/:file', { schema: { params: DocumentParams, response: { 200: DocumentText } } }, async (request, reply) => {
    const type = documentTypeOf(request.params.file);
    const doc = type === undefined ? undefined : library.get(type, pickLanguage(request.headers['accept-language']));
    if (!doc) throw errors.notFound('Document not found');
    const vary = reply.getHeader('vary');
    return reply
      .header('content-language', doc.language)
      .header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language')
      .header('cache-control', 'public, max-age=300')
      .type('text/markdown; charset=utf-8')
      .send(doc.text);
  });
};
