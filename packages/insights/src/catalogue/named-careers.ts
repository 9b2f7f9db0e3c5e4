import { lowerWords, writtenWords } from '../text/words.js';
import { INDIA_CAREERS } from './catalogue.js';
import type { CatalogueCareer } from './catalogue-schema.js';

/** A career (or an exam that leads to careers) that a person named in their own words. */
export interface NamedCareer {
  /** The catalogue careers it points to: one for "wakil", several for "NDA" or "NEET". */
  careers: readonly CatalogueCareer[];
  /** The words as the person wrote them ("CLAT", "वकील"). */
  said: string;
  kind: 'career' | 'exam';
}

/** One free-text answer; `aspiration` marks a question about their future ("five years from now…"). */
export interface AnswerText {
  text: string;
  aspiration?: boolean;
}

/** Words that say the person wants it: "banna hai", "preparing for", "बनना", "dream". */
const INTENT = new Set(
  [
    'want|wanna|wish|dream|dreams|goal|aim|become|becoming|became|be|join|joining|joined|prepare|preparing|preparation|crack|clear|cleared|clearing|qualify|exam|entrance|attempt|career|future|plan|planning|study|studying|pursue',
    'banna|banu|banoon|banunga|banungi|bannna|bnna|bnu|tayari|taiyari|tyari|dena|dungi|dunga|sapna|lakshya|karna|karni|jaana|jana',
    'बनना|बनूं|बनूँ|बनूंगा|बनूंगी|तैयारी|सपना|लक्ष्य|परीक्षा|देना|करना|जाना',
  ]
    .join('|')
    .split('|'),
);

/** Negations: "doctor nahi banna", "I don't want to be an engineer". */
const NEGATION = new Set('not|never|dont|doesnt|nahi|nahin|nhi|mat|na|no|नहीं|नही|मत|ना'.split('|'));
/** A wish that is someone else's: "papa chahte hain main engineer banu". */
const ELDERS = new Set(
  'papa|papaji|mummy|mumma|mom|dad|father|mother|parents|family|gharwale|relatives|पापा|मम्मी|माँ|पिता|घरवाले|परिवार'.split(
    '|',
  ),
);
const WANTS = new Set(
  'want|wants|wanted|force|forcing|pressure|chahte|chahti|chahta|chahiye|चाहते|चाहती|चाहिए|दबाव'.split(
    '|',
  ),
);

const NEGATION_WINDOW = 4;
const MAX_PHRASE_WORDS = 5;

interface Pointer {
  careers: CatalogueCareer[];
  kind: NamedCareer['kind'];
}

/** Every phrase (and exam name) of the catalogue → the careers it points to, built once. */
const PHRASES = (() => {
  const phrases = new Map<string, Pointer>();
  const add = (phrase: string, career: CatalogueCareer, kind: NamedCareer['kind']) => {
    const key = lowerWords(phrase).join(' ');
    if (!key) return;
    const pointer = phrases.get(key) ?? { careers: [], kind };
    // A phrase that names an exam anywhere is an exam ("SSC CHSL" is also a career's word).
    if (kind === 'exam') pointer.kind = 'exam';
    if (!pointer.careers.includes(career)) pointer.careers.push(career);
    phrases.set(key, pointer);
  };
  for (const career of INDIA_CAREERS) {
    for (const word of career.words) add(word, career, 'career');
    for (const exam of career.exams) add(exam, career, 'exam');
  }
  // "NEET UG" is written "neet": an exam's first word alone, when it is an acronym written in
  // capitals ("NEET", not "Delhi") and no career or exam already claims it ("upsc" is IAS).
  const claimed = new Set(phrases.keys());
  for (const career of INDIA_CAREERS)
    for (const exam of career.exams) {
      const [first, ...rest] = exam.split(/\s+/);
      if (!first || rest.length === 0 || !/^[A-Z]{3,}$/.test(first)) continue;
      if (!claimed.has(first.toLowerCase())) add(first, career, 'exam');
    }
  return phrases;
})();

/** A short word ("ias", "ca", "nda") counts only in capitals or with a word of intent nearby. */
const isShort = (phrase: string) => !phrase.includes(' ') && phrase.length <= 3;

/** Clauses: a negation or a parent's wish speaks only for its own clause. */
function clausesOf(text: string): string[] {
  return text
    .split(/[.!?;,\n।|]+|\s(?:but|par|lekin|magar|लेकिन|पर|मगर)\s/i)
    .filter((clause) => clause.trim());
}

function namedInClause(clause: string, aspiration: boolean): NamedCareer[] {
  const written = writtenWords(clause);
  const words = written.map((word) => word.toLowerCase());
  const intent = aspiration || words.some((word) => INTENT.has(word));
  if (words.some((word) => ELDERS.has(word)) && words.some((word) => WANTS.has(word))) return [];
  const found: NamedCareer[] = [];
  let start = 0;
  while (start < words.length) {
    let match: { phrase: string; length: number } | undefined;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length >= 1; length--) {
      const phrase = words.slice(start, start + length).join(' ');
      if (PHRASES.has(phrase)) {
        match = { phrase, length };
        break;
      }
    }
    if (!match) {
      start++;
      continue;
    }
    const end = start + match.length;
    const said = written.slice(start, end).join(' ');
    const pointer = PHRASES.get(match.phrase);
    const near = [
      ...words.slice(Math.max(0, start - NEGATION_WINDOW), start),
      ...words.slice(end, end + NEGATION_WINDOW),
    ];
    const capitals = said === said.toUpperCase() && /\p{Lu}/u.test(said);
    const trusted = !isShort(match.phrase) || capitals || intent;
    const wanted = pointer?.kind === 'exam' || intent;
    if (pointer && trusted && wanted && !near.some((word) => NEGATION.has(word)))
      found.push({ careers: pointer.careers, said, kind: pointer.kind });
    start = end;
  }
  return found;
}

/**
 * Careers and exams a person names in their free-text answers, as a counsellor would hear them:
 * whole words in any script ("wakil", "वकील", "CLAT"); a career counts when the person wants
 * it (a word of intent in the same clause, or an answer about their future), an exam always;
 * not when negated ("doctor nahi banna") or when it is a parent's wish. Each career once, in
 * the order first named.
 */
export function detectNamedCareers(answers: readonly AnswerText[]): NamedCareer[] {
  const named: NamedCareer[] = [];
  const seen = new Set<string>();
  for (const { text, aspiration = false } of answers)
    for (const clause of clausesOf(text))
      for (const mention of namedInClause(clause, aspiration)) {
        const fresh = mention.careers.filter((career) => !seen.has(career.id));
        if (fresh.length === 0) continue;
        for (const career of fresh) seen.add(career.id);
        named.push({ ...mention, careers: fresh });
      }
  return named;
}
