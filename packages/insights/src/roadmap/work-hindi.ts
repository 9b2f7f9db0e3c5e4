/**
 * "What this work is really like" in Hindi: O*NET's description of the occupation, sentence by
 * sentence (`data/occupations.hi.json`), and the note of a career built from several occupations
 * (`data/india-careers/proxy-notes.hi.json`). Both are checked against the English when the module
 * loads, so a Hindi sentence can never say a figure or a name the English does not.
 */
import descriptionsHi from '../../data/occupations.hi.json' with { type: 'json' };
import proxyNotesHi from '../../data/india-careers/proxy-notes.hi.json' with { type: 'json' };
import type { Locale } from '@acp/shared';
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import {
  checkHindiDescriptions,
  checkHindiProxyNotes,
  descriptionSentences,
} from '../occupations/occupations-hindi.js';
import { findOccupation } from '../occupations/occupations.js';
import type { Occupation } from '../occupations/occupations.js';
import { HindiCheck } from '../route/hindi-data.js';
import { isUsOnlyTerm } from '../text/india-terms.js';

const check = new HindiCheck();
const DESCRIPTIONS_HI = checkHindiDescriptions(
  check,
  [...new Set(INDIA_CAREERS.filter((c) => c.profile === 'onet').map((c) => c.soc[0] ?? ''))]
    .map((code) => findOccupation(code))
    .filter((occupation): occupation is Occupation => occupation !== undefined),
  descriptionsHi,
);
const PROXY_NOTES_HI = checkHindiProxyNotes(check, INDIA_CAREERS, proxyNotesHi);
check.throwIfAny('O*NET descriptions in Hindi');

/**
 * The occupation's description as the roadmap shows it: O*NET writes for the US, so a sentence
 * about a US licence or agency is left out, in Hindi the same sentence as in English.
 */
export function workDescription(occupation: Occupation, locale: Locale): string {
  const english = descriptionSentences(occupation.description);
  const shown = locale === 'hi' ? (DESCRIPTIONS_HI.get(occupation.code) ?? english) : english;
  return shown.filter((_, i) => !isUsOnlyTerm(english[i] ?? '')).join(' ');
}

/** Which occupations a career of no O*NET profile of its own was built from, in a language. */
export function proxyNoteOf(career: CatalogueCareer, locale: Locale): string {
  return (locale === 'hi' ? PROXY_NOTES_HI.get(career.id) : undefined) ?? career.proxyNote ?? '';
}
