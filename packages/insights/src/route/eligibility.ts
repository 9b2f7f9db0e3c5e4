/**
 * Who may enter each restricted catalogue career (decision 021), loaded from
 * `data/india-routes/eligibility.json` and its Hindi beside it, and checked when the module
 * loads: every career named exists and is listed once, every source link is on the allow-list,
 * every age figure is said in its line, and the Hindi says the same lines (`HindiCheck`).
 */
import eligibilityData from '../../data/india-routes/eligibility.json' with { type: 'json' };
import eligibilityHi from '../../data/india-routes/eligibility.hi.json' with { type: 'json' };
import type { Locale } from '@acp/shared';
import { z } from 'zod';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import { capitalise } from '../text/format.js';
import {
  CareerEligibilitySchema,
  ELIGIBILITY_KINDS,
  HindiEligibilitySchema,
} from './eligibility-schema.js';
import type { CareerEligibility, EligibilityKind } from './eligibility-schema.js';
import { HindiCheck } from './hindi-data.js';
import { checkEntries } from './route-hindi.js';
import type { RouteSource } from './route-schema.js';
import { isAllowedLink } from './routes.js';

function loadEnglish(
  entries: readonly CareerEligibility[],
): ReadonlyMap<string, CareerEligibility> {
  const problems: string[] = [];
  const byCareer = new Map<string, CareerEligibility>();
  for (const entry of entries) {
    const where = `the eligibility of ${entry.career}`;
    if (findCatalogueCareer(entry.career)?.id !== entry.career)
      problems.push(`${where}: no such catalogue career`);
    if (byCareer.has(entry.career)) problems.push(`${where} is listed twice`);
    for (const kind of ELIGIBILITY_KINDS) {
      const url = entry[kind]?.source.url;
      if (url !== undefined && !isAllowedLink(url))
        problems.push(`${where} (${kind}) links to ${url}, which is not on the allow-list`);
    }
    const { age } = entry;
    for (const figure of [age?.min, age?.max])
      if (age && figure !== undefined && !age.text.includes(String(figure)))
        problems.push(`${where}: the age line does not say ${figure}`);
    byCareer.set(entry.career, entry);
  }
  if (problems.length) throw new Error(`Eligibility data:\n  ${problems.join('\n  ')}`);
  return byCareer;
}

/** A career's lines by kind, in one language. */
type Lines = Partial<Record<EligibilityKind, string>>;

/** Each career's lines in Hindi, by kind, held to the English ones. */
function loadHindi(entries: readonly CareerEligibility[]): ReadonlyMap<string, Lines> {
  const check = new HindiCheck();
  const hindi = checkEntries(
    check,
    'eligibility.hi.json',
    entries,
    eligibilityHi,
    HindiEligibilitySchema,
    (entry) => entry.career,
    (where, en, hi) => {
      for (const kind of ELIGIBILITY_KINDS) {
        const english = en[kind]?.text;
        if (english === undefined && hi[kind] !== undefined)
          check.fail(`${where} ${kind}: the English has none`);
        if (english !== undefined) check.text(`${where} ${kind}`, english, hi[kind]);
      }
    },
  );
  check.throwIfAny('Eligibility data in Hindi');
  return new Map(hindi.map(({ career, ...lines }) => [career, lines]));
}

const ENTRIES = z.array(CareerEligibilitySchema).parse(eligibilityData);

/** The restrictions of every restricted career, by career id (English lines). */
export const CAREER_ELIGIBILITY = loadEnglish(ENTRIES);

/** Each career's lines in each language. */
const LINES_IN: Readonly<Record<Locale, ReadonlyMap<string, Lines>>> = {
  en: new Map(
    ENTRIES.map((entry) => [
      entry.career,
      Object.fromEntries(
        ELIGIBILITY_KINDS.flatMap((kind) => {
          const text = entry[kind]?.text;
          return text === undefined ? [] : [[kind, text]];
        }),
      ),
    ]),
  ),
  hi: loadHindi(ENTRIES),
};

/** The restrictions on entering a catalogue career, if a rule restricts it. */
export function eligibilityFor(careerId: string): CareerEligibility | undefined {
  return CAREER_ELIGIBILITY.get(careerId);
}

/**
 * Whether only one sex may enter the career, by rule. The engine does not know the person's
 * sex, so such a career is shown only to a person who named it (decision 021).
 */
export function isOpenToOneSex(careerId: string): boolean {
  return CAREER_ELIGIBILITY.get(careerId)?.sex !== undefined;
}

/** The full stop that ends each line, by language. */
const STOP: Readonly<Record<Locale, string>> = { en: '.', hi: '।' };

/**
 * Who may enter the career, in one short paragraph in `locale`: one sex only, then age, then
 * nationality, then physical or medical standards, each line a sentence. Undefined when no rule
 * restricts it.
 */
export function eligibilityLine(careerId: string, locale: Locale = 'en'): string | undefined {
  const lines = LINES_IN[locale].get(careerId);
  if (!lines) return undefined;
  return ELIGIBILITY_KINDS.flatMap((kind) => {
    const text = lines[kind];
    return text === undefined ? [] : [`${capitalise(text)}${STOP[locale]}`];
  }).join(' ');
}

/** The sources of a career's restrictions, each once (for the roadmap's list of sources). */
export function eligibilitySources(careerId: string): RouteSource[] {
  const entry = CAREER_ELIGIBILITY.get(careerId);
  if (!entry) return [];
  const seen = new Set<string>();
  return ELIGIBILITY_KINDS.flatMap((kind) => {
    const source = entry[kind]?.source;
    if (!source) return [];
    const key = `${source.name}|${source.year}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [source];
  });
}
