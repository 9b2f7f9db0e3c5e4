import {
  CURRENCY,
  messages,
  PRICE_PAISE,
  payLinkInfoSchema,
  payLinkTokenSchema,
  paymentOrderResponseSchema,
  paymentStatusSchema,
  paymentVerifySchema,
  sandboxCheckoutResponseSchema,
  sandboxCheckoutSchema,
} from '@acp/shared';
import { findCatalogueCareerByTitle, hindiTitleInSentence } from '@acp/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careerSelectionsRepo } from '../../db/career-selections-repo.js';
import { errors } from '../../errors.js';
import { firstNameOf, payLinkUser } from '../../services/payments/pay-link-service.js';
import {
  createOrder,
  sandboxCheckout,
  verifyPayment,
} from '../../services/payments/payment-service.js';
import { paymentContext } from '../payment/index.js';
import { authRateLimit } from '../user/auth-context.js';

/**
 * `/pay/:token`: paying for someone else's full report from the link they shared ("ask a parent
 * to pay"). No login: the token is the permission, and it permits paying and nothing else.
 */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const limits = { config: authRateLimit(app) };

  app.get(
    '/:token',
    {
      ...limits,
      schema: {
        tags: ['pay link'],
        summary: 'Whose full report a pay link is for, and whether it is paid',
        params: payLinkTokenSchema,
        response: { 200: payLinkInfoSchema },
      },
    },
    async (request) => {
      const user = await payLinkUser(db, request.params.token, app.deps.clock());
      const selection = await careerSelectionsRepo.latest(db, user.id);
      const career = selection?.title ?? user.linkCareer;
      const titleHi = career ? findCatalogueCareerByTitle(career)?.titleHi : undefined;
      return {
        success: true as const,
        firstName: firstNameOf(user.name),
        career,
        careerHi: titleHi ? hindiTitleInSentence(titleHi) : null,
        amount: PRICE_PAISE,
        currency: CURRENCY,
        isPaymentDone: user.isPaymentDone,
        provider: app.deps.payments.name,
      };
    },
  );

  app.post(
    '/:token/order',
    {
      ...limits,
      schema: {
        tags: ['pay link'],
        summary: 'Create (or reuse) the order for the linked full report',
        params: payLinkTokenSchema,
        response: { 200: paymentOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await payLinkUser(db, request.params.token, app.deps.clock());
      if (user.isPaymentDone) throw errors.conflict(messages.paymentAlreadyDone);
      const order = await createOrder(paymentContext(app, request), user);
      // The payer types their own details at checkout: the student's are not shown to them.
      return {
        success: true as const,
        provider: app.deps.payments.name,
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
        keyId: app.deps.payments.keyId,
        name: '',
        email: '',
        contact: null,
      };
    },
  );

  app.post(
    '/:token/sandbox',
    {
      ...limits,
      schema: {
        tags: ['pay link'],
        summary: 'Sandbox checkout for the linked order: Pay or Fail (no money moves)',
        params: payLinkTokenSchema,
        body: sandboxCheckoutSchema,
        response: { 200: sandboxCheckoutResponseSchema },
      },
    },
    async (request) => {
      if (app.deps.payments.name !== 'sandbox') throw errors.notFound();
      const user = await payLinkUser(db, request.params.token, app.deps.clock());
      const { orderId, outcome } = request.body;
      const response = await sandboxCheckout(paymentContext(app, request), user, orderId, outcome);
      return response
        ? { success: true as const, response }
        : { success: true as const, response: null, message: messages.paymentFailed };
    },
  );

  app.post(
    '/:token/verify',
    {
      ...limits,
      schema: {
        tags: ['pay link'],
        summary: "Verify the linked checkout's signature and unlock that full report",
        params: payLinkTokenSchema,
        body: paymentVerifySchema,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) => {
      const user = await payLinkUser(db, request.params.token, app.deps.clock());
      await verifyPayment(paymentContext(app, request), user, request.body);
      return { success: true as const, isPaymentDone: true, message: messages.parentPaymentDone };
    },
  );
};
