/**
 * What the roadmap's stages are built from (the person, the career, its route, where they are
 * now) and what the stage builders share: the route's exams by level, the resources in the
 * person's language, the stage texts.
 */
import type { EducationStage, Locale, RoadmapResource } from '@acp/shared';
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import { WORK_VALUE_KEYS } from '../model/dimensions.js';
import type { Occupation } from '../occupations/occupations.js';
import { familyResources, resourceFits, resourceNamed } from '../resources/catalogue.js';
import type { CatalogueResource } from '../resources/catalogue.js';
import type { RouteExam } from '../route/route-schema.js';
import { ROUTE_BODIES, type ResolvedRoute } from '../route/routes.js';
import type { TextContext } from '../text/context.js';
import { capitalise } from '../text/format.js';
import { knowledgeFits } from './family-content.js';
import { AFTER_10, examItemIn } from './route-words.js';
import { STAGE_TEXTS_HI } from './stage-texts.hi.js';
import { STAGE_TEXTS_EN } from './stage-texts.js';
import type { StageTexts } from './stage-texts.js';

const TEXTS: Readonly<Record<Locale, StageTexts>> = { en: STAGE_TEXTS_EN, hi: STAGE_TEXTS_HI };

/** What the stages are built from. */
export interface StagePlan {
  c: TextContext;
  career: CatalogueCareer;
  occupation: Occupation;
  route: ResolvedRoute;
  /** "a lawyer" ("वकील" in Hindi): one person in the career, for sentences. */
  one: string;
  /** Where the person is now; undefined when they have not said. */
  stage: EducationStage | undefined;
}

const asItem = (
  { name, description, descriptionHi, link }: CatalogueResource,
  locale: Locale,
): RoadmapResource => ({ name, description: locale === 'hi' ? descriptionHi : description, link });

const EXAM_LEVEL_ORDER: Readonly<Record<RouteExam['level'], number>> = {
  'class-10': 0,
  'class-12': 1,
  graduate: 2,
  postgraduate: 3,
  professional: 4,
};

/** The route's exams taken at school level (after Class 10 or 12). */
export const schoolExams = (route: ResolvedRoute) =>
  route.exams.filter((exam) => EXAM_LEVEL_ORDER[exam.level] <= 1);
/** The route's exams taken after a degree (recruitment, postgraduate, professional). */
export const laterExams = (route: ResolvedRoute) =>
  route.exams.filter((exam) => EXAM_LEVEL_ORDER[exam.level] >= 2);
/** Whether the main way in is an exam taken after a degree (UPSC, SSC, bank, CA Final…). */
export const entersAfterDegree = (route: ResolvedRoute) =>
  route.exams[0] !== undefined && EXAM_LEVEL_ORDER[route.exams[0].level] >= 2;
/**
 * Whether that exam selects people for posts (UPSC, SSC, a bank) rather than admitting to a
 * course after the degree (the film institutes' JET, CAT, JAM).
 */
export const recruitedAfterDegree = (route: ResolvedRoute) =>
  entersAfterDegree(route) && ROUTE_BODIES.get(route.exams[0]?.body ?? '')?.recruits === true;

/** Routes whose first role is an apprenticeship or traineeship: ITI, diploma, short courses. */
export const apprenticeRoute = (plan: StagePlan) =>
  plan.route.after10.path === 'iti' ||
  plan.route.after10.path === 'polytechnic' ||
  plan.career.preparation === 'short' ||
  plan.career.preparation === 'diploma';

export function knowledgeToBuild(plan: StagePlan): string[] {
  return plan.occupation.knowledge
    .map(([name]) => name)
    .filter((name) => knowledgeFits(name, plan.career.family));
}

export function learningResources(plan: StagePlan): RoadmapResource[] {
  const own = familyResources(plan.career.family).filter(
    (resource) => resource.name !== 'Apprenticeship India' || apprenticeRoute(plan),
  );
  const general = ['SWAYAM', 'Skill India Digital', 'Coursera', 'edX'].map(resourceNamed);
  return [...own, ...general]
    .filter((resource) => resourceFits(resource, plan.career.family))
    .slice(0, 4)
    .map((resource) => asItem(resource, plan.c.locale));
}

export const bodyResource = (body: ResolvedRoute['mainBody']): RoadmapResource | string =>
  body.site ? { name: body.name, description: capitalise(body.what), link: body.site } : body.name;

/**
 * Whether the main body's site is where this person starts: not for someone past school when
 * the way in is an exam after Class 12 (a B.Tech dropout is not sent to JoSAA).
 */
export function mainBodyFits(plan: StagePlan): boolean {
  const stage = plan.stage?.stage;
  const atSchool = stage === undefined || stage === 'class-8-10' || stage === 'class-11-12';
  return atSchool || entersAfterDegree(plan.route) || schoolExams(plan.route).length === 0;
}

/** A resource of the catalogue by name, as a list item in the plan's language. */
export const resourceItem = (plan: StagePlan, name: string): RoadmapResource =>
  asItem(resourceNamed(name), plan.c.locale);

/** The stage texts and the route's words in the plan's language. */
export function wordsOf(plan: StagePlan) {
  const { locale } = plan.c;
  return { t: TEXTS[locale], after10: AFTER_10[locale], exam: examItemIn(locale) };
}

/** What to check in a job offer: the work value they rated highest. */
export function valueCheck(c: TextContext, t: StageTexts): string {
  const values = c.profile.values;
  const top = WORK_VALUE_KEYS.reduce((best, key) => (values[key] > values[best] ? key : best));
  return c.rng.pick(t.firstRole.values)(t.valueOffers[top]);
}
