import { healthResponseSchema } from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: healthResponseSchema } } },
    () => ({ success: true as const, status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: healthResponseSchema },
      },
    },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw errors.unavailable();
      }
      return { success: true as const, status: 'ready' as const };
    },
  );
};
