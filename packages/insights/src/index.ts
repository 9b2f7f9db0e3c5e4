export { generateDay1Result } from './results/day1/generate-day1.js';
export type { Day1Input } from './results/day1/generate-day1.js';
export { generateDay2Result } from './results/day2/generate-day2.js';
export type { Day2Input } from './results/day2/generate-day2.js';
export { generateCareerResult, profileScores } from './results/career/generate-career.js';
export type { CareerInput } from './results/career/generate-career.js';
export { generateDeepRoadmap, UnknownCareerError } from './roadmap/generate-roadmap.js';
export type { DeepRoadmapInput } from './roadmap/generate-roadmap.js';
export { ROADMAP_FACT_HEADINGS, ROADMAP_SOURCES_HEADINGS } from './roadmap/route-section.js';
export { isAllowedLink, routeFor } from './route/routes.js';
export { routeSummary } from './route/route-summary.js';
export { eligibilityLine, isOpenToOneSex } from './route/eligibility.js';
export { buildProfile } from './profile/build-profile.js';
export type { TraitProfile } from './profile/profile-types.js';
export type { JourneyAnswers, QnaItem } from './profile/read-answers.js';
export { pickCareers, rankCareers, withReasons } from './match/career-match.js';
export type { CareerMatch, CareerPicks } from './match/career-match.js';
export { checkCareerFit, careerSummary } from './results/career/check-career.js';
export {
  INDIA_CAREERS,
  findCatalogueCareer,
  findCatalogueCareerByTitle,
} from './catalogue/catalogue.js';
export type { CatalogueCareer } from './catalogue/catalogue-schema.js';
export { searchCareers } from './catalogue/search.js';
export type { OccupationMatch } from './match/match-careers.js';
export { findOccupation, OCCUPATIONS } from './occupations/occupations.js';
export { careerTitle, hindiTitleInSentence } from './text/career-title.js';
export type { Occupation } from './occupations/occupations.js';
export { RESOURCE_CATALOGUE } from './resources/catalogue.js';
export { ONET_ATTRIBUTION, ONET_LICENSE_URL, ONET_SOURCE } from './attribution.js';
export { detectDistress, detectDistressInAnswers } from './safety/detect-distress.js';
export { warmUpEngine } from './warm-up.js';
export type { DistressCategory, DistressSignal } from './safety/distress-types.js';
