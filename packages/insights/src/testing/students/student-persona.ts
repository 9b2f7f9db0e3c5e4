import { buildAnswers } from '../build-answers.js';
import type { AnswerLists, AnswerPicks } from '../build-answers.js';

/** How the person writes their free-text answers. */
export type PersonaLanguage = 'english' | 'hinglish' | 'hindi' | 'mixed';

/** A student written as real Indian students answer on a phone (typos, Hinglish, Devanagari). */
export interface StudentPersona {
  key: string; // kebab-case, unique
  name: string; // a realistic Indian first name, sometimes with surname
  gender: 'female' | 'male' | 'other';
  language: PersonaLanguage;
  /** Stage in life, in words: 'class 10', 'class 12 PCB', 'BA 2nd year', 'dropped out of B.Tech'… */
  stage: string;
  /** O*NET-SOC code prefixes a good Indian career counsellor would accept in this person's top 3 (e.g. '29-1141', '23-1011', '15-12', '27-1022'). Empty for personas with too little to go on. */
  accept: readonly string[];
  /** The catalogue family key (`CATALOGUE_FAMILIES` in `catalogue/catalogue-schema.ts`) of the career they aim at; left out when the aim is unclear. */
  family?: string;
  /**
   * When the person names the career they dream of: what they named, in their words, its
   * O*NET-SOC prefixes and, for careers O*NET has no profile of (armed forces), the catalogue ids.
   */
  named?: { said: string; codes: readonly string[]; careers?: readonly string[] };
  /** The answers carry signs that the person may be struggling (hopelessness, self-harm, abuse, severe anxiety). */
  distressed?: boolean;
  /** The answers carry too little to go on (mostly skipped choices, "idk", junk text). */
  lowSignal?: boolean;
  answers: AnswerLists;
}

export const student = (
  p: Omit<StudentPersona, 'answers'> & {
    picks: { day1: AnswerPicks; day2: AnswerPicks; day3: AnswerPicks };
  },
): StudentPersona => {
  const { picks, ...rest } = p;
  return { ...rest, answers: buildAnswers(picks) };
};
