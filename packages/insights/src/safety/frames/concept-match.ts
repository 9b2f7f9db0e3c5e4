import { foldDevanagari } from '../../text/words.js';

/**
 * Finding concepts in a normalised answer: each concept is a list of short word sequences
 * ("be around", "tab tak", "हमेशा के लिए"); a word ending in `*` also matches the words it
 * starts ("thak*": "thaka", "thaki", "thakk"). Words are compared loosely, as people type them:
 * Devanagari without the vowel-length and nasal-dot differences (ि/ी, ु/ू, ं), Hinglish without
 * doubled vowels and letters (jaana/jana, zindagi/jindagi, bohot/bohat are not merged).
 */

/** Where a concept was found: word positions in the answer, `end` exclusive. */
export interface Span {
  start: number;
  end: number;
}

const DEVANAGARI_LOOSE: Readonly<Record<string, string>> = {
  'ी': 'ि',
  'ू': 'ु',
  ई: 'इ',
  ऊ: 'उ',
  'ं': '',
};

/** One word as compared: loose Devanagari, loose Latin spelling. */
export function looseWord(word: string): string {
  if (/[\u0900-\u097F]/u.test(word))
    return word.replace(
      /\u0940|\u0942|\u0908|\u090A|\u0902/gu,
      (char) => DEVANAGARI_LOOSE[char] ?? char,
    );
  return word
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([a-z])\1+/g, '$1');
}

interface Pattern {
  words: readonly string[];
  /** Per word: it may be followed by more letters. */
  prefix: readonly boolean[];
}

function compile(entry: string): Pattern {
  // Written in the same spelling as the text they are compared with.
  const raw = foldDevanagari(entry.toLowerCase()).split(' ').filter(Boolean);
  return {
    words: raw.map((word) => looseWord(word.replace(/\*$/, ''))),
    prefix: raw.map((word) => word.endsWith('*')),
  };
}

/**
 * Words that stand between the words of an idea without changing it: Hindi's particles of
 * emphasis ("jagaane ki zarurat hi na pade", "जीना ही नहीं चाहता") and English fillers.
 */
const PARTICLES: ReadonlySet<string> = new Set(
  ['hi', 'bhi', 'to', 'toh', 'bas', 'ही', 'भी', 'तो', 'बस', 'just', 'even', 'really'].map(
    looseWord,
  ),
);

/** Where a pattern starting at `start` ends (exclusive), or `start` when it does not match. */
function matchAt(pattern: Pattern, words: readonly string[], start: number): number {
  let at = start;
  for (let index = 0; index < pattern.words.length; index++) {
    // A particle may sit between two words of the pattern, not before its first.
    if (index > 0) {
      let skipped = 0;
      while (skipped < 2 && PARTICLES.has(words[at] ?? '') && words[at] !== pattern.words[index]) {
        at++;
        skipped++;
      }
    }
    const word = words[at] ?? '';
    const want = pattern.words[index] ?? '';
    if (at >= words.length || !(pattern.prefix[index] ? word.startsWith(want) : word === want))
      return start;
    at++;
  }
  return at;
}

/** A concept, compiled once: its sequences by their first word, those of a prefix apart. */
export class Concept {
  private readonly byFirst = new Map<string, Pattern[]>();
  private readonly byPrefix: Pattern[] = [];

  constructor(entries: readonly string[]) {
    for (const pattern of entries.map(compile)) {
      if (pattern.prefix[0]) this.byPrefix.push(pattern);
      else {
        const first = pattern.words[0] ?? '';
        this.byFirst.set(first, [...(this.byFirst.get(first) ?? []), pattern]);
      }
    }
  }

  /** Every place the concept occurs among the (loose) words, longest first at each place. */
  find(words: readonly string[]): Span[] {
    const spans: Span[] = [];
    for (let start = 0; start < words.length; start++) {
      let best = 0;
      for (const pattern of [...(this.byFirst.get(words[start] ?? '') ?? []), ...this.byPrefix]) {
        const end = matchAt(pattern, words, start);
        if (end > start + best) best = end - start;
      }
      if (best > 0) spans.push({ start, end: start + best });
    }
    return spans;
  }
}
