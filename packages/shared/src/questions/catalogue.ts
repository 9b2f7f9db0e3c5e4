import type { JourneyDay } from '../constants.js';
import { day1Drafts } from './day1.js';
import { day2Drafts } from './day2.js';
import { day3Drafts } from './day3.js';
import type { ChoiceQuestion, Question, QuestionDraft } from './types.js';

function build(day: JourneyDay, drafts: readonly QuestionDraft[]): readonly Question[] {
  return drafts.map((draft, index) => {
    const key = `q${index + 1}`;
    return { ...draft, id: `${day}.${key}`, key, day };
  });
}

/** Every question of the journey, per day, in the order the screens show them. */
export const questionCatalogue: Readonly<Record<JourneyDay, readonly Question[]>> = {
  day1: build('day1', day1Drafts),
  day2: build('day2', day2Drafts),
  day3: build('day3', day3Drafts),
};

/** The questions of one step, in display order. */
export function questionsForDay(day: JourneyDay): readonly Question[] {
  return questionCatalogue[day];
}

/** A question by its stable id (`day2.q9`), or undefined. */
export function findQuestionById(id: string): Question | undefined {
  const day = id.split('.')[0];
  if (day !== 'day1' && day !== 'day2' && day !== 'day3') return undefined;
  return questionCatalogue[day].find((question) => question.id === id);
}

/** A question of a day by its full text (whitespace-trimmed), as stored answers carry it. */
export function findQuestionByText(day: JourneyDay, text: string): Question | undefined {
  const wanted = text.trim();
  return questionCatalogue[day].find((question) => question.text === wanted);
}

/** Index of a choice answer among the question's options, or -1 (empty or unknown). */
export function optionIndex(question: ChoiceQuestion, answer: string): number {
  const wanted = answer.trim().toLowerCase();
  if (wanted === '') return -1;
  return question.options.findIndex((option) => option.toLowerCase() === wanted);
}
