import {
  deleteAccountSchema,
  messageResponseSchema,
  messages,
  localeSettingSchema,
  remindersSettingSchema,
} from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersRepo } from '../../db/users-repo.js';
import { userOf } from '../../plugins/auth.js';
import { deleteAccount, exportUserData } from '../../services/account-service.js';
import { pdfFilename } from '../../services/pdf/pdf-service.js';
import { authRateLimit } from './auth-context.js';

/** The person's control over their data: export everything, or delete the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.requireUser,
      schema: { tags: ['user'], summary: 'Download everything we hold about you (JSON)' },
    },
    async (request, reply) => {
      const user = userOf(request);
      const data = await exportUserData(app.deps.database.db, user, app.deps.clock());
      request.log.info('data export downloaded');
      const filename = pdfFilename(user.name).replace(/\.pdf$/, '-data.json');
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/locale',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Keep the language chosen (emails, the PDF and a new device use it)',
        body: localeSettingSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { locale } = request.body;
      await usersRepo.update(app.deps.database.db, userOf(request).id, { locale });
      return { success: true as const, message: messages.localeSaved };
    },
  );

  app.post(
    '/reminders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Turn the "Step N is ready" reminder emails on or off',
        body: remindersSettingSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { on } = request.body;
      await usersRepo.update(app.deps.database.db, userOf(request).id, {
        remindersOffAt: on ? null : app.deps.clock(),
      });
      request.log.info({ on }, 'reminder setting changed');
      return { success: true as const, message: on ? messages.remindersOn : messages.remindersOff };
    },
  );

  app.post(
    '/delete',
    {
      onRequest: app.requireUser,
      config: authRateLimit(app),
      schema: {
        tags: ['user'],
        summary: 'Delete your account and data (confirm with email and password)',
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await deleteAccount(app.deps.database.db, user, request.body);
      app.sessionCookie.clear(reply);
      request.log.info({ userId: user.id }, 'account deleted');
      return { success: true as const, message: messages.accountDeleted };
    },
  );
};
