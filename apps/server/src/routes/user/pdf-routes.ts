import { assertMayProcess } from '../../services/consent-service.js';
import { careerPdfResponseSchema, messages } from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careerPdfsRepo } from '../../db/career-pdfs-repo.js';
import { errors } from '../../errors.js';
import { userOf } from '../../plugins/auth.js';
import { generateCareerPdf } from '../../services/pdf/pdf-service.js';
import { CAREER_PDF_URL } from '../../services/user-presenter.js';
import { requirePaidPlan } from '../../services/plan.js';
import { perPersonLimit } from '../../lib/rate-limit-key.js';

/** The career PDF: generate (paid plan) and download (owner only). */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/career-pdf',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: perPersonLimit(
          app.deps.config.rateLimitAiMax,
          app.deps.config.rateLimitWindowMs,
        ),
      },
      schema: {
        tags: ['report'],
        summary: 'Generate the career PDF from the latest results',
        response: {
          200: careerPdfResponseSchema,
        },
      },
    },
    async (request) => {
      assertMayProcess(userOf(request), app.deps.clock());
      const pdf = await generateCareerPdf(app.deps.database.db, userOf(request), app.deps.clock());
      request.log.info({ bytes: pdf.length }, 'career PDF generated');
      return {
        success: true as const,
        message: messages.pdfGenerated,
        carrerPdfUrl: CAREER_PDF_URL,
      };
    },
  );

  app.get(
    '/career-pdf',
    {
      onRequest: app.requireUser,
      schema: { tags: ['report'], summary: 'Download your career PDF' },
    },
    async (request, reply) => {
      const user = userOf(request);
      requirePaidPlan(user);
      const stored = await careerPdfsRepo.find(app.deps.database.db, user.id);
      if (!stored) throw errors.notFound(messages.pdfMissing);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${stored.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(stored.pdf);
    },
  );
};
