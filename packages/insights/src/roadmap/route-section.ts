import type { RoadmapResource, RoadmapSection } from '@acp/shared';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import type { Occupation } from '../occupations/occupations.js';
import type { RouteScholarship, RouteSource } from '../route/route-schema.js';
import { ROUTE_BODIES } from '../route/routes.js';
import type { ResolvedRoute } from '../route/routes.js';
import { capitalise, joinList } from '../text/format.js';
import { AFTER_10_LABELS, examItem } from './route-words.js';

/**
 * The headings of the sections made of facts (the route, the Plan B, the sources): a narrator
 * may rewrite the other sections' lines, never these.
 */
export const ROADMAP_FACT_HEADINGS: ReadonlySet<string> = new Set([
  'Your route in India',
  'Your Plan B',
  'Where these facts come from',
]);

/** "Your route in India": the main body, stream, exams, degrees, licences, cost and pay. */
export function routeSection(route: ResolvedRoute, one: string): RoadmapSection {
  const { mainBody } = route;
  const content = [
    `The main way in runs through ${mainBody.name}, which ${mainBody.what}.`,
    `After Class 10: ${AFTER_10_LABELS[route.after10.path]}. ${capitalise(route.after10.note)}.`,
    route.exams.length
      ? `Exams on this route: ${joinList(route.exams.map((exam) => exam.name))} (details below).`
      : `There is no entrance exam that everyone takes to become ${one}; admission and hiring go by your marks, your training and what you can show.`,
    `Degrees and courses: ${route.degrees.join('; ')}.`,
    `Where people study: ${route.institutes.join('; ')}.`,
    route.licences.length
      ? `To practise in India: ${route.licences.map((licence) => `${licence.name} (${licence.what})`).join('; ')}.`
      : `No licence is needed to work as ${one} in India.`,
    '',
    `Cost: ${route.cost}.`,
    route.scholarships.length
      ? `Help with fees: ${joinList(route.scholarships.map((item) => item.name))} (who can apply is below); ask the institute about fee waivers too.`
      : 'Help with fees: ask the institute about fee waivers, and look at your state’s scholarship schemes.',
    route.pay
      ? `Pay: ${route.pay.entry}; later, ${route.pay.mid} (${route.pay.source.name}, ${route.pay.source.year}).`
      : `Pay: in private work it varies a lot by city, employer and skill, so we give no figure. Ask people who work as ${one} and compare real job posts on the National Career Service.`,
  ];
  return {
    heading: 'Your route in India',
    content,
    lists: [
      ...(route.exams.length
        ? [{ label: 'Entrance and recruitment exams', items: route.exams.map(examItem) }]
        : []),
      ...(route.scholarships.length
        ? [{ label: 'Scholarships and loans', items: route.scholarships.map(scholarshipItem) }]
        : []),
    ],
  };
}

function scholarshipItem(item: RouteScholarship): RoadmapResource | string {
  const link = item.source.url ?? ROUTE_BODIES.get(item.body)?.site;
  const description = `For ${item.who}.`;
  return link ? { name: item.name, description, link } : `${item.name} — ${description}`;
}

/** "Plan B": two related careers on a different route, each with why. */
export function planBSection(route: ResolvedRoute): RoadmapSection {
  const items = route.planB.map(({ career, why }) => {
    const title = findCatalogueCareer(career)?.title ?? career;
    return `${title} — ${capitalise(why)}`;
  });
  const main = route.exams[0];
  return {
    heading: 'Your Plan B',
    content: [
      main
        ? `Keep a second route in mind from the start: ${main.name} may not go your way, or you may change your mind, and neither would say anything about your worth. These use similar strengths and a different way in:`
        : 'A good plan has a second route. These careers use similar strengths and a different way in:',
    ],
    lists: [{ label: 'Two other routes', items }],
  };
}

const sourceItem = (source: RouteSource): RoadmapResource | string =>
  source.url
    ? { name: source.name, description: `Year: ${source.year}.`, link: source.url }
    : `${source.name} (${source.year})`;

/** "Where these facts come from": the route's sources, then O*NET as US data, last. */
export function sourcesSection(route: ResolvedRoute, occupation: Occupation): RoadmapSection {
  const seen = new Set<string>();
  const sources = [...route.sources, ...(route.pay ? [route.pay.source] : [])].filter((source) => {
    const key = `${source.name}|${source.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    heading: 'Where these facts come from',
    content: [
      'Exam dates, fees and rules change every year: always check the official site before you apply.',
    ],
    lists: [
      { label: 'Sources', items: sources.map(sourceItem) },
      {
        label: 'More details (US data)',
        items: [
          {
            name: `O*NET OnLine: ${occupation.title}`,
            description:
              'The US occupation database behind the skills and interests in this roadmap. Its pay, licences and schools are American.',
            link: `https://www.onetonline.org/link/summary/${occupation.code}`,
          },
        ],
      },
    ],
  };
}
