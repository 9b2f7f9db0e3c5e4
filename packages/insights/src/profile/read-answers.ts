import { JOURNEY_DAYS, TEXT_ANSWER_MAX, findQuestionByText, optionIndex } from '@acp/shared';

/** One stored answer: the question's full text and the answer (product.md §3). */
export interface QnaItem {
  question: string;
  answer: string;
}

/** A person's stored answers per step; a step not taken yet may be missing or empty. */
export interface JourneyAnswers {
  day1?: readonly QnaItem[];
  day2?: readonly QnaItem[];
  day3?: readonly QnaItem[];
}

/** Answers resolved against the catalogue: option index per choice question, text per text. */
export interface ResolvedAnswers {
  choices: ReadonlyMap<string, number>;
  texts: ReadonlyMap<string, string>;
}

/** Trims, collapses whitespace and bounds a free-text answer. */
export function cleanText(answer: string): string {
  return answer.replace(/\s+/g, ' ').trim().slice(0, TEXT_ANSWER_MAX);
}

/** Matches stored answers to the catalogue by question text; unknown ones are ignored. */
export function resolveAnswers(answers: JourneyAnswers): ResolvedAnswers {
  const choices = new Map<string, number>();
  const texts = new Map<string, string>();
  for (const day of JOURNEY_DAYS) {
    for (const item of answers[day] ?? []) {
      const question = findQuestionByText(day, item.question);
      if (!question || typeof item.answer !== 'string') continue;
      if (question.type === 'choice') {
        const index = optionIndex(question, item.answer);
        if (index >= 0) choices.set(question.id, index);
      } else {
        const text = cleanText(item.answer);
        if (text) texts.set(question.id, text);
      }
    }
  }
  return { choices, texts };
}
