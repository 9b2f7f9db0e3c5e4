import { describe, expect, it } from 'vitest';
import { isUsOnlyTerm, US_ONLY_PATTERNS } from '../text/india-terms.js';
import { CERTIFICATIONS, certificationsFor } from './certifications.js';
import { EDUCATION_ROUTES, educationRouteFor, JOB_ZONE_PATHS } from './education-paths.js';
import { PROJECT_IDEAS, projectIdeasFor } from './projects.js';

/** Every text of the resource tables, with where it comes from. */
function resourceTexts(): [string, string][] {
  const fallback = '99-9999.00';
  return [
    ...Object.entries(CERTIFICATIONS).flatMap(([key, items]) =>
      items.map((text): [string, string] => [`certifications ${key}`, text]),
    ),
    ...certificationsFor(fallback).map((text): [string, string] => ['certifications *', text]),
    ...Object.entries(EDUCATION_ROUTES).flatMap(([key, route]) =>
      [route.stream, ...route.exams, ...route.degrees].map((text): [string, string] => [
        `education ${key}`,
        text,
      ]),
    ),
    ...Object.values(educationRouteFor(fallback)).flatMap((value: string | readonly string[]) =>
      (typeof value === 'string' ? [value] : value).map((text): [string, string] => [
        'education *',
        text,
      ]),
    ),
    ...Object.entries(JOB_ZONE_PATHS).map(([zone, text]): [string, string] => [
      `job zone ${zone}`,
      text,
    ]),
    ...Object.entries(PROJECT_IDEAS).flatMap(([key, items]) =>
      items.map((text): [string, string] => [`projects ${key}`, text]),
    ),
    ...projectIdeasFor(fallback).map((text): [string, string] => ['projects *', text]),
  ];
}

describe('resources say nothing that only makes sense in the United States', () => {
  it('has no certification, education path or project text matching US_ONLY_PATTERNS', () => {
    const texts = resourceTexts();
    expect(texts.length).toBeGreaterThan(150);
    for (const [where, text] of texts) {
      const hits = US_ONLY_PATTERNS.filter((pattern) => pattern.test(text)).map(String);
      expect(hits, `${where}: ${text}`).toEqual([]);
      expect(isUsOnlyTerm(text)).toBe(false);
    }
  });

  it('names the Indian qualifications for accountants, lawyers and nurses', () => {
    expect(certificationsFor('13-2011.00').join('\n')).toMatch(
      /Chartered Accountant \(CA\) through ICAI: Foundation, Intermediate and Final with articleship/,
    );
    const lawyers = certificationsFor('23-1011.00').join('\n');
    expect(lawyers).toMatch(/State Bar Council/);
    expect(lawyers).toMatch(/AIBE\) of the Bar Council of India/);
    expect(certificationsFor('29-1141.00').join('\n')).toMatch(
      /State Nursing Council after a B\.Sc Nursing or GNM/,
    );
  });
});
