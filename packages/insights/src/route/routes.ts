/**
 * The Indian route into every catalogue career, loaded from `data/india-routes/` and checked when
 * the module loads: every reference resolves, every link is on the allow-list, every career of
 * the catalogue has exactly one route, and a Plan B never points back at its own career. A broken
 * data file fails at start-up, not in front of a student.
 */
import allowedDomains from '../../data/india-routes/registry/allowed-domains.json' with { type: 'json' };
import bodies from '../../data/india-routes/registry/bodies.json' with { type: 'json' };
import exams from '../../data/india-routes/registry/exams.json' with { type: 'json' };
import licences from '../../data/india-routes/registry/licences.json' with { type: 'json' };
import scholarships from '../../data/india-routes/registry/scholarships.json' with { type: 'json' };
import medicineHealth from '../../data/india-routes/careers/medicine-health.json' with { type: 'json' };
import engineering from '../../data/india-routes/careers/engineering.json' with { type: 'json' };
import computing from '../../data/india-routes/careers/computing.json' with { type: 'json' };
import scienceResearch from '../../data/india-routes/careers/science-research.json' with { type: 'json' };
import law from '../../data/india-routes/careers/law.json' with { type: 'json' };
import civilServices from '../../data/india-routes/careers/civil-services.json' with { type: 'json' };
import defencePolice from '../../data/india-routes/careers/defence-police.json' with { type: 'json' };
import bankingFinance from '../../data/india-routes/careers/banking-finance.json' with { type: 'json' };
import commerceAccounting from '../../data/india-routes/careers/commerce-accounting.json' with { type: 'json' };
import businessManagement from '../../data/india-routes/careers/business-management.json' with { type: 'json' };
import design from '../../data/india-routes/careers/design.json' with { type: 'json' };
import mediaCommunication from '../../data/india-routes/careers/media-communication.json' with { type: 'json' };
import performingArts from '../../data/india-routes/careers/performing-arts.json' with { type: 'json' };
import education from '../../data/india-routes/careers/education.json' with { type: 'json' };
import psychologySocial from '../../data/india-routes/careers/psychology-social.json' with { type: 'json' };
import humanities from '../../data/india-routes/careers/humanities.json' with { type: 'json' };
import hospitalityFood from '../../data/india-routes/careers/hospitality-food.json' with { type: 'json' };
import aviationTransport from '../../data/india-routes/careers/aviation-transport.json' with { type: 'json' };
import agricultureEnvironment from '../../data/india-routes/careers/agriculture-environment.json' with { type: 'json' };
import skilledTrades from '../../data/india-routes/careers/skilled-trades.json' with { type: 'json' };
import sportsFitness from '../../data/india-routes/careers/sports-fitness.json' with { type: 'json' };
import beautyWellness from '../../data/india-routes/careers/beauty-wellness.json' with { type: 'json' };
import bodiesHi from '../../data/india-routes/registry/bodies.hi.json' with { type: 'json' };
import examsHi from '../../data/india-routes/registry/exams.hi.json' with { type: 'json' };
import licencesHi from '../../data/india-routes/registry/licences.hi.json' with { type: 'json' };
import scholarshipsHi from '../../data/india-routes/registry/scholarships.hi.json' with { type: 'json' };
import medicineHealthHi from '../../data/india-routes/careers/medicine-health.hi.json' with { type: 'json' };
import engineeringHi from '../../data/india-routes/careers/engineering.hi.json' with { type: 'json' };
import computingHi from '../../data/india-routes/careers/computing.hi.json' with { type: 'json' };
import scienceResearchHi from '../../data/india-routes/careers/science-research.hi.json' with { type: 'json' };
import lawHi from '../../data/india-routes/careers/law.hi.json' with { type: 'json' };
import civilServicesHi from '../../data/india-routes/careers/civil-services.hi.json' with { type: 'json' };
import defencePoliceHi from '../../data/india-routes/careers/defence-police.hi.json' with { type: 'json' };
import bankingFinanceHi from '../../data/india-routes/careers/banking-finance.hi.json' with { type: 'json' };
import commerceAccountingHi from '../../data/india-routes/careers/commerce-accounting.hi.json' with { type: 'json' };
import businessManagementHi from '../../data/india-routes/careers/business-management.hi.json' with { type: 'json' };
import designHi from '../../data/india-routes/careers/design.hi.json' with { type: 'json' };
import mediaCommunicationHi from '../../data/india-routes/careers/media-communication.hi.json' with { type: 'json' };
import performingArtsHi from '../../data/india-routes/careers/performing-arts.hi.json' with { type: 'json' };
import educationHi from '../../data/india-routes/careers/education.hi.json' with { type: 'json' };
import psychologySocialHi from '../../data/india-routes/careers/psychology-social.hi.json' with { type: 'json' };
import humanitiesHi from '../../data/india-routes/careers/humanities.hi.json' with { type: 'json' };
import hospitalityFoodHi from '../../data/india-routes/careers/hospitality-food.hi.json' with { type: 'json' };
import aviationTransportHi from '../../data/india-routes/careers/aviation-transport.hi.json' with { type: 'json' };
import agricultureEnvironmentHi from '../../data/india-routes/careers/agriculture-environment.hi.json' with { type: 'json' };
import skilledTradesHi from '../../data/india-routes/careers/skilled-trades.hi.json' with { type: 'json' };
import sportsFitnessHi from '../../data/india-routes/careers/sports-fitness.hi.json' with { type: 'json' };
import beautyWellnessHi from '../../data/india-routes/careers/beauty-wellness.hi.json' with { type: 'json' };
import type { Locale } from '@acp/shared';
import { z } from 'zod';
import { CATALOGUE_FAMILIES } from '../catalogue/catalogue-schema.js';
import type { CatalogueFamilyKey } from '../catalogue/catalogue-schema.js';
import { findCatalogueCareer, INDIA_CAREERS } from '../catalogue/catalogue.js';
import { HindiCheck } from './hindi-data.js';
import { checkHindiRegistry, checkHindiRoutes } from './route-hindi.js';
import {
  AllowedDomainSchema,
  BodySchema,
  CareerRouteSchema,
  ExamSchema,
  LicenceSchema,
  ScholarshipSchema,
} from './route-schema.js';
import type {
  AllowedDomain,
  CareerRoute,
  RouteBody,
  RouteExam,
  RouteLicence,
  RouteScholarship,
  RouteSource,
} from './route-schema.js';

const FILES: Readonly<Record<CatalogueFamilyKey, readonly unknown[]>> = {
  'medicine-health': medicineHealth,
  engineering,
  computing,
  'science-research': scienceResearch,
  law,
  'civil-services': civilServices,
  'defence-police': defencePolice,
  'banking-finance': bankingFinance,
  'commerce-accounting': commerceAccounting,
  'business-management': businessManagement,
  design,
  'media-communication': mediaCommunication,
  'performing-arts': performingArts,
  education,
  'psychology-social': psychologySocial,
  humanities,
  'hospitality-food': hospitalityFood,
  'aviation-transport': aviationTransport,
  'agriculture-environment': agricultureEnvironment,
  'skilled-trades': skilledTrades,
  'sports-fitness': sportsFitness,
  'beauty-wellness': beautyWellness,
};

const FILES_HI: Readonly<Record<CatalogueFamilyKey, unknown>> = {
  'medicine-health': medicineHealthHi,
  engineering: engineeringHi,
  computing: computingHi,
  'science-research': scienceResearchHi,
  law: lawHi,
  'civil-services': civilServicesHi,
  'defence-police': defencePoliceHi,
  'banking-finance': bankingFinanceHi,
  'commerce-accounting': commerceAccountingHi,
  'business-management': businessManagementHi,
  design: designHi,
  'media-communication': mediaCommunicationHi,
  'performing-arts': performingArtsHi,
  education: educationHi,
  'psychology-social': psychologySocialHi,
  humanities: humanitiesHi,
  'hospitality-food': hospitalityFoodHi,
  'aviation-transport': aviationTransportHi,
  'agriculture-environment': agricultureEnvironmentHi,
  'skilled-trades': skilledTradesHi,
  'sports-fitness': sportsFitnessHi,
  'beauty-wellness': beautyWellnessHi,
};

/** The allow-list of link domains, each with who runs it and why it is trusted. */
export const ALLOWED_DOMAINS: readonly AllowedDomain[] = z
  .array(AllowedDomainSchema)
  .parse(allowedDomains);

/** Whether a link may be shown: https, on an allowed domain or a subdomain of one. */
export function isAllowedLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname;
  return ALLOWED_DOMAINS.some(({ domain }) => host === domain || host.endsWith(`.${domain}`));
}

const byId = <T extends { id: string }>(
  what: string,
  list: readonly T[],
): ReadonlyMap<string, T> => {
  const map = new Map<string, T>();
  for (const item of list) {
    if (map.has(item.id)) throw new Error(`Route data: ${what} "${item.id}" is listed twice`);
    map.set(item.id, item);
  }
  return map;
};

export const ROUTE_BODIES = byId('body', z.array(BodySchema).parse(bodies));
export const ROUTE_EXAMS = byId('exam', z.array(ExamSchema).parse(exams));
export const ROUTE_LICENCES = byId('licence', z.array(LicenceSchema).parse(licences));
export const ROUTE_SCHOLARSHIPS = byId(
  'scholarship',
  z.array(ScholarshipSchema).parse(scholarships),
);

/** A career's route with every reference resolved. */
export interface ResolvedRoute extends Omit<
  CareerRoute,
  'exams' | 'mainBody' | 'licences' | 'scholarships'
> {
  exams: readonly RouteExam[];
  mainBody: RouteBody;
  licences: readonly RouteLicence[];
  scholarships: readonly RouteScholarship[];
}

function need<T>(map: ReadonlyMap<string, T>, id: string, what: string, where: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`Route data: ${where} names an unknown ${what} "${id}"`);
  return found;
}

function checkLink(link: string | undefined, where: string): void {
  if (link !== undefined && !isAllowedLink(link))
    throw new Error(`Route data: ${where} links to ${link}, which is not on the allow-list`);
}

function checkSources(sources: readonly RouteSource[], where: string): void {
  for (const source of sources) checkLink(source.url, where);
}

function load(): ReadonlyMap<string, ResolvedRoute> {
  for (const body of ROUTE_BODIES.values()) {
    checkLink(body.site, `body ${body.id}`);
    checkSources([body.source], `body ${body.id}`);
  }
  for (const exam of ROUTE_EXAMS.values()) {
    need(ROUTE_BODIES, exam.body, 'body', `exam ${exam.id}`);
    checkLink(exam.site, `exam ${exam.id}`);
    checkSources([exam.source], `exam ${exam.id}`);
  }
  for (const item of [...ROUTE_LICENCES.values(), ...ROUTE_SCHOLARSHIPS.values()]) {
    need(ROUTE_BODIES, item.body, 'body', item.id);
    checkSources([item.source], item.id);
  }
  const routes = new Map<string, ResolvedRoute>();
  for (const { key } of CATALOGUE_FAMILIES) {
    for (const route of z.array(CareerRouteSchema).parse(FILES[key])) {
      const where = `the route of ${route.career}`;
      const career = findCatalogueCareer(route.career);
      if (!career) throw new Error(`Route data: ${where}: no such catalogue career`);
      if (career.family !== key)
        throw new Error(`Route data: ${where} belongs in ${career.family}.json`);
      if (routes.has(route.career)) throw new Error(`Route data: ${where} is listed twice`);
      for (const plan of route.planB)
        if (plan.career === route.career || !findCatalogueCareer(plan.career))
          throw new Error(
            `Route data: ${where} has a Plan B "${plan.career}" that is not another catalogue career`,
          );
      checkSources([...route.sources, ...(route.pay ? [route.pay.source] : [])], where);
      routes.set(route.career, {
        ...route,
        exams: route.exams.map((id) => need(ROUTE_EXAMS, id, 'exam', where)),
        mainBody: need(ROUTE_BODIES, route.mainBody, 'body', where),
        licences: route.licences.map((id) => need(ROUTE_LICENCES, id, 'licence', where)),
        scholarships: route.scholarships.map((id) =>
          need(ROUTE_SCHOLARSHIPS, id, 'scholarship', where),
        ),
      });
    }
  }
  const missing = INDIA_CAREERS.filter((career) => !routes.has(career.id)).map(
    (career) => career.id,
  );
  if (missing.length) throw new Error(`Route data: no route for ${missing.join(', ')}`);
  return routes;
}

const ROUTES = load();

/**
 * The routes in Hindi (decision 016): each English route with its texts, and those of the bodies,
 * exams, licences and scholarships it names, taken from the `.hi.json` beside their files. Exam
 * names, sources and links stay as they are. A Hindi file that drifts from its English one (an
 * entry missing, a list of another length, a figure or a name the English lacks) fails here.
 */
function loadHindi(english: ReadonlyMap<string, ResolvedRoute>): {
  routes: ReadonlyMap<string, ResolvedRoute>;
  bodies: ReadonlyMap<string, RouteBody>;
} {
  const check = new HindiCheck();
  const registry = checkHindiRegistry(
    check,
    {
      bodies: [...ROUTE_BODIES.values()],
      exams: [...ROUTE_EXAMS.values()],
      licences: [...ROUTE_LICENCES.values()],
      scholarships: [...ROUTE_SCHOLARSHIPS.values()],
    },
    { bodies: bodiesHi, exams: examsHi, licences: licencesHi, scholarships: scholarshipsHi },
  );
  const byId = <T extends { id: string }>(list: readonly T[]) =>
    new Map(list.map((item) => [item.id, item]));
  const bodies = byId(registry.bodies);
  const exams = byId(registry.exams);
  const licences = byId(registry.licences);
  const scholarships = byId(registry.scholarships);
  const body = (item: RouteBody): RouteBody => ({
    ...item,
    ...pick(bodies, item.id, 'name', 'what'),
  });
  const exam = (item: RouteExam): RouteExam => ({
    ...item,
    ...pick(exams, item.id, 'name', 'month', 'eligibility'),
  });
  const licence = (item: RouteLicence): RouteLicence => ({
    ...item,
    ...pick(licences, item.id, 'name', 'what'),
  });
  const scholarship = (item: RouteScholarship): RouteScholarship => ({
    ...item,
    ...pick(scholarships, item.id, 'name', 'who'),
  });

  const routes = new Map<string, ResolvedRoute>();
  for (const { key } of CATALOGUE_FAMILIES) {
    const file = z.array(CareerRouteSchema).parse(FILES[key]);
    const hindi = checkHindiRoutes(check, `${key}.hi.json`, file, FILES_HI[key]);
    for (const hi of hindi) {
      const en = english.get(hi.career);
      if (!en) continue;
      routes.set(hi.career, {
        ...en,
        after10: { ...en.after10, note: hi.after10Note },
        exams: en.exams.map(exam),
        mainBody: body(en.mainBody),
        degrees: hi.degrees,
        institutes: hi.institutes,
        licences: en.licences.map(licence),
        cost: hi.cost,
        scholarships: en.scholarships.map(scholarship),
        ...(en.pay && hi.pay ? { pay: { ...en.pay, entry: hi.pay.entry, mid: hi.pay.mid } } : {}),
        planB: en.planB.map((plan, i) => ({ ...plan, why: hi.planB[i] ?? plan.why })),
        tools: hi.tools,
        projects: hi.projects,
      });
    }
  }
  const missing = [...english.keys()].filter((career) => !routes.has(career));
  if (missing.length) check.fail(`no Hindi route for ${missing.join(', ')}`);
  check.throwIfAny('Route data in Hindi');
  return {
    routes,
    bodies: new Map([...ROUTE_BODIES.values()].map((item) => [item.id, body(item)])),
  };
}

/** The Hindi fields of a registry entry, by id (every id has one: `checkHindiRegistry`). */
function pick<T extends { id: string }, K extends keyof T>(
  map: ReadonlyMap<string, T>,
  id: string,
  ...keys: K[]
): Partial<Pick<T, K>> {
  const found = map.get(id);
  if (!found) return {};
  return Object.fromEntries(keys.map((key) => [key, found[key]])) as Partial<Pick<T, K>>;
}

const HINDI = loadHindi(ROUTES);

const ROUTES_IN: Readonly<Record<Locale, ReadonlyMap<string, ResolvedRoute>>> = {
  en: ROUTES,
  hi: HINDI.routes,
};

/** A body of the registry by id, its name and what it does in a language. */
export function routeBody(id: string, locale: Locale = 'en'): RouteBody | undefined {
  return (locale === 'hi' ? HINDI.bodies : ROUTE_BODIES).get(id);
}

/** The route into a catalogue career (every catalogue career has one), in a language. */
export function routeFor(careerId: string, locale: Locale = 'en'): ResolvedRoute | undefined {
  return ROUTES_IN[locale].get(careerId);
}

/** Where an exam's official information is: its own page, else its body's site. */
export function examLink(exam: RouteExam): string | undefined {
  return exam.site ?? ROUTE_BODIES.get(exam.body)?.site;
}

/**
 * What a route lacks to be full (empty when full): a main body, two Plan B careers, a dated
 * source, and a licence when the career is one India licenses (medicine, law, accounts…: the
 * professions with a registration body). The schema already asks for the stream, the degrees,
 * the institutes, the cost and the things to do.
 */
export function routeGaps(route: ResolvedRoute): string[] {
  const gaps: string[] = [];
  if (!ROUTE_BODIES.has(route.mainBody.id)) gaps.push('no main body');
  if (route.planB.length < 2) gaps.push('no Plan B');
  if (!route.sources.length) gaps.push('no source');
  return gaps;
}
