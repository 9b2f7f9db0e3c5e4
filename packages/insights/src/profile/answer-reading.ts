import { foldWord, lowerWords, writtenWords } from '../text/words.js';
import { matchLexicon } from './lexicon.js';
import type { LexiconHit } from './lexicon.js';

/**
 * How a free-text answer reads, before anything of it is quoted back:
 * - `readable`: real words we may quote in the answer's own slot;
 * - `non-answer`: "idk", "pata nahi", "nothing", "-" — the person had nothing to say (fine);
 * - `junk`: keyboard mash or no letters ("asdf", "....");
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

/** Words that carry no content on their own, in English, Hinglish and Hindi. */
const FILLER = new Set(
  [
    'i|me|my|am|is|are|was|be|a|an|the|it|this|that|to|of|and|or|so|just|really|very|much|many|any|anything|something|everything|all|yet|now|right|maybe|probably|sure|know|dont|do|does|did|not|no|nope|nah|idea|clue|none|nothing|nil|na|nothin|idk|dunno|ok|okay|k|yes|yeah|yup|hmm|hm|umm|um|pass|skip|whatever|same|good|fine|nice|bad|still|think|thinking|sorry|bro|yaar|sir|mam|maam|thanks|thank|you|lol',
    'pata|pta|patah|nahi|nhi|nahin|nai|ni|malum|maloom|kuch|kuchh|kch|koi|bhi|abhi|hai|h|hain|ho|hoon|hu|main|mai|mein|mujhe|mera|meri|shayad|bas|haan|ha|accha|acha|theek|thik|kya',
    'पता|नहीं|नही|कुछ|कोई|भी|अभी|है|हैं|हूँ|हूं|मैं|मुझे|मेरा|मेरी|शायद|बस|हाँ|हां|ठीक|क्या|मालूम',
  ]
    .join('|')
    .split('|'),
);

/** Words that make a statement a negation ("no gift", "kuch nahi karta", "कुछ नहीं"). */
const NEGATIONS = new Set(
  'no|not|never|nothing|none|nobody|noone|dont|cant|cannot|wont|didnt|doesnt|isnt|havent|nahi|nhi|nahin|nai|mat|na|नहीं|नही|मत|ना|न'.split(
    '|',
  ),
);

/** Runs of keys that sit side by side on a keyboard: "asdf", "qwer", "hjkl". */
const KEYBOARD_RUNS = /qwe|wer|ert|rty|tyu|asd|sdf|dfg|fgh|ghj|hjk|jkl|zxc|xcv|cvb|vbn|bnm/;

/** A Latin-script word that no one would type on purpose: "asdf", "sdfgh", "jkjkjk", "xzq". */
function isMash(word: string): boolean {
  if (!/^[a-z]+$/.test(word)) return false;
  if (word.length >= 3 && !/[aeiouy]/.test(word)) return true;
  if (word.length >= 4 && KEYBOARD_RUNS.test(word)) return true;
  return /^(..?)\1{2,}$/.test(word) && !/^(ha|he|hi|lo)+$/.test(word);
}

/** Reads one free-text answer: its quality, what it names, and whether it informs. */
export function readAnswer(text: string): AnswerReading {
  const hits = matchLexicon(text);
  const words = lowerWords(text);
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < 2) return { quality: 'junk', hits, informative: false, contentWords: 0 };
  const content = words.filter((word) => !FILLER.has(word) && !/^\d+$/.test(word));
  const mash = content.filter(isMash);
  const contentWords = content.length - mash.length;
  if (hits.length === 0 && content.length > 0 && mash.length * 2 >= content.length)
    return { quality: 'junk', hits, informative: false, contentWords: 0 };
  if (hits.length === 0 && content.length === 0)
    return { quality: 'non-answer', hits, informative: false, contentWords: 0 };
  const informative = hits.length > 0 || contentWords >= 3;
  if (words.some((word) => NEGATIONS.has(word)))
    return { quality: 'negative', hits, informative, contentWords };
  return { quality: 'readable', hits, informative, contentWords };
}

/** School subjects as students name them; the first one an answer names is its subject. */
const SUBJECTS: readonly string[] = [
  'mathematics|maths|math|physics|chemistry|biology|bio|science|computer science|computers|computer|it',
  'english|hindi|sanskrit|marathi|tamil|telugu|kannada|malayalam|bengali|bangla|gujarati|punjabi|urdu|odia|french|german|spanish|japanese',
  'history|geography|civics|political science|polity|economics|eco|accountancy|accounts|business studies|commerce|social science|social studies|sst|evs|statistics|psychology|sociology|home science|philosophy',
  'art|drawing|painting|music|dance|physical education|pe|sports|yoga|biotechnology|engineering drawing|informatics practices',
  'agriculture|home science',
  'गणित|विज्ञान|भौतिकी|रसायन|रसायन विज्ञान|जीव विज्ञान|कृषि विज्ञान|गृह विज्ञान|हिंदी|हिन्दी|हिंदी साहित्य|अंग्रेजी|अंग्रेज़ी|संस्कृत|इतिहास|भूगोल|नागरिक शास्त्र|राजनीति विज्ञान|अर्थशास्त्र|कला|संगीत|कंप्यूटर',
  'ganit|vigyan|bhautiki|rasayan|jeev vigyan|krishi vigyan|grih vigyan|itihas|itihaas|bhugol|arthshastra|sangeet',
].flatMap((group) => group.split('|'));
const SUBJECT_SET = new Set(
  SUBJECTS.map((subject) => writtenWords(subject).map(foldWord).join(' ')),
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
