import {
  careerAimsResponseSchema,
  careerAimsSchema,
  checkInResponseSchema,
  checkInSchema,
  educationStageSchema,
  messages,
  paymentStatusSchema,
  progressStatusSchema,
  selectCareerResponseSchema,
  selectCareerSchema,
  stageResponseSchema,
} from '@acp/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightResultsRepo, type InsightKind } from '../../db/insight-results-repo.js';
import type { UserRow } from '../../db/schema.js';
import { resultLocale } from '../../services/insight-request.js';
import { getOrCreateInsight } from '../../services/insight-service.js';
import { userOf } from '../../plugins/auth.js';
import { assertMayProcess } from '../../services/consent-service.js';
import { usersRepo } from '../../db/users-repo.js';
import { selectCareer } from '../../services/career-selection-service.js';
import { careerAimsOf, saveCareerAims } from '../../services/career-aims-service.js';
import { answersRepo } from '../../db/answers-repo.js';
import {
  loadAnswers,
  loadSubmissions,
  needsSupport,
  unlockTime,
} from '../../services/journey-service.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Progress through the journey and the career choice. */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The results of `kinds` the person has, made again from today's inputs (support, or the
   * careers they picked, change them); whether any was.
   */
  const rewriteResults = async (
    request: FastifyRequest,
    user: UserRow,
    kinds: readonly InsightKind[] = ['day1', 'day2', 'career', 'deep'],
  ) => {
    const { database, clock, narrator, metrics, insightFlights } = app.deps;
    let rewritten = false;
    for (const kind of kinds) {
      const locale = resultLocale(kind, user.locale);
      if (!(await insightResultsRepo.latest(database.db, user.id, kind, locale))) continue;
      rewritten = true;
      await getOrCreateInsight(
        {
          db: database.db,
          narrator,
          log: request.log,
          now: clock(),
          metrics,
          cache: null,
          flights: insightFlights,
        },
        user,
        kind,
      );
    }
    return rewritten;
  };

  app.get(
    '/progress-status',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['journey'],
        summary: 'When each step was submitted and when the next one unlocks',
        response: { 200: progressStatusSchema },
      },
    },
    async (request) => {
      const { config, database, clock, caches } = app.deps;
      const { id } = userOf(request);
      const load = () => loadSubmissions(database.db, id);
      const byDay = await (caches ? caches.submissions.through(id, load) : load());
      return {
        success: true as const,
        day1SubmittedAt: iso(byDay.day1?.submittedAt),
        day2SubmittedAt: iso(byDay.day2?.submittedAt),
        day3SubmittedAt: iso(byDay.day3?.submittedAt),
        day2UnlocksAt: iso(unlockTime(byDay, 'day2', config.unlockDelayMs)),
        day3UnlocksAt: iso(unlockTime(byDay, 'day3', config.unlockDelayMs)),
        unlockDelaySeconds: Math.round(config.unlockDelayMs / 1000),
        serverTime: clock().toISOString(),
      };
    },
  );

  app.post(
    '/payment',
    {
      onRequest: app.requireUser,
      config: { readOnly: true },
      schema: {
        tags: ['payment'],
        summary: 'Whether the full report is unlocked for the caller',
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) => {
      const { isPaymentDone } = userOf(request);
      return {
        success: true as const,
        isPaymentDone,
        message: isPaymentDone ? messages.paymentDone : messages.paymentPending,
      };
    },
  );

  app.post(
    '/select-career',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['journey'],
        summary: 'Choose a top career of the latest blueprint, or any catalogue career',
        body: selectCareerSchema,
        response: { 200: selectCareerResponseSchema },
      },
    },
    async (request) => {
      const { database, clock } = app.deps;
      assertMayProcess(userOf(request), clock());
      const chosenCareer = await selectCareer(
        database.db,
        userOf(request).id,
        request.body.choosedCareer,
        clock(),
      );
      return { success: true as const, message: messages.careerSelected, chosenCareer };
    },
  );

  app.post(
    '/stage',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['journey'],
        summary: 'Say where you are in your studies or work; the roadmap starts there',
        body: educationStageSchema,
        response: { 200: stageResponseSchema },
      },
    },
    async (request) => {
      const { id } = userOf(request);
      assertMayProcess(userOf(request), app.deps.clock());
      await usersRepo.update(app.deps.database.db, id, { educationStage: request.body });
      request.log.info({ stage: request.body.stage }, 'education stage saved');
      return {
        success: true as const,
        message: messages.stageSaved,
        educationStage: request.body,
      };
    },
  );

  app.post(
    '/career-aims',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['journey'],
        summary:
          'Say which careers you are already thinking about (up to 3, or none for "Not sure yet")',
        body: careerAimsSchema,
        response: { 200: careerAimsResponseSchema },
      },
    },
    async (request) => {
      const { database, clock } = app.deps;
      assertMayProcess(userOf(request), clock());
      const { careers } = request.body;
      const saved = await saveCareerAims(database.db, userOf(request).id, careers);
      request.log.info({ careers: careers.length }, 'career aims saved');
      // A blueprint (and roadmap) they already have is made again with the picks.
      const blueprintUpdated = await rewriteResults(request, saved, ['career', 'deep']);
      return {
        success: true as const,
        message: blueprintUpdated
          ? messages.careerAimsBlueprintUpdated
          : careers.length === 0
            ? messages.careerAimsNotSure
            : messages.careerAimsSaved,
        careerAims: careerAimsOf(saved) ?? [],
        blueprintUpdated,
      };
    },
  );

  app.post(
    '/check-in',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['journey'],
        summary: 'Say how you have been feeling, when your words read heavy (decision 019)',
        body: checkInSchema,
        response: { 200: checkInResponseSchema },
      },
    },
    async (request) => {
      const { id } = userOf(request);
      const { database, clock } = app.deps;
      assertMayProcess(userOf(request), clock());
      // Not sure, or rather not say: the helplines are better shown than missed.
      const struggling = request.body.feeling !== 'okay';
      await answersRepo.answerCheckIn(database.db, id, struggling);
      // Only the resulting flag is kept; the answer itself is neither stored nor logged.
      request.log.info('check-in answered');
      const showSupportCard = needsSupport(await loadAnswers(database.db, id));
      // The results they already have are written again for someone who may be struggling.
      if (showSupportCard) await rewriteResults(request, userOf(request));
      return { success: true as const, message: messages.checkInThanks, showSupportCard };
    },
  );
};
