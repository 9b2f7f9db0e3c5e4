import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../profile/answer-reading.js';
import { readAims } from '../../profile/aims.js';
import { resolveAnswers } from '../../profile/read-answers.js';
import { detectDistressInAnswers } from '../../safety/detect-distress.js';
import { stageFromWords } from '../persona-stage.js';
import { runFullJourney } from '../full-journey.js';
import { LANGUAGE_PAIRS } from './students-in-english.js';
import type { StudentPersona } from './student-persona.js';

// Issue 22: students who write in Devanagari or Hinglish are understood as well as in English.

const DEVANAGARI = /[\u0900-\u097F]/;

const journey = (persona: StudentPersona) =>
  runFullJourney(persona.name, persona.answers, stageFromWords(persona.stage));
const topCareers = (persona: StudentPersona) =>
  journey(persona).career.results.topCareers.careers.map((card) => card.id);
const texts = (persona: StudentPersona) => resolveAnswers(persona.answers).texts;
/** What the lexicon reads in all their answers: the labels of the things they name. */
const namedThings = (persona: StudentPersona) =>
  new Set(
    [...texts(persona).values()].flatMap((text) =>
      readAnswer(text).hits.map((hit) => hit.entry.label),
    ),
  );
const aimsOf = (persona: StudentPersona) => {
  const aims = readAims(texts(persona));
  return {
    named: aims.named.flatMap((mention) => mention.careers.map((career) => career.id)).sort(),
    startsSoon: aims.startsSoon,
  };
};

const rows = LANGUAGE_PAIRS.map((pair) => [pair.own.key, pair] as const);

describe('students answering in Hindi or Hinglish, and the same students in English', () => {
  it('are at least fifteen, in both scripts', () => {
    expect(LANGUAGE_PAIRS.length).toBeGreaterThanOrEqual(15);
    const inDevanagari = LANGUAGE_PAIRS.filter(({ own }) =>
      [...texts(own).values()].some((text) => DEVANAGARI.test(text)),
    );
    expect(inDevanagari.length).toBeGreaterThanOrEqual(8);
    expect(LANGUAGE_PAIRS.length - inDevanagari.length).toBeGreaterThanOrEqual(6);
  });

  it.each(rows)(
    '%s: the lexicon reads mostly the same things in both',
    (_key, { own, english }) => {
      const a = namedThings(own);
      const b = namedThings(english);
      const both = [...a].filter((label) => b.has(label)).length;
      // Translations differ a little ("reading about" is no reading habit; "खेत" names the fields).
      expect(both / new Set([...a, ...b]).size).toBeGreaterThanOrEqual(0.6);
    },
  );

  it('the same careers and exams named as aims, for at least nine in ten of them', () => {
    // English reads "studying" as a plan a little more often than Hindi reads "पढ़कर".
    const same = LANGUAGE_PAIRS.filter(
      ({ own, english }) => JSON.stringify(aimsOf(own)) === JSON.stringify(aimsOf(english)),
    );
    expect(same.length / LANGUAGE_PAIRS.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(rows)('%s: the same distress reading', (_key, { own, english }) => {
    expect(detectDistressInAnswers(own.answers).flagged).toBe(
      detectDistressInAnswers(english.answers).flagged,
    );
  });

  it.each(rows)(
    '%s: the same first career and at least two of the top 3',
    (_key, { own, english }) => {
      const [first, ...rest] = topCareers(own);
      const inEnglish = topCareers(english);
      expect(first).toBe(inEnglish[0]);
      expect(rest.filter((id) => inEnglish.includes(id)).length).toBeGreaterThanOrEqual(1);
    },
  );

  it('the same three careers for at least four in five of them', () => {
    const same = LANGUAGE_PAIRS.filter(({ own, english }) => {
      const inEnglish = topCareers(english);
      return topCareers(own).every((id) => inEnglish.includes(id));
    });
    expect(same.length / LANGUAGE_PAIRS.length).toBeGreaterThanOrEqual(0.8);
  });

  it.each(rows)('%s: quotes their words exactly as written', (_key, { own }) => {
    const answers = [...texts(own).values()];
    const results = journey(own);
    const quotes = [...JSON.stringify(results).matchAll(/“([^”]+)”/g)].map(
      (match) => match[1] ?? '',
    );
    for (const quote of quotes.filter((text) => DEVANAGARI.test(text)))
      expect(
        answers.some((answer) => answer.includes(quote.replace(/…$/, ''))),
        quote,
      ).toBe(true);
  });
});
