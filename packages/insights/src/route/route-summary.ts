import type { ParentCareer } from '@acp/shared';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import { AFTER_10_LABELS } from '../roadmap/route-words.js';
import { capitalise } from '../text/format.js';
import { ROUTE_BODIES, routeFor } from './routes.js';

/**
 * The Indian route into a catalogue career in short, for a parent: the stream after Class 10,
 * the exams (when and who conducts them), the degrees, licences, cost and the two Plan Bs.
 * Null for an id with no route.
 */
export function routeSummary(careerId: string): ParentCareer['route'] {
  const route = routeFor(careerId);
  if (!route) return null;
  return {
    after10: `${capitalise(AFTER_10_LABELS[route.after10.path])}. ${capitalise(route.after10.note)}.`,
    exams: route.exams.map((exam) => ({
      name: exam.name,
      month: exam.month,
      body: ROUTE_BODIES.get(exam.body)?.name ?? '',
    })),
    degrees: [...route.degrees],
    licences: route.licences.map((licence) => licence.name),
    cost: `${capitalise(route.cost)}.`,
    planB: route.planB.map((plan) => ({
      title: findCatalogueCareer(plan.career)?.title ?? plan.career,
      why: `${capitalise(plan.why)}.`,
    })),
  };
}
