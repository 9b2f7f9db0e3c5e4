import { contactMessageSchema, messageResponseSchema, messages } from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { saveContactMessage } from '../../services/contact-service.js';

/** `POST /contact`: the contact form; a logged-in sender is linked to their account. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: {
        rateLimit: {
          max: app.deps.config.rateLimitAuthMax,
          timeWindow: app.deps.config.rateLimitWindowMs,
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactMessageSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.requireUser(request);
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 401)) throw error;
      }
      const { config, database, mailer, clock } = app.deps;
      await saveContactMessage(
        { db: database.db, mailer, supportEmail: config.supportEmail, now: clock() },
        request.user?.id ?? null,
        request.body,
      );
      request.log.info({ inquiryType: request.body.inquiryType }, 'contact message stored');
      return reply.code(201).send({ success: true as const, message: messages.contactSent });
    },
  );
};
