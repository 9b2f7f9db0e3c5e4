import { googleAuthQuerySchema, googleAuthResponseSchema, messages } from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';
import { googleSignIn } from '../../services/google-auth.js';
import { authContext, authRateLimit } from './auth-context.js';
import { sendWelcome } from '../../services/reminders.js';

/** Google sign-in with an auth code from the popup flow (redirect_uri=postmessage). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/google-auth',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Exchange a Google auth code and start a session',
        querystring: googleAuthQuerySchema,
        response: { 200: googleAuthResponseSchema },
      },
    },
    async (request, reply) => {
      // A side effect on GET: refuse cross-site navigations (login CSRF).
      const site = request.headers['sec-fetch-site'];
      if (typeof site === 'string' && site !== 'same-origin') throw errors.csrf();
      const google = app.deps.config.google;
      if (!google) throw errors.notFound(messages.googleNotConfigured);
      const { user, token, created } = await googleSignIn(
        authContext(app, request),
        google,
        request.query.code,
      );
      app.sessionCookie.set(reply, token);
      if (created) await sendWelcome(app.deps.reminders, user);
      // The session travels only as a cookie; `token: true` tells the client to close the modal.
      return { success: true as const, message: messages.loginSuccessful, token: true as const };
    },
  );
};
