import { ROADMAP_FACT_HEADINGS } from '../roadmap/route-section.js';
import { stageFromWords } from './persona-stage.js';
import { runFullJourney } from './full-journey.js';
import type { StudentPersona } from './students/index.js';

/** Keys whose strings are headings, labels, identifiers or links, not sentences of prose. */
const NOT_PROSE = new Set([
  'heading',
  'title',
  'labels',
  'id',
  'code',
  'link',
  'name',
  'label',
  'tel',
  'chosen_career',
  'student_name',
  'riasecCode',
  'learningStyle',
  'confidence',
  // The support and low-signal notices are the same words for everyone by design.
  'support',
  'lowSignal',
]);

/** A roadmap section of facts (route, Plan B, sources): the same for everyone on that career. */
const isFactSection = (value: object) =>
  'heading' in value &&
  typeof value.heading === 'string' &&
  ROADMAP_FACT_HEADINGS.has(value.heading);

/**
 * Every string of prose in a result, except under the keys above, except the captions of
 * linked resources (a provider's one-line description, the same wherever it is listed) and
 * except the roadmap's sections of facts (a career's route is the same for all who choose it).
 */
function proseOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) proseOf(item, out);
  else if (value && typeof value === 'object' && !('link' in value) && !isFactSection(value))
    for (const [key, item] of Object.entries(value)) if (!NOT_PROSE.has(key)) proseOf(item, out);
  return out;
}

/** A sentence has at least this many words; shorter items are names ("Microsoft Excel"). */
const SENTENCE_WORDS = 5;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sentences of a person's results, with their name replaced by "{name}" so that two people
 * who got the same stock sentence count as the same sentence.
 */
export function sentencesOf(results: unknown, name: string): string[] {
  const names = [name.trim(), name.trim().split(/\s+/)[0] ?? '']
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const namePattern = new RegExp(names.map(escape).join('|'), 'g');
  return proseOf(results)
    .flatMap((text) => text.split(/(?<=[.!?…])\s+(?=[“"A-Z0-9])/))
    .map((sentence) => sentence.replace(namePattern, '{name}').replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= SENTENCE_WORDS);
}

export interface PersonaOutcome {
  persona: StudentPersona;
  results: ReturnType<typeof runFullJourney>;
}

/** Every persona's four results (Step 1, 2, blueprint, and the roadmap of the first career). */
export function runPersonas(personas: readonly StudentPersona[]): PersonaOutcome[] {
  return personas.map((persona) => ({
    persona,
    results: runFullJourney(persona.name, persona.answers, stageFromWords(persona.stage)),
  }));
}

export interface RepetitionReport {
  people: number;
  /** Sentences said to more than a third of the people, most common first. */
  overThird: { sentence: string; people: number }[];
  /** The largest share of people who got one and the same sentence. */
  maxShare: number;
  maxSentence: string;
}

/** How template-like the results read across people (product.md §12: no sentence for over a third). */
export function repetition(outcomes: readonly PersonaOutcome[]): RepetitionReport {
  const counts = new Map<string, number>();
  for (const { persona, results } of outcomes)
    for (const sentence of new Set(sentencesOf(results, persona.name)))
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const people = outcomes.length;
  const [maxSentence = '', maxCount = 0] = sorted[0] ?? [];
  return {
    people,
    overThird: sorted
      .filter(([, count]) => count * 3 > people)
      .map(([sentence, count]) => ({ sentence, people: count })),
    maxShare: people === 0 ? 0 : maxCount / people,
    maxSentence,
  };
}
