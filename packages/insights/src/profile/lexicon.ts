import type { RiasecLetter } from '../model/dimensions.js';
import type { KnowledgeArea } from '../model/knowledge.js';
import { LEXICON } from './lexicon-entries.js';
import type { LexiconEntry } from './lexicon-entries.js';

export interface LexiconHit {
  entry: LexiconEntry;
  /** The word the person actually used. */
  word: string;
}

/** Every phrase (1–4 words) → the entries it belongs to, built once. */
const PHRASES = new Map<string, LexiconEntry[]>();
for (const entry of LEXICON) {
  for (const word of entry.words) {
    const list = PHRASES.get(word) ?? [];
    if (!list.includes(entry)) list.push(entry);
    PHRASES.set(word, list);
  }
}
const MAX_PHRASE_WORDS = 4;

/**
 * Entries mentioned in a free-text answer (word-boundary matches), each once with its
 * longest phrase. Reading is greedy left to right, longest phrase first, so the words of a
 * phrase are not read again on their own ("computer science" is coding, not also science).
 */
export function matchLexicon(text: string): LexiconHit[] {
  const tokens = text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);
  const best = new Map<LexiconEntry, string>();
  let start = 0;
  while (start < tokens.length) {
    let found: { phrase: string; length: number } | undefined;
    let phrase = '';
    for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= tokens.length; length++) {
      phrase =
        length === 1 ? (tokens[start] ?? '') : `${phrase} ${tokens[start + length - 1] ?? ''}`;
      if (PHRASES.has(phrase)) found = { phrase, length };
    }
    if (!found) {
      start++;
      continue;
    }
    for (const entry of PHRASES.get(found.phrase) ?? []) {
      const current = best.get(entry);
      if (current === undefined || found.phrase.length > current.length)
        best.set(entry, found.phrase);
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
