import { consentTokenSchema, LOCALES, parentViewSchema } from '@acp/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openParentView } from '../../services/parent-view-service.js';
import { authRateLimit } from '../user/auth-context.js';

/**
 * `GET /parent/:token`: the read-only page a student shares with a parent (decision 014). No
 * login: the token is the permission, and it reads; the only thing it can do besides is pay
 * through `/pay/:token` for this student.
 */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:token',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['parent view'],
        summary: "A student's blueprint as their parent sees it (read-only)",
        params: consentTokenSchema,
        // The language the page is shown in (decision 016); the student's when left out.
        querystring: z.object({ lang: z.enum(LOCALES).optional() }),
        response: { 200: parentViewSchema },
      },
    },
    async (request) =>
      openParentView(
        app.deps.database.db,
        request.params.token,
        app.deps.clock(),
        request.query.lang,
      ),
  );
};
