import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@acp/shared';
import { AppError } from '../errors.js';

function fieldsOf(validation: { instancePath: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** One error envelope for every failure; 5xx details stay in the log. */
export const errorHandlerPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply
        .code(400)
        .send({ success: false, code: 'validation_error', message: first, fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send({ success: false, code: 'rate_limited', message: messages.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.code(status).send({
        success: false,
        code: status === 404 ? 'not_found' : 'validation_error',
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseUnavailable(error);
    return reply.code(unavailable ? 503 : 500).send({
      success: false,
      code: unavailable ? 'service_unavailable' : 'internal_error',
      message: unavailable ? messages.unavailable : messages.internal,
    });
  });
});

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`%zz`) or a path parameter over
 * the length limit fails before any hook runs; answer it with the same envelope.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'malformed request URL');
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .send({ success: false, code: 'validation_error', message: messages.badUrl });
}

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && connectionErrorCodes.has(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(cause.message))
      return true;
  }
  return false;
}
