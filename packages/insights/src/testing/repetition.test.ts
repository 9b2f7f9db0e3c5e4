import { describe, expect, it } from 'vitest';
import { repetition, runPersonas } from './guidance.js';
import { randomAnswers, randomName } from './random-answers.js';
import { STUDENT_PERSONAS } from './students/index.js';
import type { StudentPersona } from './students/index.js';

/** Sixty random answer sets as personas: `runPersonas` reads only the name and the answers. */
const RANDOM_PEOPLE: readonly StudentPersona[] = Array.from({ length: 60 }, (_, i) => ({
  key: `random-${i}`,
  name: randomName(i),
  gender: 'other',
  language: 'english',
  stage: 'random answers',
  accept: [],
  answers: randomAnswers(i),
}));

/** "overThird" lists the offending sentences, so a failure names them. */
const summary = (report: ReturnType<typeof repetition>) => ({
  maxShare: report.maxShare,
  maxSentence: report.maxSentence,
  overThird: report.overThird,
});

// product.md §12: no stock sentence (other than headings) for more than a third of the people.
describe('results do not read like a template', () => {
  it.each([
    ['the student personas', STUDENT_PERSONAS],
    ['60 random answer sets', RANDOM_PEOPLE],
  ] as const)('no sentence is said to more than a third of %s', (_label, people) => {
    const report = repetition(runPersonas(people));
    expect(report.people).toBe(people.length);
    expect(report.overThird, JSON.stringify(summary(report), null, 2)).toEqual([]);
    expect(report.maxShare).toBeLessThanOrEqual(1 / 3);
  });
});
