import { describe, expect, it } from 'vitest';
import { OCCUPATIONS } from '../occupations/occupations.js';
import { INDIA_CAREERS, findCatalogueCareer, findCatalogueCareerByTitle } from './catalogue.js';
import {
  CATALOGUE_FAMILIES,
  CatalogueCareerSchema,
  DEVANAGARI,
  LATIN,
} from './catalogue-schema.js';
import type { CatalogueCareer } from './catalogue-schema.js';

/**
 * Words that may point to careers of two different families. Empty today; add an entry only
 * with a comment saying why the word cannot be told apart (e.g. a word both families use).
 */
const SHARED_WORDS_ALLOWED: ReadonlySet<string> = new Set<string>([]);

const career = (id: string): CatalogueCareer => {
  const found = findCatalogueCareer(id);
  if (!found) throw new Error(`no catalogue career "${id}"`);
  return found;
};

describe('India career catalogue', () => {
  it('holds at least 300 careers, every one valid', () => {
    expect(INDIA_CAREERS.length).toBeGreaterThanOrEqual(300);
    for (const entry of INDIA_CAREERS)
      expect(CatalogueCareerSchema.safeParse(entry).success).toBe(true);
  });

  it('has unique ids and unique titles (case-insensitive)', () => {
    const ids = INDIA_CAREERS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titles = INDIA_CAREERS.map((entry) => entry.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has at least 8 careers in every family, and families with English and Hindi names', () => {
    for (const family of CATALOGUE_FAMILIES) {
      expect(DEVANAGARI.test(family.nameHi), family.key).toBe(true);
      const count = INDIA_CAREERS.filter((entry) => entry.family === family.key).length;
      expect(count, family.key).toBeGreaterThanOrEqual(8);
    }
  });

  it('points only to O*NET occupations that have an interest profile', () => {
    const codes = new Set(OCCUPATIONS.map((occupation) => occupation.code));
    const unknown = INDIA_CAREERS.flatMap((entry) =>
      entry.soc.filter((code) => !codes.has(code)).map((code) => `${entry.id}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });

  it('explains every proxy, and only proxies', () => {
    for (const entry of INDIA_CAREERS) {
      if (entry.profile === 'proxy') expect(entry.proxyNote?.length, entry.id).toBeGreaterThan(20);
      else expect(entry.proxyNote, entry.id).toBeUndefined();
    }
  });

  it('gives every career a Hindi title and both Devanagari and Latin words', () => {
    for (const entry of INDIA_CAREERS) {
      expect(DEVANAGARI.test(entry.titleHi), entry.id).toBe(true);
      expect(
        entry.words.some((text) => DEVANAGARI.test(text)),
        entry.id,
      ).toBe(true);
      expect(
        entry.words.some((text) => LATIN.test(text)),
        entry.id,
      ).toBe(true);
    }
  });

  it('never lets a word point to careers of two different families', () => {
    const familyOf = new Map<string, CatalogueCareer>();
    const clashes: string[] = [];
    for (const entry of INDIA_CAREERS)
      for (const text of entry.words) {
        const earlier = familyOf.get(text);
        if (!earlier) familyOf.set(text, entry);
        else if (earlier.family !== entry.family && !SHARED_WORDS_ALLOWED.has(text))
          clashes.push(
            `"${text}": ${earlier.id} (${earlier.family}) and ${entry.id} (${entry.family})`,
          );
      }
    expect(clashes).toEqual([]);
  });

  it('schema rejects a proxy without a note, capitals in words and unknown families', () => {
    const lawyer = career('lawyer');
    expect(CatalogueCareerSchema.safeParse({ ...lawyer, profile: 'proxy' }).success).toBe(false);
    expect(CatalogueCareerSchema.safeParse({ ...lawyer, proxyNote: 'Why.' }).success).toBe(false);
    expect(
      CatalogueCareerSchema.safeParse({ ...lawyer, words: [...lawyer.words, 'Vakil'] }).success,
    ).toBe(false);
    expect(CatalogueCareerSchema.safeParse({ ...lawyer, family: 'astrology' }).success).toBe(false);
    expect(CatalogueCareerSchema.safeParse({ ...lawyer, soc: ['23-1011'] }).success).toBe(false);
  });

  it('gives careers neutral titles, in English and in Hindi (decision 021)', () => {
    const gendered = INDIA_CAREERS.filter(
      (entry) =>
        /\b(?:\w+m[ae]n|hostess|stewardess|waitress|actress|headmistress)\b/i.test(entry.title) ||
        /मैन(?=$|[\s)/])|होस्टेस/.test(entry.titleHi),
    ).map((entry) => `${entry.id}: ${entry.title} / ${entry.titleHi}`);
    expect(gendered).toEqual([]);
  });

  it('still finds a career by a title it had before, and keeps the old wording among its words', () => {
    expect(findCatalogueCareerByTitle('Firefighter (fireman)')?.id).toBe('firefighter');
    expect(findCatalogueCareerByTitle('firefighter')?.id).toBe('firefighter');
    expect(findCatalogueCareerByTitle('Cabin crew (air hostess / flight attendant)')?.id).toBe(
      'cabin-crew',
    );
    expect(career('firefighter').words).toEqual(expect.arrayContaining(['fireman', 'फायरमैन']));
    expect(career('cabin-crew').words).toEqual(
      expect.arrayContaining(['air hostess', 'एयर होस्टेस']),
    );
    for (const entry of INDIA_CAREERS)
      for (const title of entry.formerTitles ?? [])
        expect(findCatalogueCareerByTitle(title)?.id, title).toBe(entry.id);
  });

  it('finds careers by id', () => {
    expect(findCatalogueCareer('lawyer')?.title).toBe('Lawyer');
    expect(findCatalogueCareer(' IAS-Officer ')?.id).toBe('ias-officer');
    expect(findCatalogueCareer('astronaut-of-mars')).toBeUndefined();
  });

  it('spot checks', () => {
    const lawyer = career('lawyer');
    expect(lawyer.soc[0]).toBe('23-1011.00');
    expect(lawyer.profile).toBe('onet');
    expect(lawyer.words).toEqual(expect.arrayContaining(['wakil', 'वकील']));
    expect(lawyer.exams).toEqual(expect.arrayContaining(['CLAT', 'AILET']));

    const army = career('army-officer');
    expect(army.profile).toBe('proxy');
    expect(army.exams).toEqual(expect.arrayContaining(['NDA', 'CDS']));

    expect(career('pilot').soc[0]).toBe('53-2011.00');
    expect(career('vet').soc[0]).toBe('29-1131.00');
    expect(career('fashion-designer').soc[0]).toBe('27-1022.00');
    expect(career('chartered-accountant').soc[0]).toBe('13-2011.00');
    expect(career('ias-officer').exams).toEqual(['UPSC CSE']);
    expect(career('doctor').exams).toEqual(['NEET UG']);
  });
});
