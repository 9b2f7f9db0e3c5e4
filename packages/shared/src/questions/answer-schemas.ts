import { z } from 'zod';
import type { JourneyDay } from '../constants.js';
import { messages } from '../messages.js';
import { questionsForDay } from './catalogue.js';
import { TEXT_ANSWER_MAX, TEXT_ANSWER_MIN } from './constants.js';
import type { Question } from './types.js';

export const answerTooLongMessage = `Answer must be at most ${TEXT_ANSWER_MAX} characters`;

/** Steps 2 and 3 send an unanswered radio as "" (product.md §5); Step 1 radios are required. */
export function allowsEmptyChoice(day: JourneyDay): boolean {
  return day !== 'day1';
}

export const notAnOptionMessage = 'Please choose one of the options';

/**
 * The one rule for one answer, used by the form and by the server: a text answer has 1–1000
 * characters once trimmed ("Answer is required"); a radio is one of its options, or "" where
 * the step allows it unanswered.
 */
export function answerSchemaFor(question: Question, day: JourneyDay): z.ZodType<string, string> {
  if (question.type === 'text') {
    return z
      .string()
      .trim()
      .min(TEXT_ANSWER_MIN, messages.answerRequired)
      .max(TEXT_ANSWER_MAX, answerTooLongMessage);
  }
  const options = z.string().refine((answer) => question.options.includes(answer), {
    message: notAnOptionMessage,
  });
  if (allowsEmptyChoice(day)) return z.union([z.literal(''), options]);
  return z.string().min(1, messages.answerRequired).pipe(options);
}

/** The form schema of one step: one field per question, keyed by `question.key` (`q1`…). */
export function buildAnswerFormSchema(
  day: JourneyDay,
): z.ZodType<Record<string, string>, Record<string, string>> {
  const shape: Record<string, z.ZodType<string, string>> = {};
  for (const question of questionsForDay(day)) shape[question.key] = answerSchemaFor(question, day);
  return z.object(shape);
}
export type AnswerFormValues = Record<string, string>;

function answerIssue(question: Question, answer: string, day: JourneyDay): string | undefined {
  const result = answerSchemaFor(question, day).safeParse(answer);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Server schema for `{ qnaArray: [{question, answer}] }` of one step: every question of the
 * catalogue exactly once (any order), choices among its options, text answers 1–1000 chars.
 */
export function buildQnaPayloadSchema(day: JourneyDay) {
  const questions = questionsForDay(day);
  const qna = z.object({
    question: z.string().max(500),
    answer: z.string().max(TEXT_ANSWER_MAX * 2),
  });
  return z
    .object({ qnaArray: z.array(qna).length(questions.length) })
    .superRefine((payload, ctx) => {
      const seen = new Set<string>();
      payload.qnaArray.forEach((item, index) => {
        const question = questions.find((candidate) => candidate.text === item.question);
        if (!question) {
          ctx.addIssue({
            code: 'custom',
            path: ['qnaArray', index, 'question'],
            message: 'Unknown question',
          });
          return;
        }
        if (seen.has(question.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['qnaArray', index, 'question'],
            message: 'Duplicate question',
          });
        }
        seen.add(question.id);
        const issue = answerIssue(question, item.answer, day);
        if (issue)
          ctx.addIssue({ code: 'custom', path: ['qnaArray', index, 'answer'], message: issue });
      });
    })
    .transform((payload) => ({
      qnaArray: payload.qnaArray.map((item) => ({
        question: item.question,
        answer: item.answer.trim(),
      })),
    }));
}
export type QnaPayload = { qnaArray: { question: string; answer: string }[] };

/** Form values (keyed by `q1`…) → the payload's list, in catalogue order. */
export function toQnaArray(
  day: JourneyDay,
  values: Partial<AnswerFormValues>,
): QnaPayload['qnaArray'] {
  return questionsForDay(day).map((question) => ({
    question: question.text,
    answer: values[question.key] ?? '',
  }));
}

/** Stored answers → form values for prefilling, matched by question text (product.md §2). */
export function fromQnaArray(
  day: JourneyDay,
  qnaArray: readonly { question: string; answer: string }[],
): AnswerFormValues {
  const values: AnswerFormValues = {};
  for (const question of questionsForDay(day)) {
    const stored = qnaArray.find((item) => item.question === question.text);
    values[question.key] = stored?.answer ?? '';
  }
  return values;
}

/**
 * Schema for `{ qnaArray }` of a draft: the answers given so far, in any state. Each question at
 * most once, a choice among its options, a text answer at most 1000 characters (a short or empty
 * one is kept as typed); empty answers are dropped.
 */
export function buildDraftPayloadSchema(day: JourneyDay) {
  const questions = questionsForDay(day);
  const qna = z.object({
    question: z.string().max(500),
    answer: z.string().max(TEXT_ANSWER_MAX, answerTooLongMessage),
  });
  return z
    .object({ qnaArray: z.array(qna).max(questions.length) })
    .superRefine((payload, ctx) => {
      const seen = new Set<string>();
      payload.qnaArray.forEach((item, index) => {
        const question = questions.find((candidate) => candidate.text === item.question);
        const issue = !question
          ? 'Unknown question'
          : seen.has(question.id)
            ? 'Duplicate question'
            : question.type === 'choice' &&
                item.answer.trim() !== '' &&
                !question.options.includes(item.answer)
              ? notAnOptionMessage
              : undefined;
        if (question) seen.add(question.id);
        if (issue) ctx.addIssue({ code: 'custom', path: ['qnaArray', index], message: issue });
      });
    })
    .transform((payload) => ({
      qnaArray: payload.qnaArray.filter((item) => item.answer.trim() !== ''),
    }));
}
