import type { Locale, ParentCareer } from '@acp/shared';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import { AFTER_10 } from '../roadmap/route-words.js';
import { capitalise } from '../text/format.js';
import { routeBody, routeFor } from './routes.js';

/**
 * The Indian route into a catalogue career in short, for a parent: the stream after Class 10,
 * the exams (when and who conducts them), the degrees, licences, cost and the two Plan Bs, in the
 * language of the parent's page. Null for an id with no route.
 */
export function routeSummary(careerId: string, locale: Locale = 'en'): ParentCareer['route'] {
  const route = routeFor(careerId, locale);
  if (!route) return null;
  const stop = locale === 'hi' ? '।' : '.';
  const sentence = (text: string) => `${capitalise(text)}${stop}`;
  return {
    after10: `${sentence(AFTER_10[locale][route.after10.path])} ${sentence(route.after10.note)}`,
    exams: route.exams.map((exam) => ({
      name: exam.name,
      month: exam.month,
      body: routeBody(exam.body, locale)?.name ?? '',
    })),
    degrees: [...route.degrees],
    licences: route.licences.map((licence) => licence.name),
    cost: sentence(route.cost),
    planB: route.planB.map((plan) => {
      const career = findCatalogueCareer(plan.career);
      return {
        title: (locale === 'hi' ? career?.titleHi : career?.title) ?? plan.career,
        why: sentence(plan.why),
      };
    }),
  };
}
