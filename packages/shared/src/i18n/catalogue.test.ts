import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import consentEn from './consent/en.json';
import consentHi from './consent/hi.json';
import hi from './hi.json';
import contactEn from './contact/en.json';
import contactHi from './contact/hi.json';
import journeyEn from './journey/en.json';
import journeyHi from './journey/hi.json';
import legalEn from './legal/en.json';
import legalHi from './legal/hi.json';
import paymentEn from './payment/en.json';
import paymentHi from './payment/hi.json';
import profileEn from './profile/en.json';
import profileHi from './profile/hi.json';
import resultsEn from './results/en.json';
import resultsHi from './results/hi.json';
import { SECTIONS, type Section } from './sections';

/** Every argument a message takes (`name:kind`) and every rich-text tag it uses (`<tag>`). */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(
          `${element.value}:${element.type === TYPE.argument ? 'text' : TYPE[element.type]}`,
        );
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(`${element.value}:${element.type === TYPE.select ? 'select' : 'number'}`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        signature(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

type Catalogue = Record<string, string>;

/** Each screen section's catalogues: a section added to SECTIONS is a type error here until listed. */
const sectionCatalogues: Record<Section, { en: Catalogue; hi: Catalogue }> = {
  journey: { en: journeyEn, hi: journeyHi },
  profile: { en: profileEn, hi: profileHi },
  contact: { en: contactEn, hi: contactHi },
  legal: { en: legalEn, hi: legalHi },
  results: { en: resultsEn, hi: resultsHi },
  payment: { en: paymentEn, hi: paymentHi },
  consent: { en: consentEn, hi: consentHi },
};
const readSection = (section: Section, locale: 'en' | 'hi'): Catalogue =>
  sectionCatalogues[section][locale];

/** The landing page's and app shell's catalogue, then each screen section's (decision 016). */
const catalogues: { name: string; en: Catalogue; hi: Catalogue }[] = [
  { name: 'main', en, hi },
  ...SECTIONS.map((section) => ({
    name: section,
    en: readSection(section, 'en'),
    hi: readSection(section, 'hi'),
  })),
];

describe.each(catalogues)('the $name message catalogue', (catalogue) => {
  it('has the same keys in English and Hindi', () => {
    expect(Object.keys(catalogue.hi).sort()).toEqual(Object.keys(catalogue.en).sort());
  });

  it.each(Object.keys(catalogue.en))(
    'gives %s the same arguments and tags in both languages',
    (key) => {
      const english = signature(parse(catalogue.en[key] ?? ''));
      const hindi = signature(parse(catalogue.hi[key] ?? ''));
      // A plural's argument counts as a number wherever it is used as one.
      const normalise = (set: Set<string>) =>
        [...set].map((entry) => entry.replace(/:(text|number)$/, ':value')).sort();
      expect(normalise(hindi)).toEqual(normalise(english));
    },
  );

  it('writes every Hindi message in Hindi, not left in English', () => {
    const untranslated = Object.entries(catalogue.hi).filter(
      ([key, message]) => !/[\u0900-\u097F]/.test(message) && message === catalogue.en[key],
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe('the section catalogues', () => {
  it.each(SECTIONS)('name the %s keys after their section', (section) => {
    const strays = Object.keys(readSection(section, 'en')).filter(
      (key) => !key.startsWith(`${section}.`),
    );
    expect(strays).toEqual([]);
  });

  it('never give a key to two catalogues', () => {
    const seen = catalogues.flatMap((catalogue) => Object.keys(catalogue.en));
    expect(seen.length).toBe(new Set(seen).size);
  });
});
