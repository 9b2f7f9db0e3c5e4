import {
  messages,
  paymentOrderResponseSchema,
  paymentStatusSchema,
  payLinkRequestSchema,
  payLinkResponseSchema,
  paymentVerifySchema,
  sandboxCheckoutSchema,
  sandboxCheckoutResponseSchema,
} from '@acp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';
import { userOf } from '../../plugins/auth.js';
import {
  createOrder,
  sandboxCheckout,
  verifyPayment,
  type PaymentContext,
} from '../../services/payments/payment-service.js';
import { createPayLink } from '../../services/payments/pay-link-service.js';
import { webhookRoutes } from './webhook-route.js';
import { perPersonLimit } from '../../lib/rate-limit-key.js';

export function paymentContext(app: FastifyInstance, request: FastifyRequest): PaymentContext {
  return {
    db: app.deps.database.db,
    provider: app.deps.payments,
    now: app.deps.clock(),
    log: request.log,
    metrics: app.deps.metrics,
    receipts: { mailer: app.deps.mailer, appUrl: app.deps.config.appUrl },
  };
}

const paymentRateLimit = (app: FastifyInstance) => ({
  rateLimit: perPersonLimit(app.deps.config.rateLimitAuthMax, app.deps.config.rateLimitWindowMs),
});

/** Orders, checkout verification, the sandbox checkout and Razorpay webhooks. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order',
    {
      onRequest: app.requireUser,
      config: paymentRateLimit(app),
      schema: {
        tags: ['payment'],
        summary: 'Create (or reuse) the order for the full report',
        response: { 200: paymentOrderResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const order = await createOrder(paymentContext(app, request), user);
      return {
        success: true as const,
        provider: app.deps.payments.name,
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
        keyId: app.deps.payments.keyId,
        name: user.name,
        email: user.email,
        contact: user.contact,
      };
    },
  );

  app.post(
    '/verify',
    {
      onRequest: app.requireUser,
      config: paymentRateLimit(app),
      schema: {
        tags: ['payment'],
        summary: "Verify the checkout's signature and unlock the full report",
        body: paymentVerifySchema,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) => {
      await verifyPayment(paymentContext(app, request), userOf(request), request.body);
      return { success: true as const, isPaymentDone: true, message: messages.paymentDone };
    },
  );

  app.post(
    '/sandbox/checkout',
    {
      onRequest: app.requireUser,
      config: paymentRateLimit(app),
      schema: {
        tags: ['payment'],
        summary: 'Sandbox checkout: Pay or Fail (no money moves)',
        body: sandboxCheckoutSchema,
        response: {
          200: sandboxCheckoutResponseSchema,
        },
      },
    },
    async (request) => {
      if (app.deps.payments.name !== 'sandbox') throw errors.notFound();
      const { orderId, outcome } = request.body;
      const response = await sandboxCheckout(
        paymentContext(app, request),
        userOf(request),
        orderId,
        outcome,
      );
      return response
        ? { success: true as const, response }
        : { success: true as const, response: null, message: messages.paymentFailed };
    },
  );

  app.post(
    '/pay-link',
    {
      onRequest: app.requireUser,
      config: paymentRateLimit(app),
      schema: {
        tags: ['payment'],
        summary: 'A link for a parent to pay for this account (replaces the last one)',
        body: payLinkRequestSchema,
        response: { 200: payLinkResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (user.isPaymentDone) throw errors.conflict(messages.paymentAlreadyDone);
      const link = await createPayLink(app.deps.database.db, user, {
        career: request.body.career ?? null,
        now: app.deps.clock(),
        appUrl: app.deps.config.appUrl,
      });
      return { success: true as const, url: link.url, expiresAt: link.expiresAt.toISOString() };
    },
  );

  await app.register(webhookRoutes);
};
