import type { Locale, RoadmapResource, RoadmapSection } from '@acp/shared';
import { findCatalogueCareer } from '../catalogue/catalogue.js';
import type { Occupation } from '../occupations/occupations.js';
import { eligibilityLine, eligibilitySources } from '../route/eligibility.js';
import type { RouteScholarship, RouteSource } from '../route/route-schema.js';
import { ROUTE_BODIES } from '../route/routes.js';
import type { ResolvedRoute } from '../route/routes.js';
import { capitalise } from '../text/format.js';
import { AFTER_10, examItemIn } from './route-words.js';
import { ROADMAP_TEXTS_HI } from './texts.hi.js';
import { ROADMAP_TEXTS_EN } from './texts.js';
import type { RoadmapTexts } from './texts.js';

/** The roadmap's own words in each language. */
export const ROADMAP_TEXTS: Readonly<Record<Locale, RoadmapTexts>> = {
  en: ROADMAP_TEXTS_EN,
  hi: ROADMAP_TEXTS_HI,
};

/** The heading of the sources section in each language (the PDF finds the section by it). */
export const ROADMAP_SOURCES_HEADINGS: Readonly<Record<Locale, string>> = {
  en: ROADMAP_TEXTS_EN.headings.sources,
  hi: ROADMAP_TEXTS_HI.headings.sources,
};

/**
 * The headings of the sections made of facts (the route, the Plan B, the sources), in either
 * language: a narrator may rewrite the other sections' lines, never these.
 */
export const ROADMAP_FACT_HEADINGS: ReadonlySet<string> = new Set(
  Object.values(ROADMAP_TEXTS).flatMap(({ headings }) => [
    headings.route,
    headings.planB,
    headings.sources,
  ]),
);

/**
 * "Your route in India": who may enter (where a rule restricts it, first), the main body, stream,
 * exams, degrees, licences, cost and pay.
 */
export function routeSection(
  route: ResolvedRoute,
  one: string,
  locale: Locale = 'en',
): RoadmapSection {
  const { route: t, headings, list } = ROADMAP_TEXTS[locale];
  const { mainBody } = route;
  const eligibility = eligibilityLine(route.career, locale);
  const content = [
    ...(eligibility ? [t.eligibility(eligibility)] : []),
    t.mainBody(mainBody.name, mainBody.what),
    t.after10(AFTER_10[locale][route.after10.path], route.after10.note),
    route.exams.length ? t.exams(list(route.exams.map((exam) => exam.name))) : t.noExam(one),
    t.degrees(route.degrees.join('; ')),
    t.institutes(route.institutes.join('; ')),
    route.licences.length
      ? t.licences(
          route.licences.map((licence) => t.licence(licence.name, licence.what)).join('; '),
        )
      : t.noLicence(one),
    '',
    t.cost(route.cost),
    route.scholarships.length
      ? t.scholarships(list(route.scholarships.map((item) => item.name)))
      : t.noScholarship,
    route.pay
      ? t.pay(route.pay.entry, route.pay.mid, route.pay.source.name, route.pay.source.year)
      : t.noPay(one),
  ];
  return {
    heading: headings.route,
    content,
    lists: [
      ...(route.exams.length
        ? [{ label: t.examsLabel, items: route.exams.map(examItemIn(locale)) }]
        : []),
      ...(route.scholarships.length
        ? [
            {
              label: t.scholarshipsLabel,
              items: route.scholarships.map((item) => scholarshipItem(item, t.scholarshipFor)),
            },
          ]
        : []),
    ],
  };
}

function scholarshipItem(
  item: RouteScholarship,
  forWho: (who: string) => string,
): RoadmapResource | string {
  const link = item.source.url ?? ROUTE_BODIES.get(item.body)?.site;
  const description = forWho(item.who);
  return link ? { name: item.name, description, link } : `${item.name} — ${description}`;
}

/** "Plan B": two related careers on a different route, each with why. */
export function planBSection(route: ResolvedRoute, locale: Locale = 'en'): RoadmapSection {
  const { planB: t, headings } = ROADMAP_TEXTS[locale];
  const items = route.planB.map(({ career, why }) => {
    const found = findCatalogueCareer(career);
    const title = (locale === 'hi' ? found?.titleHi : found?.title) ?? career;
    return `${title} — ${capitalise(why)}`;
  });
  const main = route.exams[0];
  return {
    heading: headings.planB,
    content: [main ? t.main(main.name) : t.noExam],
    lists: [{ label: t.label, items }],
  };
}

const sourceItem =
  (year: (year: number) => string) =>
  (source: RouteSource): RoadmapResource | string =>
    source.url
      ? { name: source.name, description: year(source.year), link: source.url }
      : `${source.name} (${source.year})`;

/** "Where these facts come from": the route's sources, then O*NET as US data, last. */
export function sourcesSection(
  route: ResolvedRoute,
  occupation: Occupation,
  locale: Locale = 'en',
): RoadmapSection {
  const { sources: t, headings } = ROADMAP_TEXTS[locale];
  const seen = new Set<string>();
  const sources = [
    ...route.sources,
    ...(route.pay ? [route.pay.source] : []),
    ...eligibilitySources(route.career),
  ].filter((source) => {
    const key = `${source.name}|${source.year}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    heading: headings.sources,
    content: [t.check],
    lists: [
      { label: t.label, items: sources.map(sourceItem(t.year)) },
      {
        label: t.usLabel,
        items: [
          {
            name: t.onet(occupation.title),
            description: t.onetWhat,
            link: `https://www.onetonline.org/link/summary/${occupation.code}`,
          },
        ],
      },
    ],
  };
}
