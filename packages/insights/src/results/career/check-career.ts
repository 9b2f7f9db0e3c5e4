import type { CareerFit, Locale } from '@acp/shared';
import { findCatalogueCareer } from '../../catalogue/catalogue.js';
import type { CatalogueCareer } from '../../catalogue/catalogue-schema.js';
import { checkCareer, pickCareers } from '../../match/career-match.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { JourneyAnswers } from '../../profile/read-answers.js';
import { eligibilityLine } from '../../route/eligibility.js';
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

/** A catalogue career as lists show it: id, titles and the family's name (in `locale`). */
export function careerSummary(career: CatalogueCareer, locale: Locale = 'en') {
  return summaryIn(career, locale);
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
  picked: readonly string[] = [],
): CareerFit | undefined {
  const career = findCatalogueCareer(id);
  if (!career) return undefined;
  const profile = buildProfile(answers, { picked });
  const match = checkCareer(profile, career, locale);
  if (!match) return undefined;
  const eligibility = eligibilityLine(career.id, locale);
  return {
    ...summaryIn(career, locale),
    // Who may enter it comes first, where a rule restricts it (decision 021).
    ...(eligibility ? { eligibility } : {}),
    fitScore: match.fitScore,
    code: match.occupation.code,
    reasons: match.reasons,
    confidence: profile.evidence.low ? 'low' : 'normal',
    inTopThree: pickCareers(profile).top.some((top) => top.career.id === career.id),
  };
}
