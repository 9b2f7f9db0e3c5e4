import {
  allowsEmptyChoice,
  buildAnswerFormSchema,
  messages,
  questionsForDay,
  type JourneyDay,
} from '@acp/shared';
import { z } from 'zod';

type AnswerFormSchema = z.ZodType<Record<string, string>, Record<string, string>>;

/**
 * The form schema of a step (shared, keyed q1…). Step 1's radios are also required here,
 * because the server refuses an unanswered Step 1 radio; Steps 2 and 3 send "" (spec §5).
 */
export function answerFormSchemaFor(day: JourneyDay): AnswerFormSchema {
  // The shared shape is typed per field as ZodType<string>; the form's values are all strings.
  const base = buildAnswerFormSchema(day) as unknown as z.ZodObject<
    Record<string, z.ZodType<string, string>>
  >;
  if (allowsEmptyChoice(day)) return base;
  const required: Record<string, z.ZodType<string, string>> = Object.fromEntries(
    questionsForDay(day)
      .filter((question) => question.type === 'choice')
      .map((question) => [question.key, z.string().min(1, messages.answerRequired)]),
  );
  return base.extend(required);
}
