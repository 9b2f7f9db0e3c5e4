import { messageResponseSchema, messages } from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usersRepo } from '../../db/users-repo.js';
import { errors } from '../../errors.js';
import { authRateLimit } from '../user/auth-context.js';

/** The path a mail app posts to (RFC 8058); outside the CSRF check, as the token is the key. */
export const UNSUBSCRIBE_PATH = '/api/v1/email/unsubscribe';

/**
 * `POST /email/unsubscribe?token=…`: stops the reminder emails of the link's account, with no
 * login: from the page the email links to, or from the mail app's own unsubscribe button.
 */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail app's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/unsubscribe',
    {
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Stop the reminder emails (the token of an unsubscribe link)',
        querystring: z.object({ token: z.string().max(100) }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { token } = request.query;
      const valid = z.uuid().safeParse(token).success;
      const user = valid
        ? await usersRepo.findByEmailToken(app.deps.database.db, token)
        : undefined;
      if (!user) throw errors.notFound(messages.unsubscribeInvalid);
      if (!user.remindersOffAt) {
        await usersRepo.update(app.deps.database.db, user.id, { remindersOffAt: app.deps.clock() });
        request.log.info({ userId: user.id }, 'reminders stopped from an email link');
      }
      return { success: true as const, message: messages.remindersOff };
    },
  );
};
