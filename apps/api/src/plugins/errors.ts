import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@homekeep/contracts/common';
import { AppError, type ErrorDetail } from '../lib/app-error';
import { databaseRefusal } from '../lib/database-errors';
import { nameAnswer } from './request-ids';

export const reasonPhrase = (status: number) => STATUS_CODES[status] ?? 'Error';

export function errorBody(
  statusCode: number,
  message: string,
  code?: string,
  details?: ErrorDetail[],
): ApiError {
  return {
    statusCode,
    error: reasonPhrase(statusCode),
    message,
    ...(code ? { code } : {}),
    ...(details && details.length > 0 ? { details } : {}),
  };
}

/** "email must be..." stays as is; a bare zod message gets its field name in front. */
function readable(path: string, message: string): string {
  if (!path) return message;
  const field = path.split('.').at(-1) ?? path;
  return message.startsWith(field) ? message : `${path}: ${message}`;
}

const frameworkErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'This content type is not accepted here; send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its Content-Length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: 'A part of the address is too long.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
};

function toResponse(error: FastifyError, request: FastifyRequest): ApiError {
  if (error instanceof AppError) {
    return errorBody(error.statusCode, error.message, error.code, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { path, message: readable(path, v.message ?? 'is invalid') };
    });
    const first = details[0]?.message ?? 'The request is invalid.';
    return errorBody(400, first, 'validation_failed', details);
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return errorBody(known.status, known.message, error.code?.toLowerCase());
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return errorBody(400, 'The request body is not valid JSON.', 'invalid_json');
  }
  const refused = databaseRefusal(error);
  if (refused) {
    request.log.warn({ err: error }, 'the database refused a value the input layer let through');
    return errorBody(refused.status, refused.message, refused.code);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return errorBody(status, error.message || reasonPhrase(status), error.code?.toLowerCase());
  }
  request.log.error({ err: error }, 'unexpected error');
  return errorBody(500, 'Something went wrong on our side. Please try again in a moment.');
}

/**
 * Errors the router raises before any route runs (a malformed percent-encoding in the path, a
 * path parameter beyond its length): 400 in the one error shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = error.code ? frameworkErrors[error.code] : undefined;
  const status = known?.status ?? 400;
  nameAnswer(request, reply);
  const message = known?.message ?? 'The address is not valid.';
  return reply
    .status(status)
    .send({ ...errorBody(status, message, error.code?.toLowerCase()), requestId: request.id });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const body = toResponse(error, request);
    if (body.statusCode === 429 && error instanceof AppError && error.retryAfterSeconds) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.servePage?.(request, reply)) return reply;
    const pathname = request.url.split('?')[0];
    return reply
      .status(404)
      .send(errorBody(404, `There is no ${request.method} ${pathname} here.`, 'not_found'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
