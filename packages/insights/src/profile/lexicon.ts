import type { RiasecLetter } from '../model/dimensions.js';
import type { KnowledgeArea } from '../model/knowledge.js';
import { foldWord, writtenWords } from '../text/words.js';
import { LEXICON } from './lexicon-entries.js';
import type { LexiconEntry } from './lexicon-entries.js';

export interface LexiconHit {
  entry: LexiconEntry;
  /** The words the person actually used, as they wrote them ("CA", "Maths"). */
  word: string;
}

/** A phrase as the lexicon compares it: its words folded (`foldWord`), one space apart. */
const phraseKey = (phrase: string) => writtenWords(phrase).map(foldWord).join(' ');

/** Every phrase (1–4 words, folded) → the entries it belongs to, built once. */
const PHRASES = new Map<string, LexiconEntry[]>();
/** Abbreviations the lexicon writes in capitals ("CA"): they match only as written in capitals. */
const CAPITALS_ONLY = new Set<string>();
for (const entry of LEXICON) {
  for (const word of entry.words) {
    const key = phraseKey(word);
    if (word !== word.toLowerCase()) CAPITALS_ONLY.add(key);
    const list = PHRASES.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    PHRASES.set(key, list);
  }
}
const MAX_PHRASE_WORDS = 4;

/** The words of a text as the person wrote them, in any script ("c++", "c#", "सिलाई"). */
const wordsOf = writtenWords;

const isCapitals = (word: string) => word === word.toUpperCase() && /[A-Z]/.test(word);

/**
 * Entries mentioned in a free-text answer (whole-word matches, in any script: Devanagari is
 * compared in one spelling), each once with its longest phrase, as the person wrote it. Reading is greedy left to right, longest phrase first, so the
 * words of a phrase are not read again on their own ("computer science" is coding, not also
 * science; "animal clinic" is animals, not human health).
 */
export function matchLexicon(text: string): LexiconHit[] {
  const written = wordsOf(text);
  const tokens = written.map(foldWord);
  const best = new Map<LexiconEntry, string>();
  let start = 0;
  while (start < tokens.length) {
    let found: { phrase: string; length: number } | undefined;
    let phrase = '';
    for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= tokens.length; length++) {
      phrase =
        length === 1 ? (tokens[start] ?? '') : `${phrase} ${tokens[start + length - 1] ?? ''}`;
      if (!PHRASES.has(phrase)) continue;
      if (length === 1 && CAPITALS_ONLY.has(phrase) && !isCapitals(written[start] ?? '')) continue;
      found = { phrase, length };
    }
    if (!found) {
      start++;
      continue;
    }
    const asWritten = written.slice(start, start + found.length).join(' ');
    for (const entry of PHRASES.get(found.phrase) ?? []) {
      const current = best.get(entry);
      if (current === undefined || asWritten.length > current.length) best.set(entry, asWritten);
    }
    start += found.length;
  }
  // Keep the catalogue order so results do not depend on where a word appeared.
  return LEXICON.filter((entry) => best.has(entry)).map((entry) => ({
    entry,
    word: best.get(entry) ?? '',
  }));
}

/** Sum of the RIASEC pushes of some hits. */
export function riasecOfHits(hits: readonly LexiconHit[]): Partial<Record<RiasecLetter, number>> {
  const sum: Partial<Record<RiasecLetter, number>> = {};
  for (const { entry } of hits) {
    for (const [letter, weight] of Object.entries(entry.r) as [RiasecLetter, number][]) {
      sum[letter] = (sum[letter] ?? 0) + weight;
    }
  }
  return sum;
}

export function knowledgeOfHits(hits: readonly LexiconHit[]): KnowledgeArea[] {
  return hits.flatMap(({ entry }) => entry.k);
}
