import multipart, { type MultipartFile } from '@fastify/multipart';
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

/**
 * Reads parts up to the first file part: the text fields sent before it (the first value of a repeated name) and
 * the file. Fields after the file are never seen, whatever the parser has buffered.
 */
async function fieldsThenFile(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: MultipartFile | undefined }> {
  const fields: Record<string, string> = {};
  const parts = request.parts();
  for (;;) {
    const next = await parts.next();
    if (next.done) return { fields, file: undefined };
    const part = next.value;
    if (part.type === 'file') return { fields, file: part };
    if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
  }
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
      const { fields, file } = await fieldsThenFile(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      try {
        const stream = file?.fieldname === UPLOAD_FILE_PART ? file.file : undefined;
        return { data: await service.upload(ownerId, { fields, file: stream, idempotencyKey: Array.isArray(key) ? key[0] : key }) };
      } finally {
        // Whatever was not read (a refused upload) is drained so the connection stays usable.
        if (file && !file.file.readableEnded) file.file.resume();
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
