import { ageInputSchema, messages, parentEmailChangeSchema, userResponseSchema } from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersRepo } from '../../db/users-repo.js';
import { errors } from '../../errors.js';
import { userOf } from '../../plugins/auth.js';
import { assertAgeRules } from '../../services/auth-service.js';
import { consentStatus, sendConsentRequest } from '../../services/consent-service.js';
import { loadUserView } from '../../services/user-presenter.js';
import { consentContext } from '../consent/index.js';

/**
 * The student's side of age and consent: the date of birth once (accounts made before it was
 * asked, or through Google), and, while waiting for a parent's OK, "send again" and "change
 * parent email".
 */
export const consentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerUser = async (userId: string, message: string) => {
    const user = await usersRepo.findById(app.deps.database.db, userId);
    if (!user) throw errors.unauthorized();
    return {
      success: true as const,
      message,
      user: await loadUserView(app.deps.database.db, user, app.deps.clock()),
    };
  };

  app.post(
    '/age',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Give the date of birth (and a parent email under 18) once, before the first step',
        body: ageInputSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (user.dateOfBirth) throw errors.conflict(messages.ageAlreadyGiven);
      const { dateOfBirth, parentEmail } = request.body;
      const now = app.deps.clock();
      assertAgeRules({ dateOfBirth, parentEmail, email: user.email }, now);
      const updated = await usersRepo.update(app.deps.database.db, user.id, {
        dateOfBirth,
        parentEmail: parentEmail ?? null,
      });
      request.log.info('date of birth given');
      if (updated && consentStatus(updated, now) === 'waiting') {
        await sendConsentRequest(consentContext(app), updated);
      }
      return answerUser(user.id, messages.ageSaved);
    },
  );

  app.post(
    '/consent/resend',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: "Email the parent's consent link again (the one before stops working)",
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      await sendConsentRequest(consentContext(app), user);
      return answerUser(user.id, messages.consentSent);
    },
  );

  app.post(
    '/consent/parent-email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: "Correct the parent's email while waiting, and send the link there",
        body: parentEmailChangeSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const now = app.deps.clock();
      if (consentStatus(user, now) !== 'waiting') throw errors.conflict(messages.consentNotWaiting);
      const { parentEmail } = request.body;
      assertAgeRules({ dateOfBirth: user.dateOfBirth!, parentEmail, email: user.email }, now);
      const updated = await usersRepo.update(app.deps.database.db, user.id, { parentEmail });
      await sendConsentRequest(consentContext(app), updated ?? { ...user, parentEmail });
      return answerUser(user.id, messages.consentSent);
    },
  );
};
