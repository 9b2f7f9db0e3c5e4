/**
 * Building blocks for the Devanagari rules. They are written once in the spelling
 * `normalise-text.ts` produces (no nukta, ँ as ं, हिन्दी as हिंदी, नहीं, हूं, मैं) and `hindi()`
 * makes them tolerant of the vowel lengths and nasal dots people mix up when typing: ि/ी, ु/ू,
 * इ/ई, उ/ऊ, and a missing ं ("जाऊ" for "जाऊं", "पहुचाता" for "पहुंचाता").
 */

export const any = (...words: string[]): string => `(?:${words.join('|')})`;

// JavaScript's \b knows only ASCII word letters, so a word's edges are written out: no letter,
// vowel sign or digit may touch a match on either side.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';
/** The rest of a word: "काट" + WORD_TAIL reads "काटती", "काट", "काटा". */
export const WORD_TAIL = '[\\p{L}\\p{M}]*';

const LOOSE: Readonly<Record<string, string>> = {
  'ि': '[िी]',
  'ी': '[िी]',
  'ु': '[ुू]',
  'ू': '[ुू]',
  इ: '[इई]',
  ई: '[इई]',
  उ: '[उऊ]',
  ऊ: '[उऊ]',
  'ं': 'ं?',
};
// An alternation, not a character class: vowel signs on their own in a class read as misleading.
const LOOSE_CHARS = new RegExp(Object.keys(LOOSE).join('|'), 'gu');

/**
 * A whole-word pattern over a normalised clause. Write sources without Devanagari inside
 * character classes or before a quantifier: each of the letters above becomes a small class.
 */
export function hindi(source: string): RegExp {
  const tolerant = source.replace(LOOSE_CHARS, (char) => LOOSE[char] ?? char);
  return new RegExp(`(?<!${WORD_CHAR})(?:${tolerant})(?!${WORD_CHAR})`, 'u');
}

/** Words that end the statement a match belongs to: conjunctions and the auxiliary verb. */
const STATEMENT_END = any(
  'कि|और|पर|लेकिन|मगर|क्योंकि|जब|अगर|तो|तब|फिर|वरना|इसलिए|जो|है|हैं|हूं',
  'था|थी|थे',
);

/**
 * Hindi negates after the noun or verb: "आत्महत्या के बारे में कभी नहीं सोचा", "पापा मारते नहीं".
 * Tested on the rest of the clause after a match: a नहीं or मत within four words, before the
 * statement ends ("पापा मुझे मारते हैं जब मैं पढ़ाई नहीं करता" stays a signal).
 */
export const NEGATED_AFTER = new RegExp(
  `^(?: (?!${STATEMENT_END}(?: |$))[^ ]+){0,4} ${any('नहीं', 'मत')}(?: |$)`,
  'u',
);
