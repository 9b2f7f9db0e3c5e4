import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errors } from '../../errors.js';
import { parseJsonBody } from '../../lib/json-body.js';
import { isValidWebhookSignature } from '../../services/payments/signature.js';
import { applyWebhookEvent } from '../../services/payments/webhook-service.js';

const id = z.string().max(200).nullish();
const amount = z.number().nullish();

/**
 * The parts of a Razorpay event the webhook reads (others are dropped). Signed does not mean
 * well-formed: a body of another shape is refused instead of failing inside the handler.
 */
const webhookEventSchema = z.object({
  event: z.string().max(100).optional(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id, order_id: id, amount, status: id }).optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id, amount_paid: amount }).optional() }).optional(),
    })
    .optional(),
});

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
      const parsed = webhookEventSchema.safeParse(parseJsonBody(raw.toString('utf8')));
      if (!parsed.success) throw errors.validation('The webhook event is not a Razorpay event.');
      const event = parsed.data;
      const headerId = request.headers['x-razorpay-event-id'];
      const eventId = typeof headerId === 'string' && headerId ? headerId : `sha:${signature}`;
      const outcome = await applyWebhookEvent(
        {
          db: app.deps.database.db,
          provider: app.deps.payments,
          now: app.deps.clock(),
          log: request.log,
          receipts: { mailer: app.deps.mailer, appUrl: app.deps.config.appUrl },
        },
        eventId,
        event as Parameters<typeof applyWebhookEvent>[2],
      );
      request.log.info({ eventId, outcome }, 'webhook handled');
      return { success: true, status: outcome };
    },
  );
};
