import { JOURNEY_DAYS, findQuestionByText } from '@acp/shared';
import type { JourneyAnswers } from '../profile/read-answers.js';
import type { DistressCategory, DistressRule, DistressSignal } from './distress-types.js';
import { DEVANAGARI_RULES } from './devanagari-rules.js';
import { ENGLISH_RULES } from './english-rules.js';
import { HINGLISH_RULES } from './hinglish-rules.js';
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

function ruleFires(rule: DistressRule, clause: string): boolean {
  for (const match of clause.matchAll(rule.pattern)) {
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
export function detectDistress(texts: readonly string[]): DistressSignal {
  const found = new Set<DistressCategory>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const clause of normaliseClauses(text)) {
      for (const rule of RULES) {
        if (!found.has(rule.category) && ruleFires(rule, clause)) found.add(rule.category);
      }
    }
  }
  const categories = [...found].sort();
  return { flagged: categories.length > 0, categories };
}

/** Convenience over stored answers: all free-text answers of the given days. */
export function detectDistressInAnswers(answers: JourneyAnswers): DistressSignal {
  const texts: string[] = [];
  for (const day of JOURNEY_DAYS) {
    for (const item of answers[day] ?? []) {
      // Only the catalogue's text questions; choice answers are option labels, not their words.
      if (findQuestionByText(day, item.question)?.type === 'text') texts.push(item.answer);
    }
  }
  return detectDistress(texts);
}
