import { HELPLINES } from '@acp/shared';
import { displayName, firstName } from '../text/format.js';

/**
 * Checks for a result written in Hindi (decision 016), shared by the Hindi tests of every result:
 * what a student reading it must never see.
 */

/** Latin words a Hindi result may show: the brand, O*NET, exams and degrees as written everywhere. */
export const LATIN_ALLOWED = new Set([
  'AI',
  'Career',
  'Path',
  'O*NET',
  'Google',
  'JEE',
  'NEET',
  'CUET',
  'CLAT',
  'NDA',
  'UPSC',
  'SSC',
  'CA',
  'BA',
  'B.A',
  'B.Sc',
  'B.Com',
  'B.Tech',
  'B.Ed',
  'BBA',
  'BCA',
  'MBA',
  'MBBS',
  'ITI',
  // The helplines, by the names they answer to.
  ...HELPLINES.map((line) => line.name),
]);

/** Keys whose strings are codes, not words (the RIASEC letters of the picture). */
const CODE_KEYS = new Set(['interestCode', 'tel', 'label']);

/** Every string of a result with the path it was found at, codes left out. */
export function textsOf(
  value: unknown,
  path = '',
  out: [string, string][] = [],
): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => textsOf(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (!CODE_KEYS.has(key)) textsOf(item, path ? `${path}.${key}` : key, out);
  return out;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The text without what the student wrote: their name as written, and every “quote” whose words
 * are their own (an excerpt of one of their answers, maybe cut short with "…").
 */
export function withoutTheirWords(text: string, name: string, answers: readonly string[]): string {
  const own = answers.map(squash);
  // Their name as the result writes it; nothing when they gave none (then we write दोस्त).
  const names = [displayName(name, ''), firstName(name, '')].filter(Boolean);
  let rest = text.replace(/“([^”]*)”/g, (quote, inner: string) => {
    const words = squash(inner.replace(/…$/, ''));
    return words && own.some((answer) => answer.includes(words)) ? ' ' : quote;
  });
  for (const written of names) rest = rest.split(written).join(' ');
  return rest;
}

const LATIN_WORD = /[A-Za-z][A-Za-z.*+#-]*[A-Za-z+#]|[A-Za-z]/g;

/** What is wrong with one Hindi text: empty, broken or left in English. */
export function hindiProblems(text: string, name: string, answers: readonly string[]): string[] {
  const problems: string[] = [];
  if (!text.trim()) problems.push('empty');
  if (/undefined|NaN|null|[{}]|\$\{/.test(text)) problems.push('a template left unfilled');
  if (/ {2}|^\s|\s$/.test(text)) problems.push('stray spaces');
  const rest = withoutTheirWords(text, name, answers).replace(LATIN_WORD, (word) =>
    LATIN_ALLOWED.has(word) ? ' ' : word,
  );
  const latin = rest.match(LATIN_WORD) ?? [];
  if (latin.length) problems.push(`English words: ${latin.join(', ')}`);
  else if (/\p{L}/u.test(rest) && !/[\u0900-\u097F]/.test(rest)) problems.push('no Devanagari');
  return problems;
}

/** The sentences of a result's texts (at least four words each), for finding one said twice. */
export function repeatedSentences(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const text of texts)
    for (const sentence of text.split(/(?<=[।?!.])\s+/)) {
      const words = squash(sentence);
      if (words.split(' ').length < 4) continue;
      if (seen.has(words)) repeated.push(sentence);
      seen.add(words);
    }
  return repeated;
}

/** The result with every string as "…": two results of the same shape, numbers and codes agree. */
export function shapeOf(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return CODE_KEYS.has(key) ? value : '…';
  if (Array.isArray(value)) return value.map((item) => shapeOf(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, shapeOf(item, k)]));
  return value;
}

/** The shape of a phrase table: lists by length, phrases by how many words they take. */
export function phraseTableShape(value: unknown): unknown {
  if (typeof value === 'function') return `phrase/${value.length}`;
  if (Array.isArray(value)) return value.map(phraseTableShape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, item]) => [key, phraseTableShape(item)]),
    );
  return typeof value;
}
