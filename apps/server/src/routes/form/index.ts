import {
  buildDraftPayloadSchema,
  buildQnaPayloadSchema,
  draftSavedResponseSchema,
  draftsResponseSchema,
  formSubmitResponseSchema,
  JOURNEY_DAYS,
  messages,
  type JourneyDay,
} from '@acp/shared';
import { assertMayProcess } from '../../services/consent-service.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.js';
import {
  loadAnswers,
  loadDrafts,
  saveDraft,
  submitAnswers,
  supportCall,
} from '../../services/journey-service.js';
import { scheduleStepReminder } from '../../services/reminders.js';

const NEXT_STEP = { day1: 'day2', day2: 'day3', day3: null } as const;

const submittedMessage: Record<JourneyDay, string> = {
  day1: messages.step1Submitted,
  day2: messages.step2Submitted,
  day3: messages.step3Submitted,
};

/**
 * `POST /form/day1form | day2form | day3form`: one submission per step, after its gates.
 * `GET /form/drafts` and `POST /form/dayNdraft`: the answers given so far, kept as they are given.
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drafts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['journey'],
        summary: 'The answers given so far to each step not yet submitted',
        response: { 200: draftsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      drafts: await loadDrafts(app.deps.database.db, userOf(request).id),
    }),
  );

  for (const day of JOURNEY_DAYS) {
    app.post(
      `/${day}draft`,
      {
        onRequest: app.requireUser,
        // Drafts are in no read cache: saving one keeps the caches.
        config: { readOnly: true },
        schema: {
          tags: ['journey'],
          summary: `Keep the answers given so far to Step ${day.slice(3)}`,
          body: buildDraftPayloadSchema(day),
          response: { 200: draftSavedResponseSchema },
        },
      },
      async (request) => {
        const { config, database, clock } = app.deps;
        assertMayProcess(userOf(request), clock());
        const now = clock();
        await saveDraft(
          database.db,
          userOf(request).id,
          day,
          request.body.qnaArray,
          now,
          config.unlockDelayMs,
        );
        return { success: true as const, savedAt: now.toISOString() };
      },
    );

    app.post(
      `/${day}form`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['journey'],
          summary: `Submit the answers of Step ${day.slice(3)}`,
          body: buildQnaPayloadSchema(day),
          response: { 201: formSubmitResponseSchema },
        },
      },
      async (request, reply) => {
        const { config, database, clock } = app.deps;
        assertMayProcess(userOf(request), clock());
        const saved = await submitAnswers(
          database.db,
          userOf(request).id,
          day,
          request.body.qnaArray,
          clock(),
          config.unlockDelayMs,
        );
        request.log.info({ day }, 'answers submitted');
        const next = NEXT_STEP[day];
        if (next) {
          const unlocksAt = new Date(saved.submittedAt.getTime() + config.unlockDelayMs);
          // The answers are saved: a reminder that cannot be queued is logged, not an error.
          await scheduleStepReminder(app.deps.reminders, {
            userId: saved.userId,
            day: next,
            unlocksAt: unlocksAt.toISOString(),
          }).catch((error: unknown) =>
            request.log.error({ err: error, day: next }, 'step reminder not queued'),
          );
        }
        const support = supportCall(await loadAnswers(database.db, saved.userId));
        return reply.code(201).send({
          success: true as const,
          message: submittedMessage[day],
          support,
          [day]: saved.qna,
        });
      },
    );
  }
};
