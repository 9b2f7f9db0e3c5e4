import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findQuestionByText, JOURNEY_DAYS } from '@acp/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import { OCCUPATIONS } from '../occupations/occupations.js';
import { PERSONAS } from '../testing/personas.js';
import { STUDENT_PERSONAS } from '../testing/students/index.js';
import { writtenWords } from '../text/words.js';
import { carriesNoMeaning, isKnownWord, readMeaning, senseOfWord } from './answer-meaning.js';
import { LEXICON } from './lexicon-entries.js';

describe('carriesNoMeaning', () => {
  it.each([
    ['xyz', 'junk'],
    ['XYZ', 'junk'],
    ['abc', 'junk'],
    ['asdf', 'junk'],
    ['qwerty', 'junk'],
    ['sdfgh', 'junk'],
    ['poiuy', 'junk'],
    ['zxcvbnm', 'junk'],
    ['jkjk', 'junk'],
    ['jkjkjk', 'junk'],
    ['ajskdh', 'junk'],
    ['aaaa', 'junk'],
    ['kkkkkk', 'junk'],
    ['कककक', 'junk'],
    ['...', 'junk'],
    ['-', 'junk'],
    ['12345', 'junk'],
    ['?!?!', 'junk'],
    ['asdf jkl qwerty', 'junk'],
    ['idk', 'filler'],
    ['nothing', 'filler'],
    ['na', 'filler'],
    ['hmmm', 'filler'],
    ['pata nahi', 'filler'],
    ['pta nhi yaar', 'filler'],
    ['कुछ नहीं', 'filler'],
    ['पता नहीं', 'filler'],
    ['bcz', 'filler'],
  ])('reads %j as %s', (text, meaning) => {
    expect(readMeaning(text).meaning).toBe(meaning);
    expect(carriesNoMeaning(text)).toBe(true);
  });

  it.each([
    'IAS',
    'CA',
    'MBBS',
    'NDA',
    'UPSC',
    'NEET',
    'AI',
    'IT',
    'PE',
    'BSc',
    'PCM',
    'PUBG',
    'DSA',
    'art',
    'maths',
    'dance',
    'gym',
    'sst',
    'गणित',
    'कला',
    'papa',
    'गुड़गुड़',
    'mere frnds ke sath cricket',
    'kr skta hu sab',
    'IAS banna hai',
    'poverty',
    'glass',
  ])('reads %j as meaningful', (text) => {
    expect(carriesNoMeaning(text)).toBe(false);
  });

  it('knows every word of the lexicon and every title, word and exam of the catalogue', () => {
    const phrases = [
      ...LEXICON.flatMap((entry) => entry.words),
      ...INDIA_CAREERS.flatMap((career) => [
        career.title,
        career.titleHi,
        ...career.words,
        ...career.exams,
      ]),
    ];
    expect(phrases.length).toBeGreaterThan(5000);
    expect(phrases.filter(carriesNoMeaning)).toEqual([]);
  });

  it('reads no word of English prose as mash (O*NET titles and descriptions, lower case)', () => {
    const prose = OCCUPATIONS.flatMap((occupation) =>
      writtenWords(`${occupation.title} ${occupation.description}`),
    ).filter((word) => /^[a-z]+$/.test(word));
    expect(new Set(prose).size).toBeGreaterThan(3000);
    expect([...new Set(prose)].filter((word) => senseOfWord(word) === 'mash')).toEqual([]);
  });

  it('reads as mash only the mash students type, in the personas and the evaluation corpus', () => {
    const personaTexts = [...PERSONAS, ...STUDENT_PERSONAS].flatMap((persona) =>
      JOURNEY_DAYS.flatMap((day) =>
        persona.answers[day]
          .filter((item) => findQuestionByText(day, item.question)?.type === 'text')
          .map((item) => item.answer),
      ),
    );
    const corpus = ['aspiration', 'distress'].flatMap((name) =>
      (
        JSON.parse(
          readFileSync(
            fileURLToPath(new URL(`../../eval/${name}.dev.json`, import.meta.url)),
            'utf8',
          ),
        ) as { text: string }[]
      ).map((item) => item.text),
    );
    const mash = new Set(
      [...personaTexts, ...corpus]
        .flatMap(writtenWords)
        .filter((word) => senseOfWord(word) === 'mash'),
    );
    expect([...mash].sort()).toEqual(['aaaaaa', 'asdf', 'hjkl', 'jkjkjk', 'qwerty', 'sdfghj']);
  });
});

const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/** A run of neighbouring keys along one row, either way, typed once or a few times over. */
const keyboardRun = fc
  .record({
    row: fc.constantFrom(...KEY_ROWS),
    start: fc.nat(),
    length: fc.integer({ min: 3, max: 10 }),
    backwards: fc.boolean(),
    times: fc.integer({ min: 1, max: 3 }),
    capitals: fc.boolean(),
  })
  .map(({ row, start, length, backwards, times, capitals }) => {
    const line = backwards ? [...row].reverse().join('') : row;
    const size = Math.min(length, line.length);
    const from = start % (line.length - size + 1);
    const run = line.slice(from, from + size).repeat(times);
    return capitals ? run.toUpperCase() : run;
  });

describe('carriesNoMeaning, over generated mash', () => {
  it('finds no meaning in a run of neighbouring keys', () => {
    fc.assert(
      fc.property(keyboardRun, (run) => {
        fc.pre(!isKnownWord(run));
        expect(carriesNoMeaning(run)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('finds no meaning in one letter repeated, or a short unit typed three times and more', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzकखगचजटडतदनपबमरलवसह');
    fc.assert(
      fc.property(letter, fc.integer({ min: 3, max: 12 }), (char, times) => {
        fc.pre(!isKnownWord(char.repeat(times)));
        expect(carriesNoMeaning(char.repeat(times))).toBe(true);
      }),
    );
    const unit = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
      minLength: 2,
      maxLength: 3,
    });
    fc.assert(
      fc.property(unit, fc.integer({ min: 3, max: 6 }), (chars, times) => {
        const typed = chars.repeat(times);
        fc.pre(!isKnownWord(typed));
        expect(carriesNoMeaning(typed)).toBe(true);
      }),
    );
  });

  it('finds no meaning in letters without a vowel, digits or punctuation', () => {
    // Six letters or more: a short word without a vowel ("pls", "frnds", "bbm") is neither word
    // nor mash by design, so a sentence holding one is still read.
    const consonants = fc.string({
      unit: fc.constantFrom(...CONSONANTS),
      minLength: 6,
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(consonants, { minLength: 1, maxLength: 4 }), (words) => {
        fc.pre(words.every((word) => !isKnownWord(word)));
        expect(carriesNoMeaning(words.join(' '))).toBe(true);
      }),
      { numRuns: 300 },
    );
    const noLetters = fc.string({ unit: fc.constantFrom(...'0123456789 .,-!?/#@'), maxLength: 20 });
    fc.assert(
      fc.property(noLetters, (text) => {
        expect(carriesNoMeaning(text)).toBe(true);
      }),
    );
  });

  it('finds meaning wherever a word the lexicon knows is said, whatever junk is around it', () => {
    const known = fc.constantFrom(...LEXICON.flatMap((entry) => entry.words));
    const junk = fc.oneof(keyboardRun, fc.constantFrom('xyz', 'idk', 'aaaa', 'pata nahi', '...'));
    fc.assert(
      fc.property(fc.array(junk, { maxLength: 4 }), known, fc.nat(), (around, word, at) => {
        const words = [...around];
        words.splice(at % (words.length + 1), 0, word);
        expect(carriesNoMeaning(words.join(' ')), words.join(' ')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
