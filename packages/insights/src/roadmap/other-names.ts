import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import type { Occupation } from '../occupations/occupations.js';
import { indianAltTitles } from '../text/india-terms.js';

/**
 * O*NET's other names for the career's occupation, only when that occupation is this career's
 * alone: Athletes and Sports Competitors also holds "Baseball Player" and "Race Car Driver",
 * wrong for a cricketer. US doctoral titles are dropped by `indianAltTitles`.
 */
export function otherNamesOf(career: CatalogueCareer, occupation: Occupation): string[] {
  const own =
    career.profile === 'onet' &&
    INDIA_CAREERS.every((other) => other.id === career.id || other.soc[0] !== occupation.code);
  return own ? indianAltTitles(occupation) : [];
}
