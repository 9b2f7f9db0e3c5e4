import { JOURNEY_DAYS, findQuestionByText } from '@acp/shared';
import type { JourneyAnswers } from '../profile/read-answers.js';
import type {
  DistressCategory,
  DistressRule,
  DistressSignal,
  DistressText,
} from './distress-types.js';
import { DEVANAGARI_RULES } from './devanagari-rules.js';
import { ENGLISH_RULES } from './english-rules.js';
import { HINGLISH_RULES } from './hinglish-rules.js';
import {
  isAboutAField,
  isAboutOthers,
  neverThoughtEnd,
  readFrames,
  tellsOfRecovery,
} from './frames/frames.js';
import { normaliseClauses } from './normalise-text.js';

/**
 * A rule matches only where no negation ("never", "not", "no") stands in the few words before
 * it. Reading back stops at "i", which starts the person's own statement: "I can't tell anyone
 * I cut myself" is not negated, "I would never hurt myself" is.
 */
const NEGATION_WINDOW = 4;
// Words either side of a match within which a rule's innocent context (`unless`) counts.
const CONTEXT_BEFORE = 4;
const CONTEXT_AFTER = 4;
const NEGATIONS: ReadonlySet<string> = new Set(['not', 'never', 'no', 'nor', 'neither', 'without']);
/** Words after a negation that judge what follows rather than deny it ("not normal to be …"). */
const NOT_A_DENIAL: ReadonlySet<string> = new Set([
  'normal',
  'okay',
  'ok',
  'fine',
  'right',
  'fair',
]);

// Every pattern made global for `matchAll`, keeping its own flags (the Devanagari rules need `u`).
const RULES: readonly DistressRule[] = [
  ...ENGLISH_RULES,
  ...HINGLISH_RULES,
  ...DEVANAGARI_RULES,
].map((rule) => ({
  ...rule,
  pattern: new RegExp(rule.pattern.source, `${rule.pattern.flags.replace('g', '')}g`),
}));

// Both read only the few words they need, so a long clause with many matches stays linear.
function wordsBefore(clause: string, at: number, count: number): string[] {
  let end = at;
  while (end > 0 && clause[end - 1] === ' ') end--;
  let start = end;
  for (let word = 0; word < count; word++) {
    const space = clause.lastIndexOf(' ', start - 1);
    if (space === -1 || start === 0) {
      start = 0;
      break;
    }
    start = space;
  }
  return clause.slice(start === 0 ? 0 : start + 1, end).split(' ');
}

function wordsAfter(clause: string, at: number, count: number): string {
  let start = at;
  while (clause[start] === ' ') start++;
  let stop = start;
  for (let word = 0; word < count; word++) {
    const space = clause.indexOf(' ', stop + 1);
    if (space === -1) return clause.slice(start);
    stop = space;
  }
  return clause.slice(start, stop);
}

function isNegated(clause: string, matchStart: number): boolean {
  const before = wordsBefore(clause, matchStart, NEGATION_WINDOW).reverse();
  for (const [index, word] of before.entries()) {
    if (word === 'i') return false;
    // "no one knows …" and "it is not normal to be scared …" do not deny what follows.
    const next = before[index - 1] ?? '';
    if (NEGATIONS.has(word) && !(word === 'no' && next === 'one') && !NOT_A_DENIAL.has(next))
      return true;
  }
  return false;
}

/** The match with a few words either side: where an innocent context ("at chess") must be. */
function contextAround(clause: string, start: number, end: number): string {
  const before = wordsBefore(clause, start, CONTEXT_BEFORE).join(' ');
  return `${before} ${clause.slice(start, end)} ${wordsAfter(clause, end, CONTEXT_AFTER)}`;
}

function ruleFires(rule: DistressRule, clause: string, deniedFrom = Infinity): boolean {
  for (const match of clause.matchAll(rule.pattern)) {
    // After "never felt", "kabhi nahi laga": what follows is what they did not feel.
    if (match.index >= deniedFrom) continue;
    const end = match.index + match[0].length;
    if (rule.unless?.test(contextAround(clause, match.index, end))) continue;
    if (rule.negatedAfter?.test(clause.slice(end))) continue;
    if (!isNegated(clause, match.index)) return true;
  }
  return false;
}

/**
 * Looks for signs that someone may be at risk in their own words. It never diagnoses, never
 * changes any result, and returns only categories, so the words themselves are not logged.
 */
export function detectDistress(texts: readonly (string | DistressText)[]): DistressSignal {
  const found = new Set<DistressCategory>();
  let heavy = false;
  for (const item of texts) {
    const { text, aboutSubjects = false } = typeof item === 'string' ? { text: item } : item;
    if (typeof text !== 'string') continue;
    const reading = readAnswer(text, aboutSubjects);
    for (const category of reading.categories) found.add(category);
    heavy ||= reading.heavy;
  }
  const categories = [...found].sort();
  const flagged = categories.length > 0;
  return { flagged, checkIn: heavy && !flagged, categories };
}

interface AnswerReading {
  categories: readonly DistressCategory[];
  heavy: boolean;
}

/** Answers read lately: one journey reads the same answers for every result. */
const recent = new Map<string, AnswerReading>();
const RECENT_MAX = 512;

function readAnswer(text: string, aboutSubjects: boolean): AnswerReading {
  const key = `${aboutSubjects ? 's' : '-'}${text}`;
  const known = recent.get(key);
  if (known) return known;
  const reading = readAnswerOf(text, aboutSubjects);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? '');
  recent.set(key, reading);
  return reading;
}

function readAnswerOf(text: string, aboutSubjects: boolean): AnswerReading {
  const found = new Set<DistressCategory>();
  const recovered = tellsOfRecovery(text);
  for (const clause of normaliseClauses(text)) {
    // Helping others, a story or a game; "no use" about a school subject or a field; a bad
    // time told as past ("i used to feel hopeless, now i am fine").
    const others = isAboutOthers(clause);
    let field: boolean | undefined;
    const deniedFrom = neverThoughtEnd(clause) ?? Infinity;
    for (const rule of RULES) {
      if (found.has(rule.category) || !ruleFires(rule, clause, deniedFrom)) continue;
      if (others && rule.category !== 'abuse') continue;
      if (recovered && rule.category === 'hopelessness') continue;
      const mayBeAField = rule.category === 'hopelessness' || rule.category === 'severe-anxiety';
      if (mayBeAField && (aboutSubjects || (field ??= isAboutAField(clause)))) continue;
      found.add(rule.category);
    }
  }
  let heavy = false;
  for (const reading of readFrames(text, { aboutSubjects })) {
    if (reading.tier === 'flag') found.add(reading.category);
    else heavy = true;
  }
  return { categories: [...found], heavy };
}

/** The questions about school subjects: "no point" and "useless" there speak of a subject. */
export const SUBJECT_QUESTIONS: ReadonlySet<string> = new Set(['day1.q11', 'day3.q9']);

/** Convenience over stored answers: all free-text answers of the given days. */
export function detectDistressInAnswers(answers: JourneyAnswers): DistressSignal {
  const texts: DistressText[] = [];
  for (const day of JOURNEY_DAYS) {
    for (const item of answers[day] ?? []) {
      // Only the catalogue's text questions; choice answers are option labels, not their words.
      const question = findQuestionByText(day, item.question);
      if (question?.type === 'text')
        texts.push({ text: item.answer, aboutSubjects: SUBJECT_QUESTIONS.has(question.id) });
    }
  }
  return detectDistress(texts);
}
