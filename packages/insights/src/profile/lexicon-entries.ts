import { CARE_AND_SERVICES } from './lexicon/care-and-services.js';
import { HINDI_WORDS } from './lexicon/hindi-words.js';
import { HUMANITIES_AND_BUSINESS } from './lexicon/humanities-and-business.js';
import type { LexiconEntry } from './lexicon/lexicon-entry.js';
import { SCIENCE_AND_TECHNOLOGY } from './lexicon/science-and-technology.js';
import { SOCIETY_AND_ARTS } from './lexicon/society-and-arts.js';

export type { LexiconEntry } from './lexicon/lexicon-entry.js';

/** An entry with its Hindi and Hinglish words (`HINDI_WORDS`) after its English ones. */
const withHindi = (entry: LexiconEntry): LexiconEntry => {
  const hindi = HINDI_WORDS[entry.label];
  return hindi ? { ...entry, words: [...entry.words, ...hindi.split('|')] } : entry;
};

/**
 * Common Indian school subjects and everyday skills, in plain English and as students write them
 * in Hindi (Devanagari or Roman script). Career hints (`c`)
 * stay modest for school subjects (liking maths is not a wish to be a mathematician) and are
 * strongest where the word names the work itself (nursing, accounting, cooking, law).
 * The order is the catalogue order: matches are reported in it.
 */
export const LEXICON: readonly LexiconEntry[] = [
  ...SCIENCE_AND_TECHNOLOGY,
  ...HUMANITIES_AND_BUSINESS,
  ...SOCIETY_AND_ARTS,
  ...CARE_AND_SERVICES,
].map(withHindi);
