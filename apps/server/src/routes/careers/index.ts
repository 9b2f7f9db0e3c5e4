import {
  careerFitParamsSchema,
  careerFitResponseSchema,
  careerSearchQuerySchema,
  careerSearchResponseSchema,
} from '@acp/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.js';
import { checkCareerFitFor, searchCatalogueCareers } from '../../services/career-check-service.js';
import { perPersonLimit } from '../../lib/rate-limit-key.js';

/** Per person, as the AI endpoints: the session cookie identifies them before authentication. */
const careerRateLimit = (app: FastifyInstance) => ({
  rateLimit: perPersonLimit(app.deps.config.rateLimitAiMax, app.deps.config.rateLimitWindowMs),
});

/** "Check any career": search the Indian career catalogue, and how one career fits the caller. */
export const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      onRequest: app.requireUser,
      config: careerRateLimit(app),
      schema: {
        tags: ['careers'],
        summary: 'Find careers by English or Hindi title, a Hinglish word or an exam',
        querystring: careerSearchQuerySchema,
        response: { 200: careerSearchResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      careers: searchCatalogueCareers(request.query.q, userOf(request).locale ?? 'en'),
    }),
  );

  app.get(
    '/:id/fit',
    {
      onRequest: app.requireUser,
      config: careerRateLimit(app),
      schema: {
        tags: ['careers'],
        summary: 'How one career fits the caller, scored from their answers as their blueprint',
        params: careerFitParamsSchema,
        response: { 200: careerFitResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const career = await checkCareerFitFor(app.deps.database.db, user, request.params.id);
      return { success: true as const, career };
    },
  );
};
