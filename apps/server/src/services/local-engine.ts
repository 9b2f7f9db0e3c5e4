import type { CareerResult, Day1Result, Day2Result, DeepRoadmap } from '@acp/shared';
import {
  findCatalogueCareerByTitle,
  generateCareerResult,
  generateDay1Result,
  generateDay2Result,
  generateDeepRoadmap,
} from '@acp/insights';
import type { InsightRequest } from './insight-request.js';

/** Name stored with results of the deterministic engine. */
export const LOCAL_ENGINE = 'local';

/** A result of the engine, tagged with its kind so callers can read it typed. */
export type EngineResult =
  | { kind: 'day1'; result: Day1Result }
  | { kind: 'day2'; result: Day2Result }
  | { kind: 'career'; result: CareerResult }
  | { kind: 'deep'; result: DeepRoadmap };

/** The deterministic engine of packages/insights: the facts every result is grounded in. */
export function generateLocally(request: InsightRequest): EngineResult {
  const { name, answers, locale, support } = request;
  const day1 = answers.day1 ?? [];
  const day2 = answers.day2 ?? [];
  const day3 = answers.day3 ?? [];
  switch (request.kind) {
    case 'day1':
      return { kind: 'day1', result: generateDay1Result({ name, day1, locale, support }) };
    case 'day2':
      return { kind: 'day2', result: generateDay2Result({ name, day1, day2, locale, support }) };
    case 'career':
      return {
        kind: 'career',
        result: generateCareerResult({
          name,
          day1,
          day2,
          day3,
          locale,
          support,
          picked: request.picked,
        }),
      };
    case 'deep':
      return {
        kind: 'deep',
        result: generateDeepRoadmap({
          name,
          day1,
          day2,
          day3,
          // A catalogue career by its id; a choice saved before the catalogue by its code.
          career: request.career
            ? (findCatalogueCareerByTitle(request.career.title)?.id ?? request.career.code)
            : '',
          stage: request.stage,
          locale,
          support,
          picked: request.picked,
        }),
      };
  }
}
