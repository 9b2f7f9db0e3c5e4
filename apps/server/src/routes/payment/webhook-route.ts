import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../errors.js';
import { isValidWebhookSignature } from '../../services/payments/signature.js';
import { applyWebhookEvent } from '../../services/payments/webhook-service.js';

/**
 * `POST /payment/webhook`: Razorpay's server-to-server notifications. The signature covers the
 * raw body, so this route keeps the body as bytes and parses JSON only after checking it.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhook',
    { schema: { tags: ['payment'], summary: 'Razorpay webhook (signed)', hide: false } },
    async (request) => {
      const secret = app.deps.payments.webhookSecret;
      if (!secret) throw errors.notFound();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !isValidWebhookSignature(raw, signature, secret)) {
        request.log.warn('webhook signature mismatch');
        throw errors.validation('Invalid webhook signature');
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw errors.validation('The webhook body is not valid JSON.');
      }
      const headerId = request.headers['x-razorpay-event-id'];
      const eventId = typeof headerId === 'string' && headerId ? headerId : `sha:${signature}`;
      const outcome = await applyWebhookEvent(
        {
          db: app.deps.database.db,
          provider: app.deps.payments,
          now: app.deps.clock(),
          log: request.log,
        },
        eventId,
        event as Parameters<typeof applyWebhookEvent>[2],
      );
      request.log.info({ eventId, outcome }, 'webhook handled');
      return { success: true, status: outcome };
    },
  );
};
