/**
 * Catalogue phrases as students misspell them: one typo away, close in sound, two-word titles
 * with one or both words misspelt, and English written in Devanagari by its sound.
 */
import { PHRASES } from './phrases.js';
import { devanagariSoundKey, soundKey } from './romanise.js';
import {
  consonantSkeleton,
  editDistance,
  oneTypoApart,
  sameStem,
  skeletonsClose,
  soundAlike,
} from './spelling.js';

/** Misspellings are tolerated in single Latin words of at least this many letters. */
const FUZZY_LENGTH = 7;

/** Single-word Latin phrases by first letter, for the misspelling check. */
const FUZZY = (() => {
  const byFirst = new Map<string, string[]>();
  for (const [phrase, pointer] of PHRASES) {
    // Places and objects of the trade are heard as written: "patients" is no misspelt "patents".
    if (pointer.place) continue;
    if (phrase.includes(' ') || phrase.length < FUZZY_LENGTH || !/^[a-z]+$/.test(phrase)) continue;
    const list = byFirst.get(phrase[0] ?? '') ?? [];
    list.push(phrase);
    byFirst.set(phrase[0] ?? '', list);
  }
  return byFirst;
})();

/**
 * A verb's own form, not a misspelt role: "teaches", "designed", "trained" are one letter from
 * "teacher", "designer", "trainer", and say what someone did, not what they want to be.
 */
const isInflection = (word: string, phrase: string) =>
  /(?:es|ed)$/.test(word) && /(?:er|or)$/.test(phrase) && word.slice(0, -1) === phrase.slice(0, -1);

/** The catalogue word a misspelt word stands for ("psycologist" → "psychologist"), if one. */
export function misspeltPhrase(word: string): string | undefined {
  // A plural is a word of its own ("patients" is no misspelt "patents").
  if (word.length < FUZZY_LENGTH || !/^[a-z]+$/.test(word) || word.endsWith('s')) return undefined;
  const near = (FUZZY.get(word[0] ?? '') ?? []).filter(
    (phrase) => oneTypoApart(word, phrase) && !isInflection(word, phrase),
  );
  // Two catalogue words one typo away: no guessing between them.
  return near.length === 1 ? near[0] : undefined;
}

/** Single-word Latin phrases by their skeleton's first letter, for the sounds-like check. */
const SKELETONS = (() => {
  const byFirst = new Map<string, { phrase: string; skeleton: string }[]>();
  for (const [phrase, pointer] of PHRASES) {
    // Only titles of people in the work: "cricketer", not "cricket" (else "cracked" reads it).
    if (!pointer.role || phrase.includes(' ') || phrase.length < 6 || !/^[a-z]+$/.test(phrase))
      continue;
    const skeleton = consonantSkeleton(phrase);
    if (skeleton.length < 4) continue;
    const list = byFirst.get(skeleton[0] ?? '') ?? [];
    list.push({ phrase, skeleton });
    byFirst.set(skeleton[0] ?? '', list);
  }
  return byFirst;
})();

/**
 * The catalogue word a badly misspelt word sounds like ("sykiatrist" → "psychiatrist",
 * "arkeologist" → "archaeologist"), when exactly one career's words sound like it.
 */
export function soundsLikePhrase(word: string): string | undefined {
  if (word.length < 6 || !/^[a-z]+$/.test(word) || /(?:ed|ing|s)$/.test(word)) return undefined;
  const skeleton = consonantSkeleton(word);
  if (skeleton.length < 4) return undefined;
  // Close in sound and not far in spelling once the letters written alike are made one: at most
  // a quarter of the letters differ ("trainer" is not "tracer").
  const limit = Math.max(1, Math.floor(word.length / 4));
  const near = (SKELETONS.get(skeleton[0] ?? '') ?? []).filter(
    (entry) =>
      skeletonsClose(skeleton, entry.skeleton) &&
      !isInflection(word, entry.phrase) &&
      !sameStem(word, entry.phrase) &&
      editDistance(soundAlike(word), soundAlike(entry.phrase), limit) <= limit,
  );
  const careers = new Set(near.flatMap((entry) => PHRASES.get(entry.phrase)?.careers ?? []));
  return careers.size === 1 ? near[0]?.phrase : undefined;
}

/** Whether a typed word may be a misspelling of a catalogue word: a typo, or close in sound. */
function spelledLike(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed.length < 4 || word.length < 4 || !/^[a-z]+$/.test(typed)) return false;
  if (oneTypoApart(typed, word)) return !isInflection(typed, word);
  const limit = Math.max(1, Math.floor(word.length / 4));
  return (
    skeletonsClose(consonantSkeleton(typed), consonantSkeleton(word)) &&
    editDistance(soundAlike(typed), soundAlike(word), limit) <= limit
  );
}

/** Two-word Latin titles of people in the work ("corporate lawyer"), by their first sound. */
const ROLE_PAIRS = (() => {
  const byFirst = new Map<string, { phrase: string; first: string; second: string }[]>();
  for (const [phrase, pointer] of PHRASES) {
    const [first = '', second = '', more] = phrase.split(' ');
    if (!pointer.role || more !== undefined || !second || !/^[a-z]+ [a-z]+$/.test(phrase)) continue;
    const key = consonantSkeleton(first)[0] ?? '';
    const list = byFirst.get(key) ?? [];
    list.push({ phrase, first, second });
    byFirst.set(key, list);
  }
  return byFirst;
})();

/**
 * The two-word title two typed words spell, one or both misspelt ("corprate lawyer", "ortho
 * surgan", "baik mekanik"), when exactly one career's title is that close.
 */
export function misspeltPair(first: string, second: string): string | undefined {
  if (!first || !second || (first.length < 4 && second.length < 4)) return undefined;
  const near = (ROLE_PAIRS.get(consonantSkeleton(first)[0] ?? '') ?? []).filter(
    (pair) =>
      (pair.first !== first || pair.second !== second) &&
      spelledLike(first, pair.first) &&
      spelledLike(second, pair.second),
  );
  const careers = new Set(near.flatMap((pair) => PHRASES.get(pair.phrase)?.careers ?? []));
  return careers.size === 1 ? near[0]?.phrase : undefined;
}

/** Sound keys long enough to tell words apart ("dmsn", not "kl"). */
export const MIN_KEY = 4;

type Script = 'latin' | 'devanagari';
const scriptOf = (word: string): Script => (/^[a-z]+$/.test(word) ? 'latin' : 'devanagari');

/**
 * How a word of a phrase sounds, in either script ("forensic", "फॉरेंसिक", "फोरेंसिक" →
 * "frnsk"): Latin by `soundKey`, Devanagari by `devanagariSoundKey`; in a phrase of several
 * words a plural's "s" dropped ("forensics"). A word of fewer than three sounds ("cfe", "बस")
 * is too short to tell apart by sound: it is compared as written — except across scripts
 * (`across`: "चेन्नई" and "chennai"), where nothing is written alike.
 */
function wordSound(word: string, inPhrase: boolean, across?: Script): string {
  const key = (scriptOf(word) === 'latin' ? soundKey(word) : devanagariSoundKey(word)) ?? '';
  if (key.length < 3) {
    if (scriptOf(word) === across) return `~${key}`;
    // A short Latin word keeps its first letter too: "deta" is "data", "cfe" is no "icf".
    return scriptOf(word) === 'latin' && word.length >= 4 ? `=${word[0]}${key}` : `=${word}`;
  }
  return inPhrase && key.length >= 4 ? key.replace(/s$/, '') : key;
}

const soundOf = (words: readonly string[], across?: Script) =>
  words.map((word) => wordSound(word, words.length > 1, across)).join(' ');

/** Catalogue phrases of one to three words, in either script, by the sound of their words. */
const BY_SOUND = (() => {
  const bySound = new Map<string, string[]>();
  for (const phrase of PHRASES.keys()) {
    const words = phrase.split(' ');
    if (words.length > 3) continue;
    // As written, and as a Devanagari text would meet its short Latin words.
    for (const key of new Set([soundOf(words), soundOf(words, 'latin')])) {
      if (key.replace(/ |[=~]\S*/g, '').length < MIN_KEY + 1) continue;
      bySound.set(key, [...(bySound.get(key) ?? []), phrase]);
    }
  }
  return bySound;
})();

/**
 * The catalogue phrase words sound like, the longest first, when exactly one career's phrases
 * sound so: English written in Devanagari ("केमिकल इंजीनियरिंग" → "chemical engineering"),
 * Devanagari spelt another way ("फॉरेंसिक" for "फोरेंसिक"), and — with `latin`, when said with
 * a wish — a title of two or three Latin words misspelt ("climte change analist"). One Latin
 * word has checks of its own (`misspeltPhrase`).
 */
export function soundedPhrase(words: readonly string[], start: number, latin: boolean) {
  for (let length = 3; length >= 1; length--) {
    const part = words.slice(start, start + length);
    if (part.length < length) continue;
    const latinWords = part.filter((word) => /^[a-z]+$/.test(word)).length;
    if (latinWords > 0 && (!latin || length < 2)) continue;
    const phrases = BY_SOUND.get(soundOf(part)) ?? BY_SOUND.get(soundOf(part, 'devanagari'));
    if (!phrases) continue;
    const careers = new Set(phrases.flatMap((phrase) => PHRASES.get(phrase)?.careers ?? []));
    if (careers.size === 1 || phrases.length === 1) return { phrase: phrases[0] ?? '', length };
  }
  return undefined;
}
