import { foldWord, lowerWords, writtenWords } from '../text/words.js';
import { readMeaning } from './answer-meaning.js';
import { SCHOOL_SUBJECTS } from './school-subjects.js';
import { matchLexicon } from './lexicon.js';
import type { LexiconHit } from './lexicon.js';

/**
 * How a free-text answer reads, before anything of it is quoted back:
 * - `readable`: real words we may quote in the answer's own slot;
 * - `non-answer`: "idk", "pata nahi", "nothing", "-" — the person had nothing to say (fine);
 * - `junk`: keyboard mash, a repeated letter or no letters ("asdf", "xyz", "aaaa", "....");
 * - `negative`: a statement about what they lack ("mujhme koi gift nahi hai", "I do nothing").
 * Only `readable` answers are ever quoted; the others are never flattered back at the person.
 */
export type AnswerQuality = 'readable' | 'non-answer' | 'junk' | 'negative';

export interface AnswerReading {
  quality: AnswerQuality;
  /** Lexicon entries the answer names (subjects, skills, activities). */
  hits: readonly LexiconHit[];
  /** The answer tells the engine something: it names something it knows, or says enough. */
  informative: boolean;
  /** Words that carry content (not filler such as "idk", "hai", "the", nor keyboard mash). */
  contentWords: number;
}

/** Words that make a statement a negation ("no gift", "kuch nahi karta", "कुछ नहीं"). */
const NEGATIONS = new Set(
  'no|not|never|nothing|none|nobody|noone|dont|cant|cannot|wont|didnt|doesnt|isnt|havent|nahi|nhi|nahin|nai|mat|na|नहीं|नही|मत|ना|न'.split(
    '|',
  ),
);

/** Reads one free-text answer: its quality, what it names, and whether it informs. */
export function readAnswer(text: string): AnswerReading {
  const hits = matchLexicon(text);
  const { meaning, contentWords } = readMeaning(text, hits.length > 0);
  if (meaning === 'junk') return { quality: 'junk', hits, informative: false, contentWords: 0 };
  if (meaning === 'filler')
    return { quality: 'non-answer', hits, informative: false, contentWords: 0 };
  const informative = hits.length > 0 || contentWords >= 3;
  if (lowerWords(text).some((word) => NEGATIONS.has(word)))
    return { quality: 'negative', hits, informative, contentWords };
  return { quality: 'readable', hits, informative, contentWords };
}

const SUBJECT_SET = new Set(
  SCHOOL_SUBJECTS.map((subject) => writtenWords(subject).map(foldWord).join(' ')),
);
const CAPITALS_ONLY_SUBJECTS = new Set(['it', 'pe', 'sst', 'evs']);

/**
 * The school subject an answer names, as the person wrote it ("Hindi" from "Hindi. Ratta maarna
 * padta hai poems ka"), or undefined. Short abbreviations count only in capitals ("IT", not "it").
 */
export function subjectOf(text: string): string | undefined {
  const written = writtenWords(text);
  for (let start = 0; start < written.length; start++) {
    for (const length of [2, 1]) {
      const words = written.slice(start, start + length);
      if (words.length < length) continue;
      const phrase = words.map(foldWord).join(' ');
      if (!SUBJECT_SET.has(phrase)) continue;
      const asWritten = words.join(' ');
      if (CAPITALS_ONLY_SUBJECTS.has(phrase) && asWritten !== asWritten.toUpperCase()) continue;
      return asWritten.charAt(0).toUpperCase() + asWritten.slice(1);
    }
  }
  return undefined;
}

/** Where an answer turns from what it names to why: a comma, a full stop, "because", "क्योंकि". */
const REASON_BREAK =
  /[,.;:!?()।]|\s-\s|\b(?:because|bcoz|bcz|coz|cuz|cause|as|since|kyunki|kyuki|kyonki|kyoki|kyunke|isliye)\b|क्योंकि|क्यूंकि|क्युकी/iu;

/**
 * What an answer names before any reason it gives: "social science" of "social science bcoz
 * bahut lamba likhna padta hai", "अंग्रेज़ी" of "अंग्रेज़ी, क्योंकि समझ नहीं आती".
 */
export function namedPart(text: string): string {
  return text.split(REASON_BREAK)[0] ?? '';
}
