import {
  careerAiResponseSchema,
  day1AiResponseSchema,
  day2AiResponseSchema,
  deepAiResponseSchema,
} from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { InsightKind } from '../../db/insight-results-repo.js';
import { userOf } from '../../plugins/auth.js';
import { getOrCreateInsight } from '../../services/insight-service.js';
import { requirePaidPlan } from '../../services/plan.js';
import { assertMayProcess } from '../../services/consent-service.js';
import { perPersonLimit } from '../../lib/rate-limit-key.js';

const endpoints: { path: string; kind: InsightKind; summary: string; response: z.ZodType }[] = [
  {
    path: '/aicarrerfind-day1',
    kind: 'day1',
    summary: 'Step 1 result: inner strengths',
    response: day1AiResponseSchema,
  },
  {
    path: '/aicarrerfind-day2',
    kind: 'day2',
    summary: 'Step 2 result: emotional map',
    response: day2AiResponseSchema,
  },
  {
    path: '/aicarrerfind-day3',
    kind: 'career',
    summary: 'Career blueprint: top 3 careers',
    response: careerAiResponseSchema,
  },
  {
    path: '/godeep',
    kind: 'deep',
    summary: 'Deep roadmap for the chosen career',
    response: deepAiResponseSchema,
  },
];

/** The spec's AI endpoints: `{ success, data }`; the same inputs return the stored result. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  for (const { path, kind, summary, response } of endpoints) {
    app.post(
      path,
      {
        onRequest: app.requireUser,
        config: {
          // Changes data only when it stores a new result, and then says so (dataChanged).
          readOnly: true,
          rateLimit: perPersonLimit(config.rateLimitAiMax, config.rateLimitWindowMs),
        },
        schema: { tags: ['ai'], summary, response: { 200: response } },
      },
      async (request) => {
        const { database, clock, narrator, metrics, caches, insightFlights } = app.deps;
        const user = userOf(request);
        assertMayProcess(user, clock());
        if (kind === 'deep') requirePaidPlan(user);
        const { payload, engine, created } = await getOrCreateInsight(
          {
            db: database.db,
            narrator,
            log: request.log,
            now: clock(),
            metrics,
            cache: caches?.insights,
            flights: insightFlights,
          },
          user,
          kind,
        );
        request.dataChanged = created;
        return { success: true as const, engine, data: payload };
      },
    );
  }
};
