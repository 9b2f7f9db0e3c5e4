import type { Locale } from '@acp/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCareerResult } from '../results/career/generate-career.js';
import { generateDay1Result } from '../results/day1/generate-day1.js';
import { generateDay2Result } from '../results/day2/generate-day2.js';
import { generateDeepRoadmap } from '../roadmap/generate-roadmap.js';
import type { AnswerLists } from './build-answers.js';
import { answersInOtherGender, inOtherGender } from './other-gender.js';
import { stageFromWords } from './persona-stage.js';
import { PERSONAS } from './personas.js';
import { STUDENT_PERSONAS } from './students/index.js';

/** Every result of a journey in one language, the roadmap for the first career. */
function journey(name: string, answers: AnswerLists, locale: Locale, stage?: string) {
  const day1 = generateDay1Result({ name, day1: answers.day1, locale });
  const day2 = generateDay2Result({ name, day1: answers.day1, day2: answers.day2, locale });
  const career = generateCareerResult({ name, ...answers, locale });
  const first = career.results.topCareers.careers[0]?.id ?? '';
  const deep = generateDeepRoadmap({
    name,
    ...answers,
    career: first,
    locale,
    stage: stage === undefined ? undefined : stageFromWords(stage),
  });
  return { day1, day2, career, deep };
}

/** A result with the person's own quoted words left out: what the engine itself says. */
const withoutQuotes = (result: unknown) => JSON.stringify(result).replace(/“[^”]*”/g, '“”');

/** Free-text answers that read differently in the other gender's forms. */
const texts = (answers: AnswerLists) =>
  [answers.day1, answers.day2, answers.day3].flat().map((item) => item.answer);

const people = [
  ...PERSONAS.map((persona) => ({ ...persona, stage: undefined })),
  ...STUDENT_PERSONAS,
].filter((person) => texts(person.answers).some((text) => inOtherGender(text) !== text));

describe('the same answers in either gender’s verb forms', () => {
  it('are written by enough people in Hinglish and Hindi to tell', () => {
    expect(people.length).toBeGreaterThanOrEqual(20);
  });

  it('give the same careers and the same words, quotes of theirs aside, in both languages', () => {
    const person = fc.constantFrom(...people);
    // Which of their nine free-text answers are written in the other gender's forms.
    const which = fc.array(fc.boolean(), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(person, which, fc.constantFrom<Locale>('en', 'hi'), (someone, swap, locale) => {
        const other = answersInOtherGender(someone.answers, (index) => swap[index] ?? true);
        const mine = journey(someone.name, someone.answers, locale, someone.stage);
        const theirs = journey(someone.name, other, locale, someone.stage);
        const top = (result: typeof mine) =>
          result.career.results.topCareers.careers.map((career) => career.id);
        expect(top(theirs), someone.key).toEqual(top(mine));
        for (const kind of ['day1', 'day2', 'career', 'deep'] as const)
          expect(withoutQuotes(theirs[kind]), `${someone.key} ${kind}`).toBe(
            withoutQuotes(mine[kind]),
          );
      }),
      { numRuns: 60 },
    );
  });

  it('all rewritten at once, for every such person', () => {
    for (const someone of people) {
      const other = answersInOtherGender(someone.answers);
      for (const locale of ['en', 'hi'] as const) {
        const mine = journey(someone.name, someone.answers, locale, someone.stage);
        const theirs = journey(someone.name, other, locale, someone.stage);
        for (const kind of ['day1', 'day2', 'career', 'deep'] as const)
          expect(withoutQuotes(theirs[kind]), `${someone.key} ${kind} ${locale}`).toBe(
            withoutQuotes(mine[kind]),
          );
      }
    }
  });
});
