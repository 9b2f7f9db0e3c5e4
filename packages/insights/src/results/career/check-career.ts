import type { CareerFit } from '@acp/shared';
import { findCatalogueCareer } from '../../catalogue/catalogue.js';
import { CATALOGUE_FAMILIES } from '../../catalogue/catalogue-schema.js';
import type { CatalogueCareer } from '../../catalogue/catalogue-schema.js';
import { checkCareer, pickCareers } from '../../match/career-match.js';
import { buildProfile } from '../../profile/build-profile.js';
import type { JourneyAnswers } from '../../profile/read-answers.js';

const FAMILY_NAMES = new Map<string, string>(
  CATALOGUE_FAMILIES.map((family) => [family.key, family.name]),
);

/** A catalogue career as lists show it: id, titles and the family's name. */
export function careerSummary(career: CatalogueCareer) {
  return {
    id: career.id,
    title: career.title,
    titleHi: career.titleHi,
    family: FAMILY_NAMES.get(career.family) ?? career.family,
  };
}

/**
 * "Check any career": how one catalogue career fits the person, scored as their blueprint is
 * (the same profile, the same reasons). Undefined for an id the catalogue does not have.
 */
export function checkCareerFit(answers: JourneyAnswers, id: string): CareerFit | undefined {
  const career = findCatalogueCareer(id);
  if (!career) return undefined;
  const profile = buildProfile(answers);
  const match = checkCareer(profile, career);
  if (!match) return undefined;
  return {
    ...careerSummary(career),
    fitScore: match.fitScore,
    code: match.occupation.code,
    reasons: match.reasons,
    confidence: profile.evidence.low ? 'low' : 'normal',
    inTopThree: pickCareers(profile).top.some((top) => top.career.id === career.id),
  };
}
