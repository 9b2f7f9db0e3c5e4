import { findQuestionByText } from '@acp/shared';
import type { JourneyDay, Locale } from '@acp/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCareerResult } from '../results/career/generate-career.js';
import { generateDay1Result } from '../results/day1/generate-day1.js';
import { generateDay2Result } from '../results/day2/generate-day2.js';
import { generateDeepRoadmap } from '../roadmap/generate-roadmap.js';
import type { AnswerLists } from './build-answers.js';
import { readAims } from '../profile/aims.js';
import { carriesNoMeaning } from '../profile/answer-meaning.js';
import { PERSONAS } from './personas.js';

/** Every free-text answer replaced, in order, by `texts` (taken round from `from`). */
function withTexts(answers: AnswerLists, texts: readonly string[], from = 0): AnswerLists {
  let index = from;
  const replace = (day: JourneyDay) =>
    answers[day].map((item) =>
      findQuestionByText(day, item.question)?.type === 'text'
        ? { ...item, answer: texts[index++ % texts.length] ?? '' }
        : item,
    );
  return { day1: replace('day1'), day2: replace('day2'), day3: replace('day3') };
}

/** Every string a person is shown of a journey in one language: each step, blueprint, roadmap. */
function shownStrings(name: string, answers: AnswerLists, locale: Locale): string[] {
  const career = generateCareerResult({ name, ...answers, locale });
  const results = [
    generateDay1Result({ name, day1: answers.day1, locale }),
    generateDay2Result({ name, day1: answers.day1, day2: answers.day2, locale }),
    career,
    ...career.results.topCareers.careers.map((chosen) =>
      generateDeepRoadmap({ name, ...answers, career: chosen.id, locale }),
    ),
  ];
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(results);
  return strings;
}

/** Whether a text shows a word, as a whole word (not "abc" of "rehabcouncil"). */
const showsWord = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${word}(?![\\p{L}\\p{M}])`, 'iu').test(text);

/** Mash as students type it: no result may show it anywhere, quoted or not. */
const MASH = ['xyz', 'asdf', 'qwerty', 'jkjkjk', 'aaaa', 'sdfgh', 'zxcvb', 'poiuy', 'XYZ abc'];
/** Answers that say nothing: no result may quote them back. */
const FILLERS = ['idk', 'pata nahi', 'कुछ नहीं', 'nothing', 'na', '-', '....', '1234', 'nahi pata'];

describe('answers that carry no meaning', () => {
  it.each(PERSONAS.map((persona, index) => [persona.key, persona, index] as const))(
    '%s: mash in every free-text question is shown nowhere, in English or Hindi',
    (_key, persona, index) => {
      const answers = withTexts(persona.answers, MASH, index);
      for (const locale of ['en', 'hi'] as const) {
        const shown = shownStrings(persona.name, answers, locale);
        for (const mash of MASH)
          for (const word of mash.split(' '))
            expect(
              shown.filter((text) => showsWord(text, word)),
              `${mash} ${locale}`,
            ).toEqual([]);
      }
    },
  );

  it.each(PERSONAS.map((persona, index) => [persona.key, persona, index] as const))(
    '%s: fillers in every free-text question are never quoted, in English or Hindi',
    (_key, persona, index) => {
      const answers = withTexts(persona.answers, FILLERS, index);
      for (const locale of ['en', 'hi'] as const) {
        const shown = shownStrings(persona.name, answers, locale).join('\n').toLowerCase();
        for (const filler of FILLERS)
          expect(shown, `${filler} ${locale}`).not.toContain(`“${filler}`);
      }
    },
  );

  it('names no career from mash, even in the answer about their future and with a wish', () => {
    const frames = [
      '{}',
      '{} banna hai',
      'I want to become a {}',
      'mera sapna {} hai',
      '{} बनना है',
    ];
    const word = fc.oneof(
      fc.constantFrom(...MASH),
      fc.string({
        unit: fc.constantFrom(...'asdfghjklqwertyuiopzxcvbnm'),
        minLength: 3,
        maxLength: 12,
      }),
    );
    fc.assert(
      fc.property(word, fc.constantFrom(...frames), (mash, frame) => {
        fc.pre(carriesNoMeaning(mash));
        const aims = readAims(new Map([['day2.q8', frame.replace('{}', mash)]]));
        expect([...aims.named, ...aims.leanings].map((named) => named.said)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('shows no generated mash anywhere (keyboard runs, repeats, letters without a vowel)', () => {
    const rows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
    const run = fc
      .record({
        row: fc.constantFrom(...rows),
        start: fc.nat(),
        length: fc.integer({ min: 4, max: 7 }),
      })
      .map(({ row, start, length }) =>
        row.slice(start % (row.length - length + 1)).slice(0, length),
      );
    const repeat = fc
      .tuple(fc.constantFrom(...'bcdfghjklmnpqrstvwxz'), fc.integer({ min: 4, max: 8 }))
      .map(([letter, times]) => letter.repeat(times));
    const noVowel = fc.string({
      unit: fc.constantFrom(...'bcdfghjklmnpqrstvwxz'),
      minLength: 6,
      maxLength: 9,
    });
    const mash = fc.oneof(run, repeat, noVowel);
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONAS),
        fc.array(mash, { minLength: 9, maxLength: 9 }),
        fc.constantFrom<Locale>('en', 'hi'),
        (persona, texts, locale) => {
          const shown = shownStrings(persona.name, withTexts(persona.answers, texts), locale);
          for (const text of texts)
            expect(shown.filter((line) => showsWord(line, text))).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
