import { buildAnswers } from './build-answers.js';
import type { AnswerLists } from './build-answers.js';

/** What a counsellor would expect in a persona's top 3, as O*NET-SOC code prefixes. */
export interface PersonaExpectation {
  /** At least one of the top 3 starts with one of these ("15-12", "29-1141"). */
  anyOf: readonly string[];
  /** None of the top 3 may start with these ("33-": no protective service). */
  noneOf?: readonly string[];
  /** The first match should start with one of these. */
  first?: readonly string[];
}

/** A hand-written person, answered through the real catalogue as such a person would. */
export interface Persona {
  key: string;
  name: string;
  expect: PersonaExpectation;
  answers: AnswerLists;
}

export const persona = (
  key: string,
  name: string,
  expect: PersonaExpectation,
  picks: Parameters<typeof buildAnswers>[0],
): Persona => ({
  key,
  name,
  expect,
  answers: buildAnswers(picks),
});
