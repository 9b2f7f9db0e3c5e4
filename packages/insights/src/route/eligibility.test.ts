import { describe, expect, it } from 'vitest';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import {
  CAREER_ELIGIBILITY,
  eligibilityFor,
  eligibilityLine,
  eligibilitySources,
  isOpenToOneSex,
} from './eligibility.js';
import { CareerEligibilitySchema, ELIGIBILITY_KINDS } from './eligibility-schema.js';
import type { CareerEligibility } from './eligibility-schema.js';
import { isAllowedLink } from './routes.js';

/**
 * The careers only one sex may enter, by rule, as the data records them. A change here is a
 * change of fact: it needs its source (decision 021).
 */
const ONE_SEX_ONLY = {
  anm: 'women',
  'asha-worker': 'women',
  'anganwadi-worker': 'women',
  'military-nurse': 'women',
} as const;

/** Careers open to everyone whatever their sex, for which no restriction may be invented. */
const OPEN_TO_BOTH = [
  'nurse',
  'army-officer',
  'navy-officer',
  'air-force-officer',
  'agniveer',
  'army-doctor',
  'police-constable',
  'capf-constable',
  'pilot',
  'cabin-crew',
  'firefighter',
];

const buildEligibility = (overrides: Partial<CareerEligibility> = {}): unknown => ({
  career: 'military-nurse',
  sex: {
    only: 'women',
    text: 'Open to women only (Military Nursing Service rules)',
    source: { name: 'Indian Army, MNS notice', year: 2025, url: 'https://joinindianarmy.nic.in' },
  },
  ...overrides,
});

const entries = [...CAREER_ELIGIBILITY.values()];

describe('the eligibility schema', () => {
  it('takes a career with one rule and a dated source', () => {
    expect(CareerEligibilitySchema.safeParse(buildEligibility()).success).toBe(true);
  });

  it('refuses an entry with no rule, a line with a full stop, a sex that is not women or men', () => {
    const source = { name: 'A notice', year: 2025 };
    for (const bad of [
      { career: 'military-nurse' },
      buildEligibility({ nationality: { text: 'Indian citizens only.', source } }),
      buildEligibility({ sex: { only: 'girls' as 'women', text: 'Girls only', source } }),
      buildEligibility({ age: { min: 25, max: 17, text: 'Age 17 to 25', source } }),
      buildEligibility({
        age: { text: 'Age 17 to 25', source: { name: 'Old notice', year: 2012 } },
      }),
      { ...(buildEligibility() as object), marital: { text: 'Unmarried', source } },
    ])
      expect(CareerEligibilitySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('the eligibility data', () => {
  it('restricts by sex exactly the careers whose rules do, each to the sex the rule names', () => {
    const bySex = Object.fromEntries(
      entries.flatMap((entry) => (entry.sex ? [[entry.career, entry.sex.only]] : [])),
    );
    expect(bySex).toEqual(ONE_SEX_ONLY);
    for (const id of Object.keys(ONE_SEX_ONLY)) expect(isOpenToOneSex(id), id).toBe(true);
    for (const id of OPEN_TO_BOTH) expect(isOpenToOneSex(id), id).toBe(false);
  });

  it('names only catalogue careers, each once', () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const entry of entries) expect(findCatalogueCareer(entry.career)?.id).toBe(entry.career);
  });

  it('gives every rule a named source, its year and, when linked, an allowed https link', () => {
    const sources = entries.flatMap((entry) =>
      ELIGIBILITY_KINDS.flatMap((kind) => (entry[kind] ? [entry[kind].source] : [])),
    );
    expect(sources.length).toBeGreaterThan(entries.length);
    for (const source of sources) {
      expect(source.name.length, source.name).toBeGreaterThan(5);
      expect(source.year, source.name).toBeGreaterThanOrEqual(2016);
      expect(source.year, source.name).toBeLessThanOrEqual(2026);
      if (source.url !== undefined) expect(isAllowedLink(source.url), source.url).toBe(true);
    }
    const linked = sources.filter((source) => source.url !== undefined);
    expect(linked.length).toBeGreaterThan(sources.length / 2);
  });

  it('says every age figure it records in the line', () => {
    for (const { career, age } of entries)
      for (const figure of [age?.min, age?.max])
        if (figure !== undefined) expect(age?.text, career).toContain(String(figure));
  });
});

describe('eligibilityLine', () => {
  it('says the restriction of one sex first, then age, nationality and standards', () => {
    const line = eligibilityLine('military-nurse');
    expect(line).toMatch(/^Open to women only \(Military Nursing Service rules\)\. Age /);
    expect(line).toContain('Indian citizens only.');
    expect(line?.endsWith('.')).toBe(true);
  });

  it('says it in Hindi, in the same order', () => {
    const line = eligibilityLine('military-nurse', 'hi');
    expect(line).toMatch(/^केवल महिलाओं के लिए/);
    expect(line?.endsWith('।')).toBe(true);
    expect(line).not.toMatch(/Open to|citizens/);
    for (const id of CAREER_ELIGIBILITY.keys())
      expect(eligibilityLine(id, 'hi'), id).not.toBe(eligibilityLine(id, 'en'));
  });

  it('has nothing to say for a career no rule restricts', () => {
    expect(eligibilityLine('lawyer')).toBeUndefined();
    expect(eligibilityFor('lawyer')).toBeUndefined();
    expect(eligibilitySources('lawyer')).toEqual([]);
  });

  it('lists each source of a career once', () => {
    const names = eligibilitySources('military-nurse').map((source) => source.name);
    expect(names).toEqual(['Indian Army, Military Nursing Service B.Sc Nursing admission notice']);
  });
});
