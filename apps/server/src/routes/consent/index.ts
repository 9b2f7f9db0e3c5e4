import {
  consentGivenSchema,
  consentInfoSchema,
  consentTokenSchema,
  giveConsentSchema,
  messageResponseSchema,
  messages,
  withdrawInfoSchema,
} from '@acp/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentInfo,
  giveConsent,
  withdrawConsent,
  withdrawInfo,
  type ConsentContext,
} from '../../services/consent-service.js';
import { authRateLimit } from '../user/auth-context.js';

export const consentContext = (app: FastifyInstance): ConsentContext => ({
  db: app.deps.database.db,
  mailer: app.deps.mailer,
  now: app.deps.clock(),
  appUrl: app.deps.config.appUrl,
});

/**
 * `/consent/:token` and `/consent/withdraw/:token`: a parent gives or withdraws consent for a
 * child under 18 from the links we email them. No login: the emailed token is the permission.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const limits = { config: authRateLimit(app) };

  app.get(
    '/:token',
    {
      ...limits,
      schema: {
        tags: ['consent'],
        summary: 'Whose consent a link asks for, and the version of the text to read',
        params: consentTokenSchema,
        response: { 200: consentInfoSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await consentInfo(db, request.params.token, app.deps.clock())),
    }),
  );

  app.post(
    '/:token',
    {
      ...limits,
      schema: {
        tags: ['consent'],
        summary: "Give a parent's consent (once per link)",
        params: consentTokenSchema,
        body: giveConsentSchema,
        response: { 200: consentGivenSchema },
      },
    },
    async (request) => {
      const { parentViewUrl } = await giveConsent(
        consentContext(app),
        request.params.token,
        request.body.version,
      );
      request.log.info('parental consent given');
      return { success: true as const, message: messages.consentGiven, parentViewUrl };
    },
  );

  app.get(
    '/withdraw/:token',
    {
      ...limits,
      schema: {
        tags: ['consent'],
        summary: 'Whose consent a withdrawal link is for, and whether it is still in force',
        params: consentTokenSchema,
        response: { 200: withdrawInfoSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await withdrawInfo(db, request.params.token)),
    }),
  );

  app.post(
    '/withdraw/:token',
    {
      ...limits,
      schema: {
        tags: ['consent'],
        summary: "Withdraw a parent's consent: the child's answers and results are erased",
        params: consentTokenSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await withdrawConsent(consentContext(app), request.params.token);
      request.log.info('parental consent withdrawn');
      return { success: true as const, message: messages.consentWithdrawn };
    },
  );
};
