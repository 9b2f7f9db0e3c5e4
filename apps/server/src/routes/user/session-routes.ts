import {
  messages,
  messageResponseSchema,
  signinSchema,
  signupSchema,
  userResponseSchema,
} from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.js';
import { signin, signup } from '../../services/auth-service.js';
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
        summary: 'Create an account and start a session',
        body: signupSchema,
        response: { 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await signup(authContext(app, request), request.body);
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
