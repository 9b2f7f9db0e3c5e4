import { buildAnswers } from './build-answers.js';
import type { AnswerLists } from './build-answers.js';

/** A hand-written person whose top 3 should include a career of an expected family. */
export interface Persona {
  key: string;
  name: string;
  /** SOC major groups, any of which should appear in the top 3. */
  expectedFamilies: readonly string[];
  answers: AnswerLists;
}

export const persona = (
  key: string,
  name: string,
  expectedFamilies: string[],
  picks: Parameters<typeof buildAnswers>[0],
): Persona => ({
  key,
  name,
  expectedFamilies,
  answers: buildAnswers(picks),
});
