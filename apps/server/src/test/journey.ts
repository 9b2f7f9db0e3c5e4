import type { App } from '../app.js';
import { buildAnswers } from './answers.js';
import { apiRequest, type TestApp } from './test-app.js';

/** Submits all three steps (moving the clock past each gate) and generates every result. */
export async function completeJourneyWithResults(t: TestApp, cookie: string): Promise<void> {
  const post = (app: App, url: string, body: unknown = {}) =>
    app.inject(apiRequest('POST', url, { cookie, body }));
  const texts = ['Chemistry, the formulas never stuck', 'Designing apps that people love'];
  await post(t.app, '/form/day1form', { qnaArray: buildAnswers('day1', { choice: 2, texts }) });
  await post(t.app, '/ai/aicarrerfind-day1');
  t.clock.advance(24 * 60 * 60 * 1000);
  await post(t.app, '/form/day2form', { qnaArray: buildAnswers('day2', { choice: 1 }) });
  await post(t.app, '/ai/aicarrerfind-day2');
  t.clock.advance(24 * 60 * 60 * 1000);
  await post(t.app, '/form/day3form', { qnaArray: buildAnswers('day3', { choice: 0 }) });
  await post(t.app, '/ai/aicarrerfind-day3');
}
