import {
  messages,
  messageResponseSchema,
  signinSchema,
  signupFinishSchema,
  signupSchema,
  userResponseSchema,
} from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.js';
import { finishSignup, requestSignup, signin } from '../../services/auth-service.js';
import { endSession } from '../../services/session-service.js';
import { loadUserView } from '../../services/user-presenter.js';
import { authContext, authRateLimit } from './auth-context.js';
import { sendWelcome } from '../../services/reminders.js';
import { consentStatus, sendConsentRequest } from '../../services/consent-service.js';
import { consentContext } from '../consent/index.js';

/** Signup, signin, current user and signout (product.md §7). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Start a signup: the next step goes to the email address, whoever owns it',
        description:
          'The same 202 answer for a new address and one with an account (decision 015): a new one gets a single-use link to `/signup/:token`, an existing one a notice to its owner.',
        body: signupSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await requestSignup(authContext(app, request), request.body);
      return reply.code(202).send({ success: true as const, message: messages.signupCheckEmail });
    },
  );

  app.post(
    '/signup/finish',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Finish a signup with the token from its email; creates the account and a session',
        body: signupFinishSchema,
        response: { 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await finishSignup(authContext(app, request), request.body.token);
      app.sessionCookie.set(reply, token);
      await sendWelcome(app.deps.reminders, user);
      if (consentStatus(user, app.deps.clock()) === 'waiting') {
        await sendConsentRequest(consentContext(app), user);
      }
      return reply.code(201).send({
        success: true as const,
        message: messages.signupSuccessful,
        user: await loadUserView(app.deps.database.db, user, app.deps.clock()),
      });
    },
  );

  app.post(
    '/signin',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Log in with email and password',
        body: signinSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await signin(authContext(app, request), request.body);
      app.sessionCookie.set(reply, token);
      return {
        success: true as const,
        message: messages.loginSuccessful,
        user: await loadUserView(app.deps.database.db, user, app.deps.clock()),
      };
    },
  );

  app.post(
    '/user',
    {
      onRequest: app.requireUser,
      config: { readOnly: true },
      schema: {
        tags: ['user'],
        summary: 'The current user',
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { caches, database } = app.deps;
      const load = () => loadUserView(database.db, user, app.deps.clock());
      const view = await (caches ? caches.userViews.through(user.id, load) : load());
      return { success: true as const, user: view };
    },
  );

  app.post(
    '/signout',
    {
      schema: {
        tags: ['user'],
        summary: 'End this session',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const token = app.sessionCookie.read(request);
      if (token) await endSession(app.deps.database.db, token);
      app.sessionCookie.clear(reply);
      return { success: true as const, message: messages.logoutSuccessful };
    },
  );
};
