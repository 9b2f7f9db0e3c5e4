import type { RiasecLetter } from '../../model/dimensions.js';
import type { KnowledgeArea } from '../../model/knowledge.js';

/** A family of words (school subjects, skills, activities) and what they point to. */
export interface LexiconEntry {
  /** How we name it back to the person, e.g. "chemistry". */
  label: string;
  /**
   * Lower-case words or phrases, matched on whole words. A word written in capitals ("CA") is an
   * abbreviation: it matches only where the person wrote it in capitals too ("CA finals", not
   * "ca" in another sentence).
   */
  words: readonly string[];
  r: Partial<Record<RiasecLetter, number>>;
  k: readonly KnowledgeArea[];
  /**
   * Career hints: O*NET-SOC code prefixes whose work *is* this activity ("nursing" →
   * 29-1141 Registered Nurses), with a strength. A prefix may be a whole family ("27-"),
   * a minor group ("15-12") or one occupation.
   */
  c: Readonly<Record<string, number>>;
}

/** Builds an entry; `words` lists its words and phrases separated by `|`. */
export const entry = (
  label: string,
  words: string,
  r: LexiconEntry['r'],
  k: readonly KnowledgeArea[],
  c: LexiconEntry['c'] = {},
): LexiconEntry => ({ label, words: words.split('|'), r, k, c });
