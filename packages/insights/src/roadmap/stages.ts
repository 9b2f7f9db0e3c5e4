import type { RoadmapStage } from '@acp/shared';
import type { RouteExam } from '../route/route-schema.js';
import { skillsToName } from '../text/labels.js';
import { otherNamesOf } from './other-names.js';
import { streamFits } from './route-words.js';
import {
  apprenticeRoute,
  bodyResource,
  entersAfterDegree,
  knowledgeToBuild,
  laterExams,
  learningResources,
  mainBodyFits,
  recruitedAfterDegree,
  resourceItem,
  schoolExams,
  valueCheck,
  wordsOf,
  type StagePlan,
} from './stage-plan.js';
import { midway, wayBackIn } from './stages-way-back.js';

export type { StagePlan } from './stage-plan.js';

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
        items: [resourceItem(plan, 'National Career Service (NCS)')],
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
    ...(apprentice ? [resourceItem(plan, 'Apprenticeship India')] : []),
    ...(!apprentice ? [resourceItem(plan, 'Internshala')] : []),
    resourceItem(plan, 'National Career Service (NCS)'),
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
