import {
  generateCareerResult,
  generateDay1Result,
  generateDay2Result,
  generateDeepRoadmap,
} from '@acp/insights';
import type { InsightRequest } from './insight-request.js';

/** Name stored with results of the deterministic engine. */
export const LOCAL_ENGINE = 'local';

/** The deterministic engine of packages/insights: the facts every result is grounded in. */
export function generateLocally(request: InsightRequest): unknown {
  const { name, answers } = request;
  const day1 = answers.day1 ?? [];
  const day2 = answers.day2 ?? [];
  const day3 = answers.day3 ?? [];
  switch (request.kind) {
    case 'day1':
      return generateDay1Result({ name, day1 });
    case 'day2':
      return generateDay2Result({ name, day1, day2 });
    case 'career':
      return generateCareerResult({ name, day1, day2, day3 });
    case 'deep':
      return generateDeepRoadmap({ name, day1, day2, day3, career: request.career?.code ?? '' });
  }
}
