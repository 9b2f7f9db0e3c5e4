import {
  questionsForDay,
  careerResultSchema,
  day1ResultSchema,
  day2ResultSchema,
  deepRoadmapSchema,
} from '@acp/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCareerResult, generateDeepRoadmap, UnknownCareerError } from './index.js';
import { isAllowedLink } from './route/routes.js';
import { PERSONAS } from './testing/personas.js';
import { randomAnswers } from './testing/random-answers.js';
import { runFullJourney } from './testing/full-journey.js';

const anyAnswers = fc.record({
  seed: fc.integer(),
  name: fc.string({ maxLength: 60 }),
  freeText: fc.string({ maxLength: 300 }),
});

function withFreeText(seed: number, freeText: string) {
  const answers = randomAnswers(seed);
  const skill = answers.day1[11];
  if (skill) answers.day1[11] = { question: skill.question, answer: freeText };
  return answers;
}

function collectLinks(value: unknown, links: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/https?:\/\/[^\s"”)]+/g)) links.push(match[0]);
  } else if (Array.isArray(value)) value.forEach((item) => collectLinks(item, links));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => collectLinks(item, links));
  return links;
}

/** The “…” quotations of a text. */
const quotationsIn = (text: string) => [...text.matchAll(/“[^”]+”/g)].map((match) => match[0]);

describe('the career blueprint', () => {
  it('never quotes the same words of the person twice in a career card or the roadmap fit', () => {
    const sameWords = 'Building small apps and explaining maths to my friends';
    const repetitive = randomAnswers(7);
    for (const day of ['day1', 'day2', 'day3'] as const) {
      const types = new Map(questionsForDay(day).map((q) => [q.text, q.type]));
      repetitive[day] = repetitive[day].map((item) =>
        types.get(item.question) === 'text' ? { ...item, answer: sameWords } : item,
      );
    }
    for (const [name, answers] of [
      ...PERSONAS.map((persona) => [persona.name, persona.answers] as const),
      ['Asha', repetitive] as const,
    ]) {
      const { careers } = generateCareerResult({ name, ...answers }).results.topCareers;
      const quotes = careers.flatMap((career) => quotationsIn(career.whyLove));
      expect(new Set(quotes).size, name).toBe(quotes.length);
    }
    const { careers } = generateCareerResult({ name: 'Asha', ...repetitive }).results.topCareers;
    expect(careers.filter((career) => career.whyLove.includes(sameWords))).toHaveLength(1);

    const roadmap = generateDeepRoadmap({ name: 'Asha', ...repetitive, career: '15-1252.00' });
    const fit = roadmap.sections.find((section) => section.heading === 'Why this career fits you');
    expect(fit?.content.filter((line) => line.includes(sameWords))).toHaveLength(1);
  });
});

describe('the engine', () => {
  it('gives byte-identical results for the same answers', () => {
    for (const persona of PERSONAS.slice(0, 3)) {
      const first = JSON.stringify(runFullJourney(persona.name, persona.answers));
      const second = JSON.stringify(runFullJourney(persona.name, structuredClone(persona.answers)));
      expect(second).toBe(first);
    }
  });

  it('gives different people different words', () => {
    const a = runFullJourney('Aarav', randomAnswers(1));
    const b = runFullJourney('Aarav', randomAnswers(2));
    expect(a.day2.results.cards[4]?.description).not.toBe(b.day2.results.cards[4]?.description);
    expect(a.career.results.whoYouAre.descriptionTemplate).not.toBe(
      b.career.results.whoYouAre.descriptionTemplate,
    );
  });

  it('always produces results that parse with the shared schemas', () => {
    fc.assert(
      fc.property(anyAnswers, ({ seed, name, freeText }) => {
        const result = runFullJourney(name, withFreeText(seed, freeText));
        day1ResultSchema.parse(result.day1);
        day2ResultSchema.parse(result.day2);
        careerResultSchema.parse(result.career);
        deepRoadmapSchema.parse(result.deep);
        // Three careers, each on an occupation of its own, at most two of one family (product.md §11.3).
        const careers = result.career.results.topCareers.careers;
        expect(new Set(careers.map((career) => career.code)).size).toBe(3);
        for (const { family } of careers)
          expect(careers.filter((career) => career.family === family).length).toBeLessThanOrEqual(
            2,
          );
      }),
      { numRuns: 120 },
    );
  });

  it('copes with empty and unknown answers', () => {
    const empty = runFullJourney('', { day1: [], day2: [], day3: [] });
    expect(empty.day1.heading).toContain("Friend's");
    careerResultSchema.parse(empty.career);
    const junk = [{ question: 'Not a real question', answer: 'x' }];
    expect(() => runFullJourney('Zoya', { day1: junk, day2: junk, day3: junk })).not.toThrow();
  });

  it('emits no link outside the allow-list', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const links = collectLinks(runFullJourney('Myra', randomAnswers(seed)));
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(isAllowedLink(link), link).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a career it does not know', () => {
    const { answers } = PERSONAS[0] ?? { answers: randomAnswers(3) };
    expect(() => generateDeepRoadmap({ name: 'A', ...answers, career: 'Dragon Tamer' })).toThrow(
      UnknownCareerError,
    );
    // A choice saved before the catalogue, by O*NET code, opens the catalogue career built on it.
    expect(generateDeepRoadmap({ name: 'A', ...answers, career: '15-1252.00' }).chosen_career).toBe(
      'Software engineer',
    );
  });
});

describe('personal texts', () => {
  const persona = PERSONAS.find((item) => item.key === 'nurse') ?? PERSONAS[0];
  if (!persona) throw new Error('no personas');
  const result = runFullJourney(persona.name, persona.answers);
  const all = JSON.stringify(result);

  it('addresses the person by name in every result', () => {
    expect(result.day1.heading).toBe(
      `Step 1 RESULT – Discovering ${persona.name}'s Inner Strengths`,
    );
    expect(JSON.stringify(result.day2)).toContain(persona.name);
    expect(result.career.results.whoYouAre.descriptionTemplate).toContain(persona.name);
    expect(result.deep.student_name).toBe(persona.name);
  });

  it('quotes their own free-text answers', () => {
    expect(JSON.stringify(result.day1)).toContain('First aid and nursing');
    expect(JSON.stringify(result.day2)).toContain(
      'I became a nurse at a big hospital and my patients trust me',
    );
    expect(all).toContain('I stay calm and caring when someone is hurt');
    expect(JSON.stringify(result.deep)).toContain('I call my mother and talk it out');
  });

  it('trims very long answers instead of quoting them whole', () => {
    const answers = structuredClone(persona.answers);
    const long = `${'I helped my village get clean water, really really '.repeat(30)}in the end`;
    const proud = answers.day2[7];
    if (proud) answers.day2[7] = { question: proud.question, answer: long };
    const text = JSON.stringify(runFullJourney(persona.name, answers).day2);
    expect(text).toContain('really really');
    expect(text).not.toContain(long);
    expect(text).toContain('…');
  });
});

describe('key order', () => {
  it('gives the same bytes when stored answers come back with their keys reordered', () => {
    const persona = PERSONAS[0];
    if (!persona) throw new Error('no persona');
    const reorder = (items: readonly { question: string; answer: string }[] = []) =>
      items.map(({ question, answer }) => ({ answer, question }));
    const original = generateCareerResult({
      name: 'Test',
      day1: persona.answers.day1 ?? [],
      day2: persona.answers.day2 ?? [],
      day3: persona.answers.day3 ?? [],
    });
    const reordered = generateCareerResult({
      name: 'Test',
      day1: reorder(persona.answers.day1),
      day2: reorder(persona.answers.day2),
      day3: reorder(persona.answers.day3),
    });
    expect(JSON.stringify(reordered)).toBe(JSON.stringify(original));
  });
});
