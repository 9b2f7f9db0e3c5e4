import { foldVerbForm, verbFormOf } from './verb-forms.js';

/**
 * The words of a free-text answer in any script, as written: letters with their marks
 * (Devanagari matras stay), digits, "+" and "#" ("c++"); apostrophes dropped ("don't" → "dont").
 */
export function writtenWords(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{M}\p{N}+#]+/u)
    .filter(Boolean);
}

/** The same words in lower case. */
export function lowerWords(text: string): string[] {
  return writtenWords(text).map((word) => word.toLowerCase());
}

// Zero-width (non-)joiners only steer how a conjunct is drawn.
const JOINERS = /[\u200C\u200D]/g;
// The nukta (ज़ = ज + ़, also after NFC or NFKD of the precomposed ज़): dropped, as most people type.
const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
// A nasal consonant + virama before a stop is the anusvara's other spelling (हिन्दी = हिंदी).
const NASAL_CONJUNCT = /[ङञणनम]\u094D(?=[कखगघचछजझटठडढतथदधपफबभ])/gu;
// A vowel sign typed more than once ("नहीीीं").
const STRETCHED_SIGN = /(\p{M})\1+/gu;
const DEVANAGARI_DIGIT = /[०-९]/gu;
// Text with no mark, Devanagari or joiner (most Hinglish and English) has nothing to fold.
const TO_FOLD = /[\p{M}\u0900-\u097F\u200C\u200D]/u;

/**
 * One Devanagari spelling of a text: no nukta, chandrabindu as anusvara, a nasal conjunct before a
 * stop as anusvara, no doubled vowel signs or joiners, ASCII digits — so "ज़रूरत" and "जरूरत",
 * "हिन्दी" and "हिंदी", "कहानियाँ" and "कहानियां" read alike. Text in other scripts is unchanged.
 */
export function foldDevanagari(text: string): string {
  if (!TO_FOLD.test(text)) return text;
  return text
    .replace(JOINERS, '')
    .replace(NUKTA, '')
    .replace(CHANDRABINDU, '\u0902')
    .replace(NASAL_CONJUNCT, '\u0902')
    .replace(STRETCHED_SIGN, '$1')
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * Hindi postpositions that change with the noun's gender and number, or are spelt several
 * ways, read as one: "aankhon ki doctor" is "aankhon ka doctor", "army mein" is "army me".
 * ("main" and "मैं" are "I", not "in": they stay.)
 */
const POSTPOSITIONS: ReadonlyMap<string, string> = new Map(
  ['ka|ki|ke', 'का|की|के', 'me|mein|mei|men', 'में|मे'].flatMap((group) => {
    const [first = '', ...others] = group.split('|');
    return [first, ...others].map((form) => [form, first] as const);
  }),
);

/**
 * A word as the lexicon compares it: lower case, one Devanagari spelling, a gendered verb form
 * as its masculine form ("karti" → "karta", "चाहती" → "चाहता": `foldVerbForm`), a postposition
 * in one form ("ki" → "ka", "mein" → "me").
 */
export const foldWord = (word: string): string => {
  const folded = foldVerbForm(foldDevanagari(word.toLowerCase()));
  return POSTPOSITIONS.get(folded) ?? folded;
};

/**
 * A text with each gendered verb form read as its masculine form and every other word as
 * written: what results are seeded by, so the same answers in either gender's forms read alike.
 */
export function foldVerbForms(text: string): string {
  return text.replace(
    /[\p{L}\p{M}]+/gu,
    (word) => verbFormOf(foldDevanagari(word.toLowerCase())) ?? word,
  );
}
