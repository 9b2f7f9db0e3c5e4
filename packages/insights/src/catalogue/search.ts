import { lowerWords } from '../text/words.js';
import { INDIA_CAREERS } from './catalogue.js';
import type { CatalogueCareer } from './catalogue-schema.js';
import { consonantSkeleton, editDistance, oneTypoApart, soundAlike } from './spelling.js';

/** How many careers one search lists at most. */
export const SEARCH_LIMIT = 8;

/** A word with how it sounds, worked out once. */
interface Word {
  text: string;
  sound: string;
  skeleton: string;
}

const LATIN_WORD = /^[a-z]+$/;

const wordOf = (text: string): Word =>
  LATIN_WORD.test(text)
    ? { text, sound: soundAlike(text), skeleton: consonantSkeleton(text) }
    : { text, sound: '', skeleton: '' };

/** One text a career can be found by, with how much a match on it counts. */
interface Name {
  text: string;
  /** Its words, for matches inside a phrase. */
  words: readonly Word[];
  /** Added to a match: a title counts most; a workplace or an object of the trade least. */
  weight: number;
}

const key = (text: string) => lowerWords(text).join(' ');

/** Every word of the catalogue once: names share them. */
const WORDS = new Map<string, Word>();
const named = (text: string, weight: number): Name => {
  const folded = key(text);
  const words = folded.split(' ').map((word) => {
    let known = WORDS.get(word);
    if (!known) WORDS.set(word, (known = wordOf(word)));
    return known;
  });
  return { text: folded, words, weight };
};

interface Searchable {
  career: CatalogueCareer;
  names: readonly Name[];
  /** Every name in one text, and every word: most careers are passed over by these alone. */
  all: string;
  words: ReadonlySet<Word>;
}

/**
 * Every career with what it can be found by, the same lists free text is read with (decision
 * 020): titles, the words and exams that point to it, its posts, institutions, workplaces and
 * the objects of its trade.
 */
const SEARCHABLE: readonly Searchable[] = INDIA_CAREERS.map((career) => {
  const names = [
    named(career.title, 20),
    named(career.titleHi, 20),
    ...career.words.map((word) => named(word, 2)),
    ...career.exams.map((exam) => named(exam, 2)),
    ...(career.posts ?? []).map((post) => named(post, 1)),
    ...(career.institutions ?? []).map((place) => named(place, 0)),
    ...(career.workplaces ?? []).map((place) => named(place, -4)),
    ...(career.objects ?? []).map((object) => named(object, -4)),
  ].filter((name) => name.text.length > 0);
  return {
    career,
    names,
    all: names.map((name) => name.text).join('|'),
    words: new Set(names.flatMap((name) => name.words)),
  };
});

/**
 * Whether a typed word is a misspelling of a catalogue word: one typo, or written as it sounds
 * ("sykologist", "enjinear", "vetnary"), or two letters off in a long word.
 */
function misspelt(typed: Word, word: Word): boolean {
  if (typed.text.length < 4 || word.text.length < 4) return false;
  if (Math.abs(typed.text.length - word.text.length) > 3) return false;
  if (oneTypoApart(word.text, typed.text)) return typed.text.length >= 5;
  if (!typed.sound || !word.sound) return false;
  if (typed.sound === word.sound) return true;
  // A misspelling keeps its first sound: "sykologist" starts as "psychologist" sounds.
  if (typed.sound[0] !== word.sound[0]) return false;
  if (typed.skeleton.length >= 4 && typed.skeleton === word.skeleton)
    return editDistance(typed.text, word.text, 3) <= 3;
  return typed.text.length >= 8 && editDistance(typed.text, word.text, 2) <= 2;
}

/**
 * How well one name answers the query: 0 for not at all. `near` holds, per typed word, the
 * catalogue words it is or misspells.
 */
function closeness(query: string, near: readonly ReadonlySet<Word>[], name: Name): number {
  const { text } = name;
  if (text === query) return 100;
  if (text.startsWith(query)) return 80;
  if (text.includes(` ${query}`)) return 60;
  // Any part of a word: "biolog" in "microbiologist", "logist" in "psychologist".
  if (query.length >= 4 && text.includes(query)) return 45;
  // Every word typed is a word of the name, or a misspelling of one.
  return near.every((words) => name.words.some((word) => words.has(word))) ? 40 : 0;
}

/** The catalogue's words by length: a misspelling is at most three letters longer or shorter. */
const BY_LENGTH = (() => {
  const byLength: Word[][] = [];
  for (const word of WORDS.values()) (byLength[word.text.length] ??= []).push(word);
  return byLength;
})();

/** The catalogue words a typed word is, or misspells. */
function nearWords(typed: Word): Set<Word> {
  const near = new Set<Word>();
  const exact = WORDS.get(typed.text);
  if (exact) near.add(exact);
  if (typed.text.length < 4) return near;
  const length = typed.text.length;
  for (let other = Math.max(4, length - 3); other <= length + 3; other++)
    for (const word of BY_LENGTH[other] ?? []) if (misspelt(typed, word)) near.add(word);
  return near;
}

/**
 * Catalogue careers for what a person typed: by English or Hindi title, by the Hinglish words,
 * exams, posts, institutions and places that point to a career, by any part of a word, and
 * forgiving typos and spelling by sound. Best first, at most `limit`.
 */
export function searchCareers(query: string, limit = SEARCH_LIMIT): CatalogueCareer[] {
  const wanted = key(query);
  if (wanted.length < 2) return [];
  const near = wanted.split(' ').map((word) => nearWords(wordOf(word)));
  return SEARCHABLE.map(({ career, names, all, words }) => {
    let score = 0;
    const mayMatch =
      all.includes(wanted) || near.every((typed) => [...typed].some((word) => words.has(word)));
    if (!mayMatch) return { career, score };
    for (const name of names) {
      const close = closeness(wanted, near, name);
      if (close > 0) score = Math.max(score, close + name.weight);
    }
    return { career, score };
  })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.career.title.localeCompare(b.career.title))
    .slice(0, limit)
    .map(({ career }) => career);
}
