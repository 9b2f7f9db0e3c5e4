import { PROSE_TOTAL_MAX } from './limits.js';
import type { NarrationFacts } from './narrator.js';
import type { CareerProse, Day2Prose } from './prose-schemas.js';

/** Text the model must never write, whatever the person's answers asked for. */
const forbidden: { name: string; pattern: RegExp }[] = [
  {
    name: 'link',
    pattern:
      /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|org|net|io|in|co|ai|app|dev|edu|gov|info|xyz|me|ly)\b/i,
  },
  { name: 'email address', pattern: /[^\s@]+@[^\s@]+\.[a-z]{2,}/i },
  { name: 'html', pattern: /<\/?[a-z][^>]*>|<!--/i },
  { name: 'markdown image', pattern: /!\[[^\]]*\]\(/ },
  { name: 'markdown link', pattern: /\[[^\]]+\]\([^)]*\)/ },
  { name: 'prompt block marker', pattern: /<\/?\s*(?:engine_facts|person_answers)\b/i },
  {
    name: 'instruction echo',
    pattern: /\b(?:ignore|disregard)\b.{0,30}\b(?:instructions|rules|prompt)\b|\bsystem prompt\b/i,
  },
];

/** Every string the model wrote, with where it wrote it (career codes are not prose). */
function proseStrings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => proseStrings(item, `${path}.${i}`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'code' ? [] : proseStrings(item, path ? `${path}.${key}` : key),
    );
  return [];
}

const numbersIn = (text: string) => text.match(/\d+/g) ?? [];

/**
 * Whether a text asked for in Hindi is written in Hindi: most of its letters Devanagari, once
 * what it quotes ("…", “…”) is left aside (quotes keep the person's own script). Short texts
 * (a name, an exam) are not judged.
 */
function notInHindi(text: string): boolean {
  const unquoted = text.replace(/"[^"]*"|“[^”]*”|‘[^’]*’/g, ' ');
  const devanagari = unquoted.match(/[\u0900-\u097f]/g)?.length ?? 0;
  const latin = unquoted.match(/[a-z]/gi)?.length ?? 0;
  return devanagari + latin >= 12 && latin > devanagari;
}

/** Small counts and "out of 100" are always fine; any other number must come from the facts. */
const commonNumbers = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '100'];

function checkCareers(facts: NarrationFacts, prose: CareerProse): string[] {
  const problems: string[] = [];
  const candidates = new Map(facts.candidates.map((candidate) => [candidate.code, candidate]));
  const codes = prose.careers.map((career) => career.code);
  if (new Set(codes).size !== codes.length) problems.push('a career was chosen twice');
  // The engine's rule (product.md §11.3): at most two of one catalogue family, each career on an
  // occupation of its own (candidates have distinct codes, so a code chosen once is enough).
  const families = new Map<string, number>();
  for (const code of codes) {
    const candidate = candidates.get(code);
    if (!candidate) {
      problems.push(`career ${code} is not among the candidates`);
      continue;
    }
    families.set(candidate.family, (families.get(candidate.family) ?? 0) + 1);
  }
  for (const [family, count] of families)
    if (count > 2) problems.push(`${count} careers of family ${family}`);
  return problems;
}

function checkCards(prose: Day2Prose): string[] {
  const ids = new Set(prose.cards.map((card) => card.id));
  return ids.size === prose.cards.length ? [] : ['a card id was repeated'];
}

/**
 * What is wrong with the model's prose, measured against the facts it was given: an empty
 * list means it stays inside them. Problems name where, never the text (it may quote answers).
 */
export function groundingProblems(facts: NarrationFacts, prose: unknown): string[] {
  const problems: string[] = [];
  const strings = proseStrings(prose, '');
  const total = strings.reduce((sum, { text }) => sum + text.length, 0);
  if (total > PROSE_TOTAL_MAX) problems.push(`${total} characters, more than ${PROSE_TOTAL_MAX}`);

  const known = new Set([
    ...commonNumbers,
    ...numbersIn(
      JSON.stringify([facts.engine.result, facts.profile, facts.candidates, facts.answers]),
    ),
  ]);
  // The engine's own lines a model may keep as they are: a list of English job titles or
  // institute names inside them is the data, not the model writing English.
  const engineTexts =
    facts.locale === 'hi'
      ? proseStrings(facts.engine.result, '')
          .map(({ text }) => text)
          .filter((text) => text.length >= 12)
          .sort((a, b) => b.length - a.length)
      : [];
  const ownWords = (text: string) =>
    engineTexts.reduce(
      (rest, line) => (rest.includes(line) ? rest.split(line).join(' ') : rest),
      text,
    );
  for (const { path, text } of strings) {
    for (const { name, pattern } of forbidden)
      if (pattern.test(text)) problems.push(`${name} at ${path}`);
    const invented = numbersIn(text).filter((number) => !known.has(number));
    if (invented.length > 0) problems.push(`number not in the facts at ${path}`);
    if (facts.locale === 'hi' && notInHindi(ownWords(text)))
      problems.push(`not in Hindi at ${path}`);
  }

  if (facts.engine.kind === 'career') problems.push(...checkCareers(facts, prose as CareerProse));
  if (facts.engine.kind === 'day2') problems.push(...checkCards(prose as Day2Prose));
  return problems;
}
