import type { CareerFit, CareerResult } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { INDIA_CAREERS } from '../../catalogue/catalogue.js';
import type { AnswerLists } from '../../testing/build-answers.js';
import { PERSONAS } from '../../testing/personas.js';
import { STUDENT_PERSONAS } from '../../testing/students/index.js';
import { LANGUAGE_PAIRS } from '../../testing/students/students-in-english.js';
import { displayName, firstName } from '../../text/format.js';
import { checkCareerFit } from './check-career.js';
import { generateCareerResult } from './generate-career.js';

/**
 * The blueprint in Hindi for every persona (Hindi, Hinglish, English, distressed, thin answers):
 * Devanagari throughout, the student's own words and name as they wrote them, and the same
 * blueprint as in English — the same careers, numbers, reasons and quotes.
 */

const people = [
  ...STUDENT_PERSONAS.map(({ key, name, answers }) => ({ key, name, answers })),
  ...LANGUAGE_PAIRS.map(({ english }) => ({ ...english, key: `${english.key}-in-english` })),
  ...PERSONAS.map(({ key, name, answers }) => ({ key, name, answers })),
];

const blueprints = people.map((person) => ({
  person,
  en: generateCareerResult({ name: person.name, ...person.answers }),
  hi: generateCareerResult({ name: person.name, ...person.answers, locale: 'hi' }),
}));

/**
 * Latin a Hindi text may carry besides their words and name: exam names as the catalogue writes
 * them ("JEE Main", or "NEET" for "NEET UG" as a person says it), longest first, and the brand.
 */
const LATIN_NAMES = [
  ...new Set([
    ...INDIA_CAREERS.flatMap((career) => career.exams),
    ...INDIA_CAREERS.flatMap((career) =>
      career.exams.map((exam) => exam.split(/\s+/)[0] ?? '').filter((w) => /^[A-Z]{2,}$/.test(w)),
    ),
    'AI Career Path',
    'O*NET',
  ]),
].sort((a, b) => b.length - a.length);

/** The Latin words left in a Hindi text once their quotes, their name and exam names are out. */
function latinLeft(text: string, name: string): string[] {
  let rest = ownWordsOut(text, name);
  for (const allowed of LATIN_NAMES) rest = rest.split(allowed).join(' ');
  return rest.match(/[A-Za-z]+/g) ?? [];
}

/** The quotes of a text, in order. */
const quotesOf = (text: string) => [...text.matchAll(/“([^”]*)”/g)].map((match) => match[1] ?? '');

const plain = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** The sayings the blueprint itself quotes (closing reflections), in both languages. */
const OUR_SAYINGS = new Set([
  'A career is not found, it is built.',
  'Choose work that fits who you already are.',
  'करियर ढूँढा नहीं जाता, बनाया जाता है।',
  'ऐसा काम चुनिए जो आपके स्वभाव से मेल खाए।',
]);

/** The quotes of a text that are their own words (cut short with "…"), and the others. */
function splitQuotes(text: string, answers: string) {
  const quotes = quotesOf(text);
  const theirs = quotes.filter((quote) => answers.includes(plain(quote.replace(/…$/, ''))));
  return { theirs, others: quotes.filter((quote) => !theirs.includes(quote)) };
}
const percentsOf = (text: string) => [...text.matchAll(/\d+%/g)].map((match) => match[0]);

/**
 * Their words in a Hindi text are those of the English one, as written: none dropped, none
 * added (a subject English names bare, "Physics", is quoted in Hindi), and nothing else quoted
 * but the blueprint's own sayings.
 */
function expectSameQuotes(hindi: string, english: string, answers: string, where: string) {
  const quotes = splitQuotes(hindi, answers);
  expect(
    quotes.others.filter((quote) => !OUR_SAYINGS.has(quote)),
    where,
  ).toEqual([]);
  expect(
    quotes.theirs.filter((quote) => !english.includes(quote)),
    where,
  ).toEqual([]);
  const left = [...quotes.theirs];
  for (const quote of splitQuotes(english, answers).theirs) {
    expect(left, `${where}: “${quote}”`).toContain(quote);
    left.splice(left.indexOf(quote), 1);
  }
}

const answersOf = (answers: AnswerLists) =>
  plain([...answers.day1, ...answers.day2, ...answers.day3].map((item) => item.answer).join(' | '));

/** What is left of a Hindi text once their quotes and their name are taken out. */
function ownWordsOut(text: string, name: string): string {
  return text
    .replace(/“[^”]*”/g, ' ')
    .split(displayName(name))
    .join(' ')
    .split(firstName(name))
    .join(' ');
}

/** Every text of a blueprint, by where it stands. */
function textsOf(result: CareerResult): [string, string][] {
  const { results } = result;
  return [
    ['title', results.title],
    ['whoYouAre.title', results.whoYouAre.title],
    ['whoYouAre', results.whoYouAre.descriptionTemplate],
    ['topCareers.title', results.topCareers.title],
    ...Object.entries(results.topCareers.labels).map(([key, text]): [string, string] => [
      `label.${key}`,
      text,
    ]),
    ...results.topCareers.careers.flatMap((career, i): [string, string][] => [
      [`career${i}.emotionalFit`, career.emotionalFit],
      [`career${i}.thinkingStyleFit`, career.thinkingStyleFit],
      [`career${i}.whyLove`, career.whyLove],
      [`career${i}.family`, career.family ?? ''],
      ...career.reasons.map((reason, r): [string, string] => [`career${i}.reason${r}`, reason]),
    ]),
    ...(results.mentionedCareers ?? []).flatMap((career, i): [string, string][] => [
      [`mentioned${i}.message`, career.message],
      ...career.reasons.map((reason, r): [string, string] => [`mentioned${i}.reason${r}`, reason]),
    ]),
    ['closing.title', results.closingReflection.title],
    ['closing', results.closingReflection.quote],
  ];
}

/** The sentences of the running texts (not the reason lists, which each card repeats). */
function sentencesOf(result: CareerResult): string[] {
  return textsOf(result)
    .filter(([where]) => !/reason\d/.test(where))
    .flatMap(([, text]) => text.replace(/“[^”]*”/g, '“…”').split(/(?<=[.!?।])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 12);
}

const repeats = (sentences: readonly string[]) =>
  sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i).length;

/** Structure with the texts left out: what must be the same in both languages. */
function skeleton(result: CareerResult) {
  const { results, support, lowSignal, ...rest } = result;
  return {
    ...rest,
    // The notices are worded in each language: the same helplines, as many tips.
    support: support?.helplines.map((line) => line.numbers),
    lowSignalTips: lowSignal?.tips.length,
    careers: results.topCareers.careers.map((career) => ({
      id: career.id,
      title: career.title,
      code: career.code,
      fitScore: career.fitScore,
      named: career.named,
      reasons: career.reasons.length,
    })),
    mentioned: (results.mentionedCareers ?? []).map((career) => ({
      id: career.id,
      title: career.title,
      code: career.code,
      fitScore: career.fitScore,
      reasons: career.reasons.length,
    })),
  };
}

describe('the career blueprint in Hindi', () => {
  it('covers Hindi, Hinglish, distressed and thin-answer students', () => {
    const all = STUDENT_PERSONAS;
    expect(all.some((p) => p.language === 'hindi')).toBe(true);
    expect(all.some((p) => p.language === 'hinglish')).toBe(true);
    expect(all.some((p) => p.distressed)).toBe(true);
    expect(all.some((p) => p.lowSignal)).toBe(true);
  });

  it.each(blueprints.map((b) => [b.person.key, b] as const))(
    '%s: Devanagari, with only their own words, their name and exam names in Latin',
    (_key, { person, hi }) => {
      for (const [where, text] of textsOf(hi)) {
        expect(text, where).toMatch(/[\u0900-\u097F]/);
        expect(text, where).not.toMatch(/undefined|NaN|null|[{}]|\s{2}|^\s|\s$/);
        expect(latinLeft(text, person.name), `${where}: ${text}`).toEqual([]);
      }
      expect(hi.results.title).toContain(displayName(person.name));
    },
  );

  it.each(blueprints.map((b) => [b.person.key, b] as const))(
    '%s: the same blueprint as in English — careers, numbers, reasons and their quotes',
    (_key, { person, en, hi }) => {
      expect(skeleton(hi)).toEqual(skeleton(en));
      const answers = answersOf(person.answers);
      const english = new Map(textsOf(en));
      for (const [where, text] of textsOf(hi)) {
        const said = english.get(where) ?? '';
        expectSameQuotes(text, said, answers, where);
        expect(percentsOf(text), where).toEqual(percentsOf(said));
      }
      // A sentence said twice in Hindi is one said twice in English too (a card's own reason).
      expect(repeats(sentencesOf(hi))).toBe(repeats(sentencesOf(en)));
    },
  );
});

describe("the careers' titles in a Hindi blueprint", () => {
  const titleHi = (id: string) => INDIA_CAREERS.find((career) => career.id === id)?.titleHi;

  it.each(blueprints.map((b) => [b.person.key, b] as const))(
    "%s: each career carries the catalogue's Hindi title, the English one stays its identity",
    (_key, { en, hi }) => {
      const careers = [...hi.results.topCareers.careers, ...(hi.results.mentionedCareers ?? [])];
      for (const career of careers) {
        expect(career.titleHi, career.id).toBe(titleHi(career.id));
        expect(career.titleHi).toMatch(/[\u0900-\u097F]/);
      }
      const english = [...en.results.topCareers.careers, ...(en.results.mentionedCareers ?? [])];
      expect(english.filter((career) => 'titleHi' in career)).toEqual([]);
    },
  );
});

describe('"check any career" in Hindi', () => {
  const sample = INDIA_CAREERS.filter((_, i) => i % 9 === 0);
  const fits = blueprints.slice(0, 40).flatMap(({ person }) =>
    sample.map((career) => ({
      key: `${person.key} × ${career.id}`,
      name: person.name,
      answers: answersOf(person.answers),
      en: checkCareerFit(person.answers, career.id),
      hi: checkCareerFit(person.answers, career.id, 'hi'),
    })),
  );

  it('gives the same fit in both languages, the family and reasons in Hindi', () => {
    expect(fits.length).toBeGreaterThan(100);
    for (const { key, name, answers, en, hi } of fits) {
      if (!en || !hi) {
        expect(hi, key).toEqual(en);
        continue;
      }
      const { family, reasons, eligibility } = hi satisfies CareerFit;
      const enReasons = en.reasons;
      // Who may enter (decision 021) is said in Hindi too, where a rule restricts the career.
      expect(eligibility === undefined, key).toBe(en.eligibility === undefined);
      if (eligibility !== undefined) expect(eligibility, key).toMatch(/[\u0900-\u097F]/);
      expect(
        { ...hi, family: en.family, reasons: enReasons, eligibility: en.eligibility },
        key,
      ).toEqual(en);
      expect(reasons.length, key).toBe(enReasons.length);
      for (const [i, text] of [family, ...reasons].entries()) {
        expect(text, key).toMatch(/[\u0900-\u097F]/);
        expect(latinLeft(text, name), `${key}: ${text}`).toEqual([]);
        if (i > 0) expectSameQuotes(text, enReasons[i - 1] ?? '', answers, key);
      }
    }
  });
});
