/**
 * The stages for someone off the usual road: back in after stopping their studies, or joining
 * midway from college, a degree or a job.
 */
import type { EducationStage, RoadmapResource, RoadmapStage } from '@acp/shared';
import {
  entersAfterDegree,
  laterExams,
  resourceItem,
  schoolExams,
  wordsOf,
  type StagePlan,
} from './stage-plan.js';

/** The way back in for someone who stopped studying: never "start over". */
export function wayBackIn(
  plan: StagePlan,
  leftAt: Extract<EducationStage, { stage: 'dropped-out' }>['leftAt'],
): RoadmapStage {
  const { route, one } = plan;
  const { t, after10 } = wordsOf(plan);
  const w = t.wayBack;
  const trade = route.after10.path === 'iti' || route.after10.path === 'polytechnic';
  const nios = resourceItem(plan, 'NIOS');
  const items: (string | RoadmapResource)[] =
    leftAt === 'before-class-10'
      ? [...w.beforeClass10, nios]
      : leftAt === 'after-class-10'
        ? [trade ? w.tradeNow : w.finishClass12(after10[route.after10.path]), w.lateral, nios]
        : leftAt === 'after-class-12'
          ? [
              w.afterClass12(route.degrees[0] ?? ''),
              w.openUniversities,
              resourceItem(plan, 'IGNOU'),
            ]
          : [...w.college, w.shorter(one), resourceItem(plan, 'IGNOU')];
  return {
    title: w.title,
    description: w.description(one),
    lists: [{ label: t.labels.nextStep, items }],
  };
}

export function midway(
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
              items: [resourceItem(plan, 'IGNOU'), resourceItem(plan, 'SWAYAM')],
            },
          ]
        : []),
    ],
  };
}
