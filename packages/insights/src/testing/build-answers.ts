import { questionsForDay } from '@acp/shared';
import type { JourneyDay } from '@acp/shared';
import type { QnaItem } from '../profile/read-answers.js';

/** All three steps' stored answers, as mutable lists (test data). */
export interface AnswerLists {
  day1: QnaItem[];
  day2: QnaItem[];
  day3: QnaItem[];
}

/** Per question in catalogue order: an option index for choices ("" or -1 = skipped), text for texts. */
export type AnswerPicks = readonly (number | string)[];

/** Builds a stored answer list from picks (test and bench factory). */
export function buildDayAnswers(day: JourneyDay, picks: AnswerPicks): QnaItem[] {
  const questions = questionsForDay(day);
  if (picks.length !== questions.length)
    throw new Error(`${day}: ${picks.length} picks for ${questions.length} questions`);
  return questions.map((question, index) => {
    const pick = picks[index];
    if ((question.type === 'text') !== (typeof pick === 'string'))
      throw new Error(`${question.id}: wrong kind of pick`);
    if (question.type === 'choice') {
      const option = typeof pick === 'number' ? question.options[pick] : undefined;
      return { question: question.text, answer: option ?? '' };
    }
    return { question: question.text, answer: typeof pick === 'string' ? pick : '' };
  });
}

export function buildAnswers(picks: {
  day1: AnswerPicks;
  day2: AnswerPicks;
  day3: AnswerPicks;
}): AnswerLists {
  return {
    day1: buildDayAnswers('day1', picks.day1),
    day2: buildDayAnswers('day2', picks.day2),
    day3: buildDayAnswers('day3', picks.day3),
  };
}
