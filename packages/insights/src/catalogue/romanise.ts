import { consonantSkeleton } from './spelling.js';

/**
 * English words written in Devanagari ("एडमिशन", "मैकेनिकल", "बायोटेक्नोलॉजी") read back in
 * Latin letters, roughly, so their sound can meet the catalogue's English words: consonants as
 * an English writer would spell them, vowel signs as plain vowels. Only the consonants survive
 * `consonantSkeleton`, so the vowels need not be exact.
 */
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'k',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
};

/** Vowels and vowel signs (as strings: the signs are combining marks). */
const VOWELS: ReadonlyMap<string, string> = new Map([
  ['अ', 'a'],
  ['आ', 'a'],
  ['इ', 'i'],
  ['ई', 'i'],
  ['उ', 'u'],
  ['ऊ', 'u'],
  ['ऋ', 'ri'],
  ['ए', 'e'],
  ['ऐ', 'ai'],
  ['ओ', 'o'],
  ['औ', 'au'],
  ['ऑ', 'o'],
  ['\u093E', 'a'],
  ['\u093F', 'i'],
  ['\u0940', 'i'],
  ['\u0941', 'u'],
  ['\u0942', 'u'],
  ['\u0943', 'ri'],
  ['\u0947', 'e'],
  ['\u0948', 'ai'],
  ['\u094B', 'o'],
  ['\u094C', 'au'],
  ['\u0949', 'o'],
  ['\u0902', 'n'],
  ['\u0901', 'n'],
  ['\u0903', 'h'],
]);

const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const DEVANAGARI = /^[\u0900-\u097F]+$/;

/** A Devanagari word in rough Latin letters ("एडमिशन" → "edamishan"); undefined for any other. */
export function romanise(word: string): string | undefined {
  const text = word.normalize('NFC');
  if (!DEVANAGARI.test(text)) return undefined;
  let latin = '';
  const letters = [...text];
  for (let index = 0; index < letters.length; index++) {
    let letter = letters[index] ?? '';
    if (letters[index + 1] === NUKTA) {
      letter += NUKTA;
      index++;
    }
    const consonant = CONSONANTS[letter.normalize('NFC')];
    if (consonant !== undefined) {
      latin += consonant;
      // A consonant carries an "a" unless a vowel sign or a virama follows it; the vowels are
      // dropped by the skeleton anyway, so the inherent one is left out.
      continue;
    }
    if (letter === VIRAMA) continue;
    latin += VOWELS.get(letter) ?? '';
  }
  return latin || undefined;
}

/**
 * How an English word sounds, as a key both spellings reach: "-tion" and "-sion" as said, a soft
 * "g" as "j", then the consonant skeleton ("admission" and "एडमिशन" → "dmsn", "biotechnology"
 * and "बायोटेक्नोलॉजी" → "btknlj").
 */
export const soundKey = (latin: string): string =>
  consonantSkeleton(
    latin
      .toLowerCase()
      .replace(/[st]ion/g, 'shn')
      .replace(/g(?=[eiy])/g, 'j'),
  );

/** The sound key of a Devanagari word, for English written in Devanagari; undefined otherwise. */
export function devanagariSoundKey(word: string): string | undefined {
  const latin = romanise(word);
  return latin === undefined ? undefined : consonantSkeleton(latin);
}

/**
 * English letters as they are written in Devanagari ("आरआरबी" is RRB, "एमटीएस" MTS): an
 * acronym spelt letter by letter is the catalogue's acronym.
 */
const LETTER_NAMES: readonly (readonly [string, string])[] = (
  [
    ['ए', 'a'],
    ['बी', 'b'],
    ['सी', 'c'],
    ['डी', 'd'],
    ['ई', 'e'],
    ['एफ', 'f'],
    ['जी', 'g'],
    ['एच', 'h'],
    ['आई', 'i'],
    ['जे', 'j'],
    ['के', 'k'],
    ['एल', 'l'],
    ['एम', 'm'],
    ['एन', 'n'],
    ['ओ', 'o'],
    ['पी', 'p'],
    ['क्यू', 'q'],
    ['आर', 'r'],
    ['एस', 's'],
    ['टी', 't'],
    ['यू', 'u'],
    ['वी', 'v'],
    ['डब्ल्यू', 'w'],
    ['एक्स', 'x'],
    ['वाई', 'y'],
    ['जेड', 'z'],
    ['ज़ेड', 'z'],
  ] as const
)
  .map(([name, letter]) => [name.normalize('NFC'), letter] as const)
  .sort((a, b) => b[0].length - a[0].length);

/** The Latin acronym a Devanagari word spells letter by letter (two letters or more), if any. */
export function devanagariAcronym(word: string): string | undefined {
  let rest = word.normalize('NFC');
  let letters = '';
  while (rest) {
    const name = LETTER_NAMES.find(([spelt]) => rest.startsWith(spelt));
    if (!name) return undefined;
    letters += name[1];
    rest = rest.slice(name[0].length);
  }
  return letters.length >= 2 ? letters : undefined;
}
