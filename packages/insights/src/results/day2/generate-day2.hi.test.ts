import { day2ResultSchema } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { phraseTableShape } from '../../testing/hindi-text.js';
import { SIGNAL_OPTIONS } from '../../model/signals.js';
import { buildProfile } from '../../profile/build-profile.js';
import { PERSONAS } from '../../testing/personas.js';
import { randomAnswers, randomName } from '../../testing/random-answers.js';
import { STUDENT_PERSONAS } from '../../testing/students/index.js';
import { LANGUAGE_PAIRS } from '../../testing/students/students-in-english.js';
import { displayName, quoted } from '../../text/format.js';
import { generateDay2Result } from './generate-day2.js';
import type { Day2Input } from './generate-day2.js';
import { DAY2_EN } from './texts.js';
import { DAY2_HI } from './texts.hi.js';

interface Student {
  key: string;
  input: Omit<Day2Input, 'locale'>;
}

const student = (key: string, name: string, answers: Pick<Day2Input, 'day1' | 'day2'>) => ({
  key,
  input: { name, day1: answers.day1, day2: answers.day2 },
});

/** Every persona of the suites (Hindi, Hinglish, distressed, low-signal), their English twins and more. */
const STUDENTS: readonly Student[] = [
  ...STUDENT_PERSONAS.map((p) => student(p.key, p.name, p.answers)),
  ...LANGUAGE_PAIRS.map(({ english }) =>
    student(`${english.key} (in English)`, english.name, english.answers),
  ),
  ...PERSONAS.map((p) => student(`persona ${p.key}`, p.name, p.answers)),
  ...Array.from({ length: 150 }, (_, seed) =>
    student(`random ${seed}`, randomName(seed), randomAnswers(seed)),
  ),
];

/** The student's own words as the map may quote them (Step 2's three written answers). */
function theirQuotes(input: Student['input']): string[] {
  const { texts } = buildProfile({ day1: input.day1, day2: input.day2 });
  return [
    quoted(texts.stopSpiral, 80),
    quoted(texts.wishTold, 100),
    quoted(texts.proudAchievement, 120),
  ].filter((words): words is string => Boolean(words));
}

/** Every text of a result except the notices (translated with Step 1's texts). */
function textsOf(result: ReturnType<typeof generateDay2Result>): string[] {
  const { results, closingReflection } = result;
  return [
    results.title,
    ...results.cards.flatMap((card) => [card.title, card.description]),
    ...(results.map ?? []).flatMap((point) => [point.label, point.value]),
    closingReflection.title,
    closingReflection.quote,
  ];
}

/** Latin words allowed in Hindi: the brand, O*NET, exams and degrees. */
const ALLOWED_LATIN = /AI Career Path|O\*NET|JEE|NEET|CUET|B\.Tech|B\.Com|MBBS|\bBA\b/g;

const sentences = (text: string) =>
  text
    .split(/(?<=[।?!…]”?)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 5);

describe('Step 2 in Hindi', () => {
  it('has every English phrase table in Hindi, with as many phrasings in the same order', () => {
    expect(phraseTableShape(DAY2_HI)).toEqual(phraseTableShape(DAY2_EN));
    for (const seenAs of SIGNAL_OPTIONS.seenAs)
      expect(DAY2_HI.seenAsNext(seenAs)).toHaveLength(DAY2_EN.seenAsNext(seenAs).length);
    for (const selfTalk of [...SIGNAL_OPTIONS.selfTalk, null])
      for (const support of [true, false])
        expect(DAY2_HI.closingQuotes(selfTalk, support)).toHaveLength(
          DAY2_EN.closingQuotes(selfTalk, support).length,
        );
  });

  it.each(STUDENTS.map((s) => [s.key, s] as const))(
    '%s: the same map as in English, written in Hindi',
    (_key, { input }) => {
      const en = generateDay2Result(input);
      const hi = generateDay2Result({ ...input, locale: 'hi' });

      // The same structure and notices, valid as a Step 2 result.
      expect(day2ResultSchema.parse(hi)).toEqual(hi);
      expect(hi.results.cards.map((card) => card.id)).toEqual(en.results.cards.map((c) => c.id));
      expect(hi.results.map?.map((point) => point.id)).toEqual(en.results.map?.map((p) => p.id));
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      // The notices may be worded in Hindi (Step 1's texts); the helplines and tips stay the same.
      expect(JSON.stringify(hi.support?.helplines.map((line) => line.numbers))).toBe(
        JSON.stringify(en.support?.helplines.map((line) => line.numbers)),
      );
      expect(hi.lowSignal?.tips.length).toBe(en.lowSignal?.tips.length);

      // Their name as written, and their own words quoted back exactly, where English quotes them.
      const name = displayName(input.name);
      expect(hi.results.title.startsWith(name)).toBe(true);
      const english = textsOf(en).join('\n');
      const texts = textsOf(hi);
      const all = texts.join('\n');
      const quotes = theirQuotes(input);
      for (const words of quotes) expect(all.includes(words), words).toBe(english.includes(words));

      for (const text of texts) {
        expect(text.trim()).toBe(text);
        expect(text).not.toMatch(/undefined|NaN|[{}]| {2}/);
        expect(text).toMatch(/[\u0900-\u097F]/);
        let rest = text;
        for (const words of [...quotes, name, ...name.split(' ')])
          rest = rest.split(words).join('नाम');
        expect(rest.replace(ALLOWED_LATIN, ''), text).not.toMatch(/[A-Za-z]/);
        expect(rest, text).not.toMatch(/\s[।,;:!?]|।।|\.।|।\.|[०-९]/);
        // No first-person verb in our words ("करता हूँ", "करती हूँ" would guess their gender).
        expect(rest, text).not.toMatch(/हूँ/);
      }

      // The same numbers, and no sentence said twice.
      const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
      expect(numbers(all)).toEqual(numbers(english));
      const said = texts.flatMap(sentences);
      expect(said.filter((sentence, i) => said.indexOf(sentence) !== i)).toEqual([]);
    },
  );

  it('calls a student with no name "दोस्त"', () => {
    const [first] = STUDENT_PERSONAS;
    const answers = { day1: first?.answers.day1 ?? [], day2: first?.answers.day2 ?? [] };
    const hi = generateDay2Result({ name: ' ', ...answers, locale: 'hi' });
    expect(hi.results.title).toBe('दोस्त का इमोशनल मैप');
    expect(generateDay2Result({ name: ' ', ...answers }).results.title).toBe(
      "Friend's Emotional Map",
    );
  });
});
