import { generateCareerResult } from '../results/career/generate-career.js';
import { generateDay1Result } from '../results/day1/generate-day1.js';
import { generateDay2Result } from '../results/day2/generate-day2.js';
import { generateDeepRoadmap } from '../roadmap/generate-roadmap.js';
import type { EducationStage } from '@acp/shared';
import type { JourneyAnswers } from '../profile/read-answers.js';

/**
 * Step 1 + 2 + 3 + the deep roadmap for the first recommended career, from the person's stage
 * when given (tests and bench).
 */
export function runFullJourney(
  name: string,
  answers: Required<JourneyAnswers>,
  stage?: EducationStage,
) {
  const day1 = generateDay1Result({ name, day1: answers.day1 });
  const day2 = generateDay2Result({ name, day1: answers.day1, day2: answers.day2 });
  const career = generateCareerResult({ name, ...answers });
  const chosen = career.results.topCareers.careers[0]?.title ?? '';
  const deep = generateDeepRoadmap({ name, ...answers, career: chosen, stage });
  return { day1, day2, career, deep };
}
