import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import { foldWord, writtenWords } from '../text/words.js';
import { matchLexicon } from './lexicon.js';
import { LEXICON } from './lexicon-entries.js';
import { SCHOOL_SUBJECTS } from './school-subjects.js';

/**
 * Whether a free-text answer carries any meaning, by one test that every quote goes through
 * (issue 34): a word the engine knows (the lexicon's words, the school subjects and the career
 * catalogue's words, exams and titles, in three scripts) always carries meaning; a filler
 * ("idk", "pata nahi", "कुछ नहीं") carries none; and any other word is weighed by its letters:
 * one letter or a short unit repeated ("aaaa", "jkjkjk"), a run of neighbouring keys or of the
 * alphabet ("asdf", "poiuy", "xyz"), the home row with hardly a vowel ("ajskdh") or a long word
 * with no vowel at all ("sdfghj") is mash. An acronym written in capitals ("PCM", "BSc") is a
 * word unless it is a run or a repeat.
 */

/** Words that carry no content on their own, in English, Hinglish and Hindi. */
export const FILLER: ReadonlySet<string> = new Set(
  [
    'i|me|my|am|is|are|was|be|a|an|the|it|this|that|to|of|and|or|so|just|really|very|much|many|any|anything|something|everything|all|yet|now|right|maybe|probably|sure|know|dont|do|does|did|not|no|nope|nah|idea|clue|none|nothing|nil|na|nothin|idk|dunno|ok|okay|k|yes|yeah|yup|hmm|hm|umm|um|pass|skip|whatever|same|good|fine|nice|bad|still|think|thinking|sorry|bro|yaar|sir|mam|maam|thanks|thank|you|lol|lmao|haha|hehe|hihi',
    'pata|pta|patah|nahi|nhi|nahin|nai|ni|malum|maloom|kuch|kuchh|kch|koi|bhi|abhi|hai|h|hain|ho|hoon|hu|main|mai|mein|mujhe|mera|meri|shayad|bas|haan|ha|accha|acha|theek|thik|kya',
    'पता|नहीं|नही|कुछ|कोई|भी|अभी|है|हैं|हूँ|हूं|मैं|मुझे|मेरा|मेरी|शायद|बस|हाँ|हां|ठीक|क्या|मालूम',
  ]
    .join('|')
    .split('|'),
);

/** Every word of the lexicon, the school subjects and the catalogue, as matching reads it. */
const KNOWN: ReadonlySet<string> = (() => {
  const known = new Set<string>();
  const add = (phrase: string) => {
    for (const word of writtenWords(phrase)) known.add(foldWord(word));
  };
  for (const entry of LEXICON) entry.words.forEach(add);
  SCHOOL_SUBJECTS.forEach(add);
  for (const career of INDIA_CAREERS)
    for (const phrase of [
      career.title,
      career.titleHi,
      ...career.words,
      ...career.exams,
      ...(career.posts ?? []),
      ...(career.institutions ?? []),
      ...(career.workplaces ?? []),
      ...(career.objects ?? []),
    ])
      add(phrase);
  return known;
})();

/** Whether the engine knows a word: the lexicon, a school subject or the catalogue names it. */
export const isKnownWord = (word: string): boolean => KNOWN.has(foldWord(word));

/** Lines of neighbouring letters: the keyboard's rows and the alphabet. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** A run this long on a keyboard row is mash inside a longer word ("qwertyabc", not "poverty"). */
const LONG_KEY_RUN = 5;

/**
 * The letters of a word that lie in a run of three or more neighbours along one line, in one
 * direction ("asd" and "fgh" of "asdfgh", "zyx"); and the longest run on a keyboard row.
 */
function runsOf(word: string): { covered: boolean[]; longestKeyRun: number } {
  const covered = word.split('').map(() => false);
  let longestKeyRun = 0;
  for (const line of [...KEY_ROWS, ALPHABET]) {
    for (const step of [1, -1]) {
      let start = 0;
      for (let end = 1; end <= word.length; end++) {
        const before = line.indexOf(word[end - 1] ?? '');
        const next = end < word.length ? line.indexOf(word[end] ?? '') : -1;
        if (before >= 0 && next >= 0 && next - before === step) continue;
        const length = end - start;
        if (length >= 3) for (let at = start; at < end; at++) covered[at] = true;
        if (line !== ALPHABET) longestKeyRun = Math.max(longestKeyRun, length);
        start = end;
      }
    }
  }
  return { covered, longestKeyRun };
}

/** One letter three times or more ("aaa"), or a short unit over and over ("jkjkjk", "jkjk"). */
function isRepeat(word: string): boolean {
  const unit = /^(\p{L}\p{M}*|\p{L}\p{M}*\p{L}\p{M}*|\p{L}\p{M}*\p{L}\p{M}*\p{L}\p{M}*)\1+$/u.exec(
    word,
  )?.[1];
  if (!unit) return false;
  const letters = [...unit].filter((char) => /\p{L}/u.test(char)).length;
  const times = word.length / unit.length;
  if (letters === 1 || times >= 3) return times >= 3;
  // Said twice, a syllable is a word ("papa", "didi", "गुड़गुड़"); keys without a vowel are not.
  return /^[a-z]+$/.test(unit) && !/[aeiou]/.test(unit);
}

/** A Latin word without a vowel: "sdfgh" ("y" after a consonant sounds as one: "gym", "sky"). */
const hasNoVowel = (word: string) => !/[aeiou]|[^aeiouy]y/.test(word);

/**
 * Fingers resting on the home row type "ajskdh", "asdjkasd": six letters or more of that row
 * alone with at most one vowel in four (its only vowel is "a"). Words of the row have more
 * vowels ("salad", "kalash") or are shorter ("flask", "dhaal").
 */
const isHomeRowMash = (word: string) =>
  word.length >= 6 &&
  /^[asdfghjkl]+$/.test(word) &&
  (word.match(/a/g) ?? []).length / word.length <= 0.25;

/** A word in capitals (two or more), as acronyms are written: "PCM", "BSc", "PhD". */
const isAcronym = (written: string) =>
  /^[A-Za-z]+$/.test(written) && (written.match(/[A-Z]/g) ?? []).length >= 2;

/** A letter typed three times or more: "nooo", "goood". */
const STRETCHED = /(\p{L})\1{2,}/u;

/** The same word with a stretched letter made single or double: "nooo" → "no", "goood" → "good". */
const unstretched = (word: string) => [
  word.replace(/(\p{L})\1{2,}/gu, '$1'),
  word.replace(/(\p{L})\1{2,}/gu, '$1$1'),
];

/** What one written word is to the meaning of an answer. */
export type WordSense = 'known' | 'word' | 'filler' | 'mash';

/** Words read lately: one journey reads the same answers four times. */
const recent = new Map<string, WordSense>();
const RECENT_MAX = 4096;

/** Reads one word as written (any script). */
export function senseOfWord(written: string): WordSense {
  const cached = recent.get(written);
  if (cached) return cached;
  const sense = readWord(written);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(written, sense);
  return sense;
}

function readWord(written: string): WordSense {
  const lower = written.toLowerCase();
  if (/^\p{N}+$/u.test(lower)) return 'filler';
  const known = KNOWN.has(foldWord(lower));
  // "IT" and "PE" in capitals are the subjects; "it" is a filler.
  if (known && isAcronym(written)) return 'known';
  if (FILLER.has(lower)) return 'filler';
  if (known) return 'known';
  if (isRepeat(lower)) return 'mash';
  if (STRETCHED.test(lower)) {
    const [single = lower, double = lower] = unstretched(lower);
    if (FILLER.has(single) || FILLER.has(double)) return 'filler';
    if (KNOWN.has(foldWord(single)) || KNOWN.has(foldWord(double))) return 'known';
  }
  if (!/^[a-z]+$/.test(lower)) return 'word';
  if (lower.length >= 3) {
    const { covered, longestKeyRun } = runsOf(lower);
    if (covered.every(Boolean) || longestKeyRun >= LONG_KEY_RUN) return 'mash';
  }
  if (isAcronym(written)) return 'word';
  if (isHomeRowMash(lower)) return 'mash';
  if (!hasNoVowel(lower)) return 'word';
  // Up to five letters without a vowel may be a chat spelling or an abbreviation ("kr", "pls",
  // "cctv", "frnds"): too little to be either a word or mash.
  return lower.length <= 5 ? 'filler' : 'mash';
}

/**
 * How much meaning a free-text answer carries: `junk` (no letters, or as much mash as other
 * words: "asdf", "xyz", "....", "1234"), `filler` (only words that say nothing: "idk", "pata
 * nahi", "कुछ नहीं", "-"), `meaningful` otherwise — always when it names something the lexicon
 * knows (`names`, read here unless given); with its content words (neither filler nor mash).
 */
export function readMeaning(
  text: string,
  names: boolean = matchLexicon(text).length > 0,
): { meaning: 'junk' | 'filler' | 'meaningful'; contentWords: number } {
  let known = 0;
  let contentWords = 0;
  let mash = 0;
  for (const written of writtenWords(text)) {
    const sense = senseOfWord(written);
    if (sense === 'mash') mash++;
    else if (sense !== 'filler') contentWords++;
    if (sense === 'known') known++;
  }
  // A letter or none ("-", "7", "?!"), unless it is a word the engine knows ("c++", "5जी").
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (!names && known === 0 && letters < 2) return { meaning: 'junk', contentWords: 0 };
  if (!names && mash > 0 && mash >= contentWords) return { meaning: 'junk', contentWords: 0 };
  if (!names && contentWords === 0) return { meaning: 'filler', contentWords: 0 };
  return { meaning: 'meaningful', contentWords };
}

/** Answers weighed lately, for the quotes of one journey's four results. */
const weighed = new Map<string, boolean>();

/** The one test every quote passes: an answer that says nothing is never quoted back. */
export function carriesNoMeaning(text: string): boolean {
  const known = weighed.get(text);
  if (known !== undefined) return known;
  const none = readMeaning(text).meaning !== 'meaningful';
  if (weighed.size >= RECENT_MAX) weighed.clear();
  weighed.set(text, none);
  return none;
}
