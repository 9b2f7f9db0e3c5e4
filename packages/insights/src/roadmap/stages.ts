import type { EducationStage, Locale, RoadmapResource, RoadmapStage } from '@acp/shared';
import type { CatalogueCareer } from '../catalogue/catalogue-schema.js';
import { WORK_VALUE_KEYS } from '../model/dimensions.js';
import type { Occupation } from '../occupations/occupations.js';
import { familyResources, resourceFits, resourceNamed } from '../resources/catalogue.js';
import type { CatalogueResource } from '../resources/catalogue.js';
import type { RouteExam } from '../route/route-schema.js';
import { ROUTE_BODIES, type ResolvedRoute } from '../route/routes.js';
import type { TextContext } from '../text/context.js';
import { capitalise } from '../text/format.js';
import { skillsToName } from '../text/labels.js';
import { knowledgeFits } from './family-content.js';
import { otherNamesOf } from './other-names.js';
import { AFTER_10, examItemIn, streamFits } from './route-words.js';
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
const schoolExams = (route: ResolvedRoute) =>
  route.exams.filter((exam) => EXAM_LEVEL_ORDER[exam.level] <= 1);
/** The route's exams taken after a degree (recruitment, postgraduate, professional). */
const laterExams = (route: ResolvedRoute) =>
  route.exams.filter((exam) => EXAM_LEVEL_ORDER[exam.level] >= 2);
/** Whether the main way in is an exam taken after a degree (UPSC, SSC, bank, CA Final…). */
const entersAfterDegree = (route: ResolvedRoute) =>
  route.exams[0] !== undefined && EXAM_LEVEL_ORDER[route.exams[0].level] >= 2;
/**
 * Whether that exam selects people for posts (UPSC, SSC, a bank) rather than admitting to a
 * course after the degree (the film institutes' JET, CAT, JAM).
 */
const recruitedAfterDegree = (route: ResolvedRoute) =>
  entersAfterDegree(route) && ROUTE_BODIES.get(route.exams[0]?.body ?? '')?.recruits === true;

/** Routes whose first role is an apprenticeship or traineeship: ITI, diploma, short courses. */
const apprenticeRoute = (plan: StagePlan) =>
  plan.route.after10.path === 'iti' ||
  plan.route.after10.path === 'polytechnic' ||
  plan.career.preparation === 'short' ||
  plan.career.preparation === 'diploma';

function knowledgeToBuild(plan: StagePlan): string[] {
  return plan.occupation.knowledge
    .map(([name]) => name)
    .filter((name) => knowledgeFits(name, plan.career.family));
}

function learningResources(plan: StagePlan): RoadmapResource[] {
  const own = familyResources(plan.career.family).filter(
    (resource) => resource.name !== 'Apprenticeship India' || apprenticeRoute(plan),
  );
  const general = ['SWAYAM', 'Skill India Digital', 'Coursera', 'edX'].map(resourceNamed);
  return [...own, ...general]
    .filter((resource) => resourceFits(resource, plan.career.family))
    .slice(0, 4)
    .map((resource) => asItem(resource, plan.c.locale));
}

const bodyResource = (body: ResolvedRoute['mainBody']): RoadmapResource | string =>
  body.site ? { name: body.name, description: capitalise(body.what), link: body.site } : body.name;

/**
 * Whether the main body's site is where this person starts: not for someone past school when
 * the way in is an exam after Class 12 (a B.Tech dropout is not sent to JoSAA).
 */
function mainBodyFits(plan: StagePlan): boolean {
  const stage = plan.stage?.stage;
  const atSchool = stage === undefined || stage === 'class-8-10' || stage === 'class-11-12';
  return atSchool || entersAfterDegree(plan.route) || schoolExams(plan.route).length === 0;
}

/** The stage texts and the route's words in the plan's language. */
function wordsOf(plan: StagePlan) {
  const { locale } = plan.c;
  return { t: TEXTS[locale], after10: AFTER_10[locale], exam: examItemIn(locale) };
}

function explore(plan: StagePlan): RoadmapStage {
  const { c, one, route } = plan;
  const { t } = wordsOf(plan);
  const official = mainBodyFits(plan);
  return {
    title: t.explore.title,
    description: c.rng.pick(t.explore.description)(c.first, one),
    lists: [
      {
        label: t.labels.tryThis,
        items: [
          c.rng.pick(t.ask)(one),
          c.rng.pick(t.note)(one),
          ...(official ? [t.explore.readOfficial(route.mainBody.name)] : []),
        ],
      },
      ...(official
        ? [{ label: t.labels.officialSite, items: [bodyResource(route.mainBody)] }]
        : []),
      {
        label: t.labels.resources,
        items: [asItem(resourceNamed('National Career Service (NCS)'), plan.c.locale)],
      },
    ],
  };
}

function chooseStream(plan: StagePlan): RoadmapStage {
  const { route, one, c } = plan;
  const { t, after10 } = wordsOf(plan);
  const { path, note } = route.after10;
  const trade = path === 'iti' || path === 'polytechnic';
  return {
    title: trade ? t.stream.titleTrade : t.stream.title,
    description: t.stream.description(trade, one, after10[path], note),
    lists: [
      {
        label: t.labels.beforeYouChoose,
        items: [
          c.rng.pick(t.stream.teachers)(one),
          trade
            ? c.rng.pick(t.stream.trade)
            : schoolExams(route).length === 0
              ? c.rng.pick(t.stream.noExam)(one)
              : c.rng.pick(t.stream.exams)(one),
        ],
      },
    ],
  };
}

function schoolYears(plan: StagePlan): RoadmapStage {
  const { c, route, one, stage } = plan;
  const { t, after10, exam } = wordsOf(plan);
  const exams = schoolExams(route);
  const knowledge = knowledgeToBuild(plan);
  const [area1, area2] = knowledge.slice(0, 2).map(t.knowledgeWords);
  const areas = area1 && area2 ? t.pair(area1, area2) : area1;
  const mismatch =
    stage?.stage === 'class-11-12' && !streamFits(route.after10.path, stage.stream)
      ? t.school.mismatch(after10[route.after10.path])
      : '';
  return {
    title: exams.length ? t.school.titleExams : t.school.title,
    description: [
      mismatch,
      exams.length ? t.school.exams(t.list(exams.map((item) => item.name))) : t.school.noExam(one),
      areas ? t.school.areas(areas, c.rng.pick(t.studyWays[c.profile.learning])) : '',
    ]
      .join('')
      .trim(),
    lists: [
      ...(exams.length ? [{ label: t.labels.examsToPrepare, items: exams.map(exam) }] : []),
      ...(knowledge.length
        ? [{ label: t.labels.knowledgeToBuild, items: knowledge.map(t.knowledgeItem) }]
        : []),
    ],
  };
}

function training(plan: StagePlan, title: string): RoadmapStage {
  const { c, route, one, occupation } = plan;
  const { t } = wordsOf(plan);
  const skills = skillsToName(occupation.skills.map(([name]) => name));
  const [skill = t.defaultSkills[0], skill2 = t.defaultSkills[1]] = skills.map(t.skillInSentence);
  return {
    title,
    description: [
      t.training.usual(route.degrees[0] ?? ''),
      c.rng.pick(t.training.practise)(one, t.pair(skill, skill2), skill),
    ].join(' '),
    lists: [
      { label: t.labels.degrees, items: [...route.degrees] },
      { label: t.labels.whereToStudy, items: [...route.institutes] },
      ...(skills.length
        ? [{ label: t.labels.skills, items: skills.slice(0, 6).map(t.skillItem) }]
        : []),
      ...(route.tools.length ? [{ label: t.labels.tools, items: [...route.tools] }] : []),
      { label: t.labels.resources, items: learningResources(plan) },
    ],
  };
}

function proof(plan: StagePlan): RoadmapStage {
  const { c, one, route } = plan;
  const { t } = wordsOf(plan);
  return {
    title: t.proof.title,
    description: [c.rng.pick(t.proof.description)(one), c.rng.pick(t.proofNext[c.top])].join(' '),
    lists: [{ label: t.labels.thingsToDo, items: [...route.projects] }],
  };
}

function afterDegree(plan: StagePlan, exams: readonly RouteExam[]): RoadmapStage {
  const { route, one } = plan;
  const { t, exam } = wordsOf(plan);
  const names = t.list(exams.map((item) => item.name));
  const recruited = recruitedAfterDegree(route);
  return {
    title: recruited ? t.afterDegree.titleRecruited : t.afterDegree.titleCourse,
    description: recruited ? t.afterDegree.recruited(one, names) : t.afterDegree.course(one, names),
    lists: [
      { label: t.labels.exams, items: exams.map(exam) },
      ...(route.mainBody.site
        ? [{ label: t.labels.officialSite, items: [bodyResource(route.mainBody)] }]
        : []),
    ],
  };
}

function firstRole(plan: StagePlan): RoadmapStage {
  const { c, route, one, career, occupation } = plan;
  const { t, exam } = wordsOf(plan);
  const apprentice = apprenticeRoute(plan);
  // A post one is selected for: a recruitment exam after the degree, or a published pay scale.
  const government = recruitedAfterDegree(route) || route.pay !== undefined;
  // Exams for later (GATE for an M.Tech, NEET PG for a specialism) when the way in is earlier.
  const further = entersAfterDegree(route) ? [] : laterExams(route);
  const licences = route.licences.map((licence) => `${licence.name}: ${licence.what}`);
  const whereToLook = [
    ...(apprentice ? [asItem(resourceNamed('Apprenticeship India'), plan.c.locale)] : []),
    ...(!apprentice ? [asItem(resourceNamed('Internshala'), plan.c.locale)] : []),
    asItem(resourceNamed('National Career Service (NCS)'), plan.c.locale),
  ];
  const titles = [career.title, ...otherNamesOf(career, occupation).slice(0, 4)];
  if (government)
    return {
      title: t.firstRole.titleSelected,
      // No "compare job offers" line: a post one is selected for comes with its own terms.
      description: c.rng.pick(t.firstRole.selected)(one),
      lists: licences.length ? [{ label: t.labels.licences, items: licences }] : [],
    };
  return {
    title: licences.length ? t.firstRole.titleLicensed : t.firstRole.title,
    description: [
      licences.length
        ? t.firstRole.licences(
            one,
            route.licences.map((licence) => licence.name).join(t.firstRole.licenceSeparator),
          )
        : '',
      c.rng.pick(t.firstRole.start)(one, c.first, apprentice),
      c.profile.evidence.low ? '' : valueCheck(c, t),
    ]
      .filter(Boolean)
      .join(' '),
    lists: [
      ...(licences.length ? [{ label: t.labels.licences, items: licences }] : []),
      { label: t.labels.whereToLook, items: whereToLook },
      { label: t.labels.jobTitles, items: [...new Set(titles)] },
      ...(further.length ? [{ label: t.labels.later, items: further.map(exam) }] : []),
    ],
  };
}

/** The way back in for someone who stopped studying: never "start over". */
function wayBackIn(
  plan: StagePlan,
  leftAt: Extract<EducationStage, { stage: 'dropped-out' }>['leftAt'],
): RoadmapStage {
  const { route, one } = plan;
  const { t, after10 } = wordsOf(plan);
  const w = t.wayBack;
  const trade = route.after10.path === 'iti' || route.after10.path === 'polytechnic';
  const nios = asItem(resourceNamed('NIOS'), plan.c.locale);
  const items: (string | RoadmapResource)[] =
    leftAt === 'before-class-10'
      ? [...w.beforeClass10, nios]
      : leftAt === 'after-class-10'
        ? [trade ? w.tradeNow : w.finishClass12(after10[route.after10.path]), w.lateral, nios]
        : leftAt === 'after-class-12'
          ? [
              w.afterClass12(route.degrees[0] ?? ''),
              w.openUniversities,
              asItem(resourceNamed('IGNOU'), plan.c.locale),
            ]
          : [...w.college, w.shorter(one), asItem(resourceNamed('IGNOU'), plan.c.locale)];
  return {
    title: w.title,
    description: w.description(one),
    lists: [{ label: t.labels.nextStep, items }],
  };
}

function midway(
  plan: StagePlan,
  subject: string,
  stage: 'college' | 'graduate' | 'working',
): RoadmapStage {
  const { route, one } = plan;
  const { t, exam } = wordsOf(plan);
  const m = t.midway;
  const school = schoolExams(route);
  // Graduate exams are the way in only when the main exam is one (UPSC, SSC, banks); NEET PG
  // after an MBBS is no way in for a B.Com graduate.
  const later = entersAfterDegree(route) ? laterExams(route) : [];
  const where =
    stage === 'college'
      ? m.college(subject)
      : stage === 'graduate'
        ? m.graduate(subject)
        : subject
          ? m.working(subject)
          : m.workingNoSubject;
  const entry = later.length
    ? m.later(t.list(later.map((item) => item.name)), stage === 'college')
    : school.length
      ? m.school(t.list(school.map((item) => item.name)))
      : m.none(one);
  return {
    title: stage === 'college' ? m.titleCollege : m.title,
    description: `${where}${entry}${stage === 'working' ? m.keepJob : ''}`,
    lists: [
      { label: t.labels.degrees, items: [...route.degrees] },
      ...(later.length ? [{ label: t.labels.graduateExams, items: later.map(exam) }] : []),
      ...(stage === 'working'
        ? [
            {
              label: t.labels.studyWhileWorking,
              items: [
                asItem(resourceNamed('IGNOU'), plan.c.locale),
                asItem(resourceNamed('SWAYAM'), plan.c.locale),
              ],
            },
          ]
        : []),
    ],
  };
}

/**
 * The stages from where the person is now to a first role. A Class 10 student starts with the
 * stream, a Class 12 student with the entrance exam, a graduate with the entry open to
 * graduates, a dropout with a way back in; someone who has not said gets the whole route.
 */
export function roadmapStages(plan: StagePlan): RoadmapStage[] {
  const { stage, route } = plan;
  const { t } = wordsOf(plan);
  const stages: RoadmapStage[] = [explore(plan)];
  const afterDegreeStage = entersAfterDegree(route) ? [afterDegree(plan, laterExams(route))] : [];
  switch (stage?.stage) {
    case 'class-8-10':
      stages.push(
        chooseStream(plan),
        schoolYears(plan),
        training(plan, t.training.titleDegree),
        proof(plan),
        ...afterDegreeStage,
      );
      break;
    case 'class-11-12':
      stages.push(
        schoolYears(plan),
        training(plan, t.training.titleDegree),
        proof(plan),
        ...afterDegreeStage,
      );
      break;
    case 'college':
    case 'graduate':
      stages.push(midway(plan, stage.subject, stage.stage), proof(plan));
      break;
    case 'working':
      stages.push(midway(plan, stage.subject ?? '', 'working'), proof(plan));
      break;
    case 'dropped-out':
      stages.push(wayBackIn(plan, stage.leftAt));
      if (stage.leftAt === 'before-class-10' || stage.leftAt === 'after-class-10')
        stages.push(chooseStream(plan));
      stages.push(training(plan, t.training.titleCourse), proof(plan), ...afterDegreeStage);
      break;
    default:
      stages.push(
        chooseStream(plan),
        schoolYears(plan),
        training(plan, t.training.titleDegree),
        proof(plan),
        ...afterDegreeStage,
      );
  }
  stages.push(firstRole(plan));
  return stages.map((item, index) => ({ ...item, title: t.stageTitle(index + 1, item.title) }));
}

/** What to check in a job offer: the work value they rated highest. */
function valueCheck(c: TextContext, t: StageTexts): string {
  const values = c.profile.values;
  const top = WORK_VALUE_KEYS.reduce((best, key) => (values[key] > values[best] ? key : best));
  return c.rng.pick(t.firstRole.values)(t.valueOffers[top]);
}
