import type { CareerFit, Locale } from '@acp/shared';
import { findCatalogueCareer } from '../../catalogue/catalogue.js';
import type { CatalogueCareer } from '../../catalogue/catalogue-schema.js';
import { checkCareer, pickCareers } from '../../match/career-match.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { JourneyAnswers } from '../../profile/read-answers.js';
import { careerTexts } from './career-texts.js';

/** A catalogue career as a list in `locale` shows it: id, titles and the family's name. */
function summaryIn(career: CatalogueCareer, locale: Locale) {
  return {
    id: career.id,
    title: career.title,
    titleHi: career.titleHi,
    family: careerTexts(locale).family(career.family),
  };
}

/** A catalogue career as lists show it: id, titles and the family's name (English). */
export function careerSummary(career: CatalogueCareer) {
  return summaryIn(career, 'en');
}

/**
 * "Check any career": how one catalogue career fits the person, scored as their blueprint is
 * (the same profile, the same reasons, in `locale`). Undefined for an id the catalogue does not
 * have. The titles stay both (the Hindi one is `titleHi`); the family and reasons are in `locale`.
 */
export function checkCareerFit(
  answers: JourneyAnswers,
  id: string,
  locale: Locale = 'en',
): CareerFit | undefined {
  const career = findCatalogueCareer(id);
  if (!career) return undefined;
  const profile = buildProfile(answers);
  const match = checkCareer(profile, career, locale);
  if (!match) return undefined;
  return {
    ...summaryIn(career, locale),
    fitScore: match.fitScore,
    code: match.occupation.code,
    reasons: match.reasons,
    confidence: profile.evidence.low ? 'low' : 'normal',
    inTopThree: pickCareers(profile).top.some((top) => top.career.id === career.id),
  };
}
