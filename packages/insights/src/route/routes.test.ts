import { describe, expect, it } from 'vitest';
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import { RESOURCE_CATALOGUE } from '../resources/catalogue.js';
import { US_ONLY_PATTERNS } from '../text/india-terms.js';
import {
  ALLOWED_DOMAINS,
  isAllowedLink,
  ROUTE_BODIES,
  ROUTE_EXAMS,
  ROUTE_LICENCES,
  ROUTE_SCHOLARSHIPS,
  routeFor,
  routeGaps,
} from './routes.js';

/** Exams that admit to many degrees at once, not one narrow gate. */
const BROAD_ADMISSION = new Set(['cuet-ug', 'cuet-pg', 'state-cets']);

const routes = INDIA_CAREERS.map((career) => ({ career, route: routeFor(career.id) }));

describe('the route data', () => {
  it('has one route for every catalogue career', () => {
    const missing = routes.filter(({ route }) => !route).map(({ career }) => career.id);
    expect(missing).toEqual([]);
  });

  it('names a main body for every route, with its official site when it has one of its own', () => {
    for (const { career, route } of routes) {
      expect(route?.mainBody.name, career.id).toBeTruthy();
      expect(route && routeGaps(route), career.id).toEqual([]);
    }
    // Only state-level bodies (one per state) go without a site.
    const withoutSite = new Set(
      routes.filter(({ route }) => !route?.mainBody.site).map(({ route }) => route?.mainBody.id),
    );
    for (const id of withoutSite)
      expect(id, 'a national body without a site').toMatch(
        /^(state-|high-courts|gate-|jam-|services-)/,
      );
  });

  it('gives a Plan B of two other careers that do not hang on the same exam', () => {
    for (const { career, route } of routes) {
      // CUET and the state entrance tests admit to most degrees: sharing them is no risk.
      const first = route?.exams[0]?.id;
      const main = first && BROAD_ADMISSION.has(first) ? undefined : first;
      for (const plan of route?.planB ?? []) {
        expect(plan.career, career.id).not.toBe(career.id);
        const other = routeFor(plan.career);
        expect(other, `${career.id} → ${plan.career}`).toBeDefined();
        // A route that hangs on an exam (NEET, CLAT, UPSC CSE) needs a Plan B that does not.
        if (main)
          expect(
            other?.exams[0]?.id,
            `${career.id} → ${plan.career} hangs on ${main} too`,
          ).not.toBe(main);
      }
    }
  });

  it('says nothing that only makes sense in the United States', () => {
    const texts = [
      ...routes.flatMap(({ route }) =>
        route
          ? [
              route.after10.note,
              ...route.degrees,
              ...route.institutes,
              route.cost,
              ...route.tools,
              ...route.projects,
              ...route.planB.map((plan) => plan.why),
            ]
          : [],
      ),
      ...[...ROUTE_EXAMS.values()].map((exam) => exam.eligibility),
      ...[...ROUTE_LICENCES.values()].map((licence) => licence.what),
    ];
    expect(texts.length).toBeGreaterThan(2000);
    for (const text of texts)
      expect(US_ONLY_PATTERNS.filter((pattern) => pattern.test(text)).map(String), text).toEqual(
        [],
      );
  });

  it('links only to allowed domains, each with who runs it and why', () => {
    const links = [
      ...[...ROUTE_BODIES.values()].flatMap((body) => [body.site, body.source.url]),
      ...[...ROUTE_EXAMS.values()].flatMap((exam) => [exam.site, exam.source.url]),
      ...[...ROUTE_LICENCES.values(), ...ROUTE_SCHOLARSHIPS.values()].map(
        (item) => item.source.url,
      ),
      ...routes.flatMap(({ route }) =>
        route ? [...route.sources, ...(route.pay ? [route.pay.source] : [])].map((s) => s.url) : [],
      ),
      ...RESOURCE_CATALOGUE.map((resource) => resource.link),
    ].filter((link): link is string => link !== undefined);
    expect(links.length).toBeGreaterThan(200);
    expect(links.filter((link) => !isAllowedLink(link))).toEqual([]);
    for (const domain of ALLOWED_DOMAINS) {
      expect(domain.owner.length, domain.domain).toBeGreaterThan(2);
      expect(domain.why.length, domain.domain).toBeGreaterThan(10);
    }
  });
});

describe('isAllowedLink', () => {
  it('accepts an allowed domain and its subdomains over https', () => {
    expect(isAllowedLink('https://nta.ac.in')).toBe(true);
    expect(isAllowedLink('https://neet.nta.ac.in/')).toBe(true);
    expect(isAllowedLink('https://upsc.gov.in/examinations')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const link of [
      'http://nta.ac.in',
      'https://evil.example',
      'https://nta.ac.in.evil.example',
      'https://evilnta.ac.in',
      'https://nta.ac.in@evil.example',
      'https://user:pass@nta.ac.in',
      'https://nta.ac.in:8443',
      'javascript:alert(1)',
      'not a link',
      'https://gov.in',
    ])
      expect(isAllowedLink(link), link).toBe(false);
  });
});
