import {
  buildQnaPayloadSchema,
  formSubmitResponseSchema,
  JOURNEY_DAYS,
  messages,
  type JourneyDay,
} from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.js';
import { submitAnswers } from '../../services/journey-service.js';

const submittedMessage: Record<JourneyDay, string> = {
  day1: messages.step1Submitted,
  day2: messages.step2Submitted,
  day3: messages.step3Submitted,
};

/** `POST /form/day1form | day2form | day3form`: one submission per step, after its gates. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const day of JOURNEY_DAYS) {
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
        const saved = await submitAnswers(
          database.db,
          userOf(request).id,
          day,
          request.body.qnaArray,
          clock(),
          config.unlockDelayMs,
        );
        request.log.info({ day }, 'answers submitted');
        return reply
          .code(201)
          .send({ success: true as const, message: submittedMessage[day], [day]: saved.qna });
      },
    );
  }
};
