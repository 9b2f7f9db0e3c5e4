import {
  forgotPasswordSchema,
  messages,
  messageResponseSchema,
  resetPasswordSchema,
} from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPasswordReset, resetPassword } from '../../services/auth-service.js';
import { authContext, authRateLimit } from './auth-context.js';

/** Forgot and reset password (product.md §7, product.md §6). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forget-password',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Email a reset link (same answer for every email)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(authContext(app, request), request.body.email);
      return { success: true as const, message: messages.forgotSent };
    },
  );

  app.post(
    '/reset-password/:token',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Set a new password with a reset token',
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(
        authContext(app, request),
        request.params.token,
        request.body.newPassword,
      );
      return { success: true as const, message: messages.resetDone };
    },
  );
};
