import { findCatalogueCareer } from '../catalogue/catalogue.js';
import { detectNamedCareers } from '../catalogue/named-careers.js';
import type { NamedCareer } from '../catalogue/named-careers.js';
import { lowerWords } from '../text/words.js';
import { namedPart } from './answer-reading.js';
import { TEXT_FIELDS } from './person-texts.js';

/** What a person's own words say about where they are headed. */
export interface Aims {
  /** Careers and exams they named as wanted, first named first. */
  named: readonly NamedCareer[];
  /** Specific activities their answer about the future speaks of ("jaivik kheti"): a lean. */
  leanings: readonly NamedCareer[];
  /** They want or need to start earning soon: careers with little preparation may be shown. */
  startsSoon: boolean;
}

/** The question about their future: a career named there is wanted even without "I want". */
const ASPIRATION_QUESTIONS = new Set([TEXT_FIELDS.proudAchievement]);
/**
 * The subject they would skip names what they do not want; their reason may name an aim ("skip
 * maths, future dentist"), so only the subject part is left out.
 */
const SKIP_QUESTION = TEXT_FIELDS.skipSubject;

/**
 * Words that say the person wants to start work soon rather than study long: to earn early,
 * to support the family, a job right after school. Lower-case word sequences.
 */
const START_SOON = [
  'start working',
  'start earning',
  'earn early',
  'earn soon',
  'earn quickly',
  'earning early',
  'need a job',
  'need job',
  'need money',
  'support my family',
  'help my family',
  'help my parents',
  'support my parents',
  'job after 10th',
  'job after 12th',
  'job right after',
  'jaldi kamana',
  'jaldi kamaana',
  'jaldi paisa',
  'jaldi naukri',
  'jaldi job',
  'job jaldi',
  'naukri jaldi',
  'kamana hai',
  'kamaana hai',
  'kamana chahta',
  'kamana chahti',
  'ghar chalana',
  'ghar ki madad',
  'ghar ka kharcha',
  'family ki help',
  'family ko support',
  'paise ki zarurat',
  'paise ki zaroorat',
  'paison ki zarurat',
  'जल्दी कमाना',
  'जल्दी नौकरी',
  'घर चलाना',
  'घर की मदद',
  'पैसे की ज़रूरत',
  'पैसे की जरूरत',
  'कमाना है',
].map((phrase) => lowerWords(phrase).join(' '));

function saysStartSoon(text: string): boolean {
  const words = ` ${lowerWords(text).join(' ')} `;
  return START_SOON.some((phrase) => words.includes(` ${phrase} `));
}

/** Aims read lately, by the answers they were read from: one journey reads them four times. */
const recent = new Map<string, Aims>();
const RECENT_MAX = 256;

/** Their aims, read from every free-text answer except the subject they would skip. */
export function readAims(texts: ReadonlyMap<string, string>): Aims {
  const key = JSON.stringify([...texts.entries()]);
  const known = recent.get(key);
  if (known) return known;
  const aims = readAimsOf(texts);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value ?? '');
  recent.set(key, aims);
  return aims;
}

function readAimsOf(texts: ReadonlyMap<string, string>): Aims {
  const answers = [...texts.entries()].map(([id, text]) => ({
    text: id === SKIP_QUESTION ? text.slice(namedPart(text).length) : text,
    aspiration: ASPIRATION_QUESTIONS.has(id),
  }));
  const mentions = detectNamedCareers(answers);
  return {
    named: mentions.filter((mention) => mention.kind !== 'activity'),
    leanings: mentions.filter((mention) => mention.kind === 'activity'),
    startsSoon: answers.some(({ text }) => saysStartSoon(text)),
  };
}

/**
 * Their aims with the careers they picked before Step 3 first (catalogue ids, at most three;
 * an id the catalogue does not have is passed over): picked careers are named careers, and a
 * career both picked and written is named once, as picked.
 */
export function withPicked(aims: Aims, picked: readonly string[]): Aims {
  const careers = [...new Set(picked)]
    .map(findCatalogueCareer)
    .filter((career) => career !== undefined);
  if (careers.length === 0) return aims;
  const ids = new Set(careers.map((career) => career.id));
  return {
    ...aims,
    named: [
      ...careers.map((career) => ({
        careers: [career],
        said: career.title,
        kind: 'picked' as const,
      })),
      ...aims.named.filter((named) => !named.careers.every((career) => ids.has(career.id))),
    ],
  };
}
