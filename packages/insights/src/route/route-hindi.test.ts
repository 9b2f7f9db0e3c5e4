import computing from '../../data/india-routes/careers/computing.json' with { type: 'json' };
import computingHi from '../../data/india-routes/careers/computing.hi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import { descriptionSentences } from '../occupations/occupations-hindi.js';
import { HindiCheck, hindiTextProblems } from './hindi-data.js';
import { checkHindiRoutes } from './route-hindi.js';
import { CareerRouteSchema } from './route-schema.js';
import { routeBody, routeFor } from './routes.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const english = CareerRouteSchema.array().parse(computing);

/** The computing routes' Hindi file with one change made to a copy of it. */
function problemsWith(change: (routes: Record<string, unknown>[]) => void): string[] {
  const copy = structuredClone(computingHi) as Record<string, unknown>[];
  change(copy);
  const check = new HindiCheck();
  checkHindiRoutes(check, 'computing.hi.json', english, copy);
  return check.problems;
}

describe('a Hindi text beside its English one', () => {
  const cost = 'Tuition at IITs is about ₹2–2.5 lakh a year, for four years';

  it('may say the same facts in Devanagari, names and figures kept', () => {
    expect(hindiTextProblems(cost, 'IIT में ट्यूशन फ़ीस लगभग ₹2–2.5 लाख सालाना, 4 साल तक')).toEqual([]);
  });

  it('may not lose or add a figure, add a Latin word, end in a full stop or stay English', () => {
    expect(hindiTextProblems(cost, 'IIT में ट्यूशन फ़ीस लगभग ₹3 लाख सालाना')).toEqual([
      'figures lost: 2, 5',
      'figures not in the English: 3',
    ]);
    expect(hindiTextProblems(cost, 'NIT में ₹2–2.5 लाख, चार साल')).toEqual([
      'Latin words not in the English: NIT',
    ]);
    expect(hindiTextProblems(cost, 'IIT में ₹2–2.5 लाख, चार साल।')).toEqual([
      'ends with a full stop',
    ]);
    expect(hindiTextProblems(cost, cost)).toContain('not in Devanagari');
    expect(hindiTextProblems('Class 12', '१२वीं')).toContain('Devanagari digits (write 0–9)');
    expect(hindiTextProblems('It plans work.', 'काम की योजना बनाना', 'sentence')).toEqual([
      'does not end with "।"',
    ]);
  });
});

describe('the route data in Hindi', () => {
  it('has every route in Hindi, with the English route’s exams, bodies and links', () => {
    for (const career of INDIA_CAREERS) {
      const en = routeFor(career.id);
      const hi = routeFor(career.id, 'hi');
      expect(hi, career.id).toBeDefined();
      if (!en || !hi) continue;
      expect(hi.after10.path).toBe(en.after10.path);
      expect(hi.after10.note, career.id).toMatch(DEVANAGARI);
      expect(hi.cost, career.id).toMatch(DEVANAGARI);
      expect(hi.degrees).toHaveLength(en.degrees.length);
      expect(hi.projects).toHaveLength(en.projects.length);
      expect(hi.planB.map((plan) => plan.career)).toEqual(en.planB.map((plan) => plan.career));
      for (const plan of hi.planB) expect(plan.why, career.id).toMatch(DEVANAGARI);
      expect(hi.exams.map((exam) => exam.id)).toEqual(en.exams.map((exam) => exam.id));
      expect(hi.exams.map((exam) => exam.site)).toEqual(en.exams.map((exam) => exam.site));
      expect(hi.mainBody.site).toBe(en.mainBody.site);
      expect(hi.mainBody.what, career.id).toMatch(DEVANAGARI);
      expect(hi.sources).toEqual(en.sources);
      expect(Boolean(hi.pay)).toBe(Boolean(en.pay));
    }
    expect(routeBody('nta', 'hi')?.name).toBe('नेशनल टेस्टिंग एजेंसी (NTA)');
    expect(routeBody('nta')?.name).toBe('National Testing Agency (NTA)');
  });

  it('is held to its English file: entries, order, list lengths and the facts of each text', () => {
    expect(problemsWith(() => undefined)).toEqual([]);
    expect(problemsWith((routes) => routes.reverse())[0]).toMatch(/where English has/);
    expect(
      problemsWith((routes) => {
        (routes[0]?.degrees as string[]).pop();
      }),
    ).toEqual(['computing.hi.json software-engineer degrees: 4 items expected']);
    expect(
      problemsWith((routes) => {
        if (routes[0]) routes[0].cost = 'IIT और NIT में ट्यूशन फ़ीस लगभग ₹1 लाख सालाना';
      }),
    ).toEqual([
      'computing.hi.json software-engineer cost: figures lost: 2, 5',
      'computing.hi.json software-engineer cost: figures not in the English: 1',
    ]);
  });
});

describe('O*NET descriptions split into sentences', () => {
  it('keeps "e.g." and "U.S." inside their sentence', () => {
    expect(
      descriptionSentences(
        'Plan responses to disasters (e.g., floods). Required to hold license issued by U.S. Coast Guard.',
      ),
    ).toEqual([
      'Plan responses to disasters (e.g., floods).',
      'Required to hold license issued by U.S. Coast Guard.',
    ]);
  });
});
