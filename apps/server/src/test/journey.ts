import type { App } from '../app.js';
import { buildAnswers } from './answers.js';
import { apiRequest, type TestApp } from './test-app.js';

/**
 * Submits all three steps (moving the clock past each gate) and generates every result; `texts`
 * replaces a step's free-text answers (default: cheerful answers about chemistry and apps).
 */
export async function completeJourneyWithResults(
  t: TestApp,
  cookie: string,
  texts: { day1?: string[]; day2?: string[]; day3?: string[] } = {},
): Promise<void> {
  const post = (app: App, url: string, body: unknown = {}) =>
    app.inject(apiRequest('POST', url, { cookie, body }));
  const day1Texts = texts.day1 ?? [
    'Chemistry, the formulas never stuck',
    'Designing apps that people love',
  ];
  const day1 = buildAnswers('day1', { choice: 2, texts: day1Texts });
  await post(t.app, '/form/day1form', { qnaArray: day1 });
  await post(t.app, '/ai/aicarrerfind-day1');
  t.clock.advance(24 * 60 * 60 * 1000);
  const day2 = buildAnswers('day2', { choice: 1, texts: texts.day2 });
  await post(t.app, '/form/day2form', { qnaArray: day2 });
  await post(t.app, '/ai/aicarrerfind-day2');
  t.clock.advance(24 * 60 * 60 * 1000);
  const day3 = buildAnswers('day3', { choice: 0, texts: texts.day3 });
  await post(t.app, '/form/day3form', { qnaArray: day3 });
  await post(t.app, '/ai/aicarrerfind-day3');
}
