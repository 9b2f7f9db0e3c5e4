import { supportNotice } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { hindiProblems, repeatedSentences, shapeOf, textsOf } from '../../testing/hindi-text.js';
import { randomAnswers, randomName } from '../../testing/random-answers.js';
import { STUDENT_PERSONAS } from '../../testing/students/index.js';
import type { StudentPersona } from '../../testing/students/index.js';
import { LANGUAGE_PAIRS } from '../../testing/students/students-in-english.js';
import { buildProfile } from '../../profile/build-profile.js';
import { quoted } from '../../text/format.js';
import { labelsFor } from '../../text/labels.js';
import { day1Texts } from './day1-texts.js';
import { generateDay1Result } from './generate-day1.js';

/** Every persona, and the students of the Hindi and Hinglish pairs answering in English. */
const PERSONAS: readonly StudentPersona[] = [
  ...STUDENT_PERSONAS,
  ...LANGUAGE_PAIRS.map(({ english }) => ({ ...english, key: `${english.key} (in English)` })),
];

const answersOf = (persona: StudentPersona) =>
  [...persona.answers.day1, ...persona.answers.day2, ...persona.answers.day3].map(
    (item) => item.answer,
  );

const results = PERSONAS.map((persona) => {
  const input = { name: persona.name, day1: persona.answers.day1 };
  return {
    persona,
    english: generateDay1Result(input),
    hindi: generateDay1Result({ ...input, locale: 'hi' }),
  };
});

/**
 * Where two tables differ in shape (an array's length, an object's keys), by path: the Hindi
 * tables must be parallel to the English ones, so the seeded Rng picks the same meaning in both.
 */
function shapeDifferences(en: unknown, hi: unknown, path = ''): string[] {
  if (Array.isArray(en))
    return Array.isArray(hi) && hi.length === en.length
      ? en.flatMap((item, i) => shapeDifferences(item, hi[i], `${path}[${i}]`))
      : [`${path}: ${Array.isArray(hi) ? hi.length : 'no list'} for ${en.length}`];
  if (en && typeof en === 'object') {
    if (!hi || typeof hi !== 'object') return [`${path}: missing`];
    const keys = Object.keys(en).sort().join();
    if (Object.keys(hi).sort().join() !== keys) return [`${path}: other keys`];
    return Object.entries(en).flatMap(([key, item]) =>
      shapeDifferences(item, (hi as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return typeof en === typeof hi ? [] : [`${path}: ${typeof hi} for ${typeof en}`];
}

describe('Step 1 in Hindi', () => {
  it('has every table parallel to the English one', () => {
    expect(shapeDifferences(day1Texts('en'), day1Texts('hi'))).toEqual([]);
    expect(shapeDifferences(labelsFor('en'), labelsFor('hi'))).toEqual([]);
  });

  it('runs over every persona, the distressed, low-signal, Hindi and Hinglish ones among them', () => {
    expect(results.length).toBeGreaterThanOrEqual(80);
    for (const kind of ['hindi', 'hinglish'] as const)
      expect(PERSONAS.filter((persona) => persona.language === kind).length).toBeGreaterThan(3);
    expect(PERSONAS.filter((persona) => persona.distressed).length).toBeGreaterThan(2);
    expect(PERSONAS.filter((persona) => persona.lowSignal).length).toBeGreaterThan(2);
  });

  it.each(results.map((result) => [result.persona.key, result] as const))(
    '%s: every text in Hindi, their own words and name as written',
    (_key, { persona, hindi }) => {
      const problems = textsOf(hindi).flatMap(([path, text]) =>
        hindiProblems(text, persona.name, answersOf(persona)).map(
          (problem) => `${path}: ${problem} in “${text}”`,
        ),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(results.map((result) => [result.persona.key, result] as const))(
    '%s: the same cards, items, numbers and quotes of their words as in English, no sentence twice',
    (_key, { persona, english, hindi }) => {
      expect(shapeOf(hindi)).toEqual(shapeOf(english));
      expect(hindi.support).toEqual(english.support && supportNotice('hi'));
      const shownEnglish = JSON.stringify(english);
      const shownHindi = JSON.stringify(hindi);
      const profile = buildProfile({ day1: persona.answers.day1 });
      for (const max of [50, 60]) {
        const skill = quoted(profile.texts.dreamSkill, max);
        if (skill && shownEnglish.includes(skill)) expect(shownHindi).toContain(skill);
      }
      const skip = profile.subjects.skip;
      if (skip) expect(shownHindi).toContain(`“${skip}”`);
      expect(repeatedSentences(textsOf(hindi).map(([, text]) => text))).toEqual([]);
    },
  );

  it('picks the same phrasing in both languages: the seed is the answers, not the language', () => {
    const en = day1Texts('en');
    const hi = day1Texts('hi');
    /** Each English item of a list beside its Hindi twin, at the same place in the tables. */
    const twins = new Map<string, string>();
    const pair = (english: readonly string[], hindi: readonly string[]) =>
      english.forEach((item, i) => twins.set(item, hindi[i] ?? ''));
    for (const letter of ['R', 'I', 'A', 'S', 'E', 'C'] as const) {
      pair(en.interest[letter].strengths, hi.interest[letter].strengths);
      pair(en.interest[letter].talents, hi.interest[letter].talents);
    }
    for (const style of Object.keys(en.styleStrengths) as (keyof typeof en.styleStrengths)[])
      pair(en.styleStrengths[style], hi.styleStrengths[style]);
    for (const key of Object.keys(en.labels.learning) as (keyof typeof en.labels.learning)[])
      pair(en.labels.learning[key].tips, hi.labels.learning[key].tips);
    let compared = 0;
    for (const { english, hindi } of results) {
      const lists = [
        [english.coreStrengths.list, hindi.coreStrengths.list],
        [english.learningStyle.list, hindi.learningStyle.list],
        [english.hiddenTalents.list.slice(0, 2), hindi.hiddenTalents.list.slice(0, 2)],
      ] as const;
      for (const [inEnglish, inHindi] of lists)
        inEnglish.forEach((item, i) => {
          expect(inHindi[i]).toBe(twins.get(item));
          compared++;
        });
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('reads as Hindi for 300 random students too, and for one who gave no name', () => {
    const problems: string[] = [];
    for (let seed = 1; seed <= 300; seed++) {
      const answers = randomAnswers(seed);
      const name = seed === 1 ? '  ' : randomName(seed);
      const input = { name, day1: answers.day1 };
      const hindi = generateDay1Result({ ...input, locale: 'hi' });
      const own = answers.day1.map((item) => item.answer);
      for (const [path, text] of textsOf(hindi))
        for (const problem of hindiProblems(text, name, own))
          problems.push(`${seed} ${path}: ${problem} in “${text}”`);
      for (const sentence of repeatedSentences(textsOf(hindi).map(([, text]) => text)))
        problems.push(`${seed}: said twice: ${sentence}`);
      expect(shapeOf(hindi)).toEqual(shapeOf(generateDay1Result(input)));
    }
    expect(problems).toEqual([]);
  });

  it('writes English when no language is asked for', () => {
    const [{ persona, english }] = results as [(typeof results)[number]];
    expect(
      generateDay1Result({ name: persona.name, day1: persona.answers.day1, locale: 'en' }),
    ).toEqual(english);
    expect(english.coreStrengths.heading).toBe('Your core strengths');
  });
});
