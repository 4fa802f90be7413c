import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, ErrorResponse, FILE_DOWNLOAD_PATH, FileDownloadQuery, FileIdParams, IDEMPOTENCY_KEY_HEADER, UPLOAD_FILE_PART } from '@tablecrawler/contract';
import { AppError, errors } from '../../plugins/app-error';
import { endpointRoute } from '../../plugins/endpoint-route';
import { contentDisposition } from './file-names';
import type { FilesService } from './files.service';

export interface FilesRoutesOptions {
  service: FilesService;
  maxUploadBytes: number;
}

function ownerOf(request: FastifyRequest): string {
  if (!request.auth) throw errors.unauthorized();
  return request.auth.userId;
}

/** Text fields of a multipart part list as plain strings (repeated names: the first). */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const first = (Array.isArray(value) ? value[0] : value) as { type?: string; value?: unknown } | undefined;
    if (first?.type === 'field' && typeof first.value === 'string') out[name] = first.value;
  }
  return out;
}

/** The history-file endpoints under /products/v1/service/files and the signed download of local storage; thin. */
export const filesRoutes: FastifyPluginAsyncTypebox<FilesRoutesOptions> = async (app, { service, maxUploadBytes }) => {
  await app.register(multipart, {
    // One byte over the limit reaches the service, which answers file_too_large itself.
    limits: { fileSize: maxUploadBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 50 },
  });

  app.route({
    ...endpointRoute(app.prefix, 'uploadFile'),
    handler: async (request) => {
      const ownerId = ownerOf(request);
      if (!request.isMultipart()) throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Send the upload as multipart/form-data');
      const part = await request.file();
      const file = part && part.fieldname === UPLOAD_FILE_PART ? part.file : undefined;
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      try {
        const item = await service.upload(ownerId, { fields: part ? textFields(part.fields) : {}, file, idempotencyKey: Array.isArray(key) ? key[0] : key });
        return { data: item };
      } finally {
        // Whatever was not read (a refused upload) is drained so the connection stays usable.
        if (part && !part.file.readableEnded) part.file.resume();
      }
    },
  });

  app.route({
    ...endpointRoute(app.prefix, 'listFiles'),
    handler: async (request) => ({ data: await service.list(ownerOf(request), request.query) }),
  });

  app.route({
    ...endpointRoute(app.prefix, 'requestFileAccessUrl'),
    handler: async (request) => ({ data: { signedUrl: await service.accessUrl(ownerOf(request), request.params.fileId) } }),
  });

  app.route({
    ...endpointRoute(app.prefix, 'previewFile'),
    handler: async (request) => ({ data: await service.preview(ownerOf(request), request.params.fileId) }),
  });

  app.route({
    ...endpointRoute(app.prefix, 'updateFileNote'),
    handler: async (request) => ({ data: await service.updateNote(ownerOf(request), request.params.fileId, request.body.note) }),
  });

  app.route({
    ...endpointRoute(app.prefix, 'deleteFile'),
    handler: async (request) => {
      await service.remove(ownerOf(request), request.params.fileId);
      return null;
    },
  });

  app.route({
    method: 'GET',
    url: FILE_DOWNLOAD_PATH.slice(app.prefix.length),
    schema: {
      params: FileIdParams,
      querystring: FileDownloadQuery,
      response: { 200: Type.String({ description: 'the file bytes' }), '4xx': ErrorResponse, '5xx': ErrorResponse },
    },
    handler: async (request, reply) => {
      const download = await service.download(request.params.fileId, request.query);
      // A stream body: the typed reply only knows the schema's string.
      const raw: FastifyReply = reply;
      return raw
        .type(download.contentType)
        .header('content-length', String(download.size))
        .header('content-disposition', contentDisposition(download.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(download.body);
    },
  });
};
