import { CURRENCY, PRICE_PAISE, publicConfigSchema } from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'What the web app needs to know about this deployment',
        response: { 200: publicConfigSchema },
      },
    },
    () => ({
      success: true as const,
      googleClientId: config.google?.clientId ?? null,
      pricePaise: PRICE_PAISE,
      currency: CURRENCY,
      unlockDelaySeconds: Math.round(config.unlockDelayMs / 1000),
      paymentProvider: app.deps.payments.name,
      paymentKeyId: app.deps.payments.keyId,
      emailOutbox: !config.smtpUrl,
      contact: config.contact,
      social: config.social,
    }),
  );
};
