import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES, ErrorResponse } from '@tablecrawler/contract';
import { AppError } from './app-error';
import { validationDetails } from './validation';

/** Fixed messages per status: framework error messages may quote the request (e.g. JSON parse errors). */
const STATUS_CODES: Record<number, { code: string; message: string }> = {
  400: { code: ERROR_CODES.badRequest, message: 'Bad request' },
  401: { code: ERROR_CODES.unauthorized, message: 'Sign-in required' },
  403: { code: ERROR_CODES.forbidden, message: 'Forbidden' },
  404: { code: ERROR_CODES.notFound, message: 'Not found' },
  405: { code: ERROR_CODES.badRequest, message: 'Method not allowed' },
  406: { code: ERROR_CODES.badRequest, message: 'Not acceptable' },
  409: { code: ERROR_CODES.conflict, message: 'Conflict' },
  415: { code: ERROR_CODES.unsupportedMediaType, message: 'Unsupported media type' },
  429: { code: ERROR_CODES.rateLimited, message: 'Too many requests' },
};

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: ErrorResponse['details'];
}

/** Maps anything thrown to the one error shape; 5xx never carry the original message. */
export function toErrorBody(error: unknown, bodyLimitBytes: number): ErrorBody {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, ...(error.details ? { details: [...error.details] } : {}) };
  }
  const fe = error as Partial<FastifyError> | undefined;
  if (fe?.validation) {
    return { statusCode: 400, code: ERROR_CODES.validation, message: 'Request validation failed', details: validationDetails(fe.validation, fe.validationContext) };
  }
  const status = typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  if (status === 413) return { statusCode: 413, code: ERROR_CODES.bodyTooLarge, message: `Request body is larger than ${bodyLimitBytes} bytes` };
  if (status >= 500) {
    return status === 503 ? { statusCode: 503, code: ERROR_CODES.unavailable, message: 'Service unavailable' } : { statusCode: 500, code: ERROR_CODES.internal, message: 'Internal server error' };
  }
  return { statusCode: status, ...(STATUS_CODES[status] ?? { code: ERROR_CODES.badRequest, message: 'Bad request' }) };
}

/** One JSON shape for every error; never a stack trace to the client. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, options: { bodyLimitBytes: number }) => {
    app.setErrorHandler((error, request, reply) => {
      const body = toErrorBody(error, options.bodyLimitBytes);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: body.statusCode, code: body.code }, 'request rejected');
      if (error instanceof AppError && error.headers) reply.headers(error.headers);
      return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
    });

    // Every route answers errors in the shared shape, also where a route only declared its success.
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ??= {});
      const response = (schema.response ??= {}) as Record<string, unknown>;
      response['4xx'] ??= ErrorResponse;
      response['5xx'] ??= ErrorResponse;
    });
  },
  { name: 'error-handler' },
);
