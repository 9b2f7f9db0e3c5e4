import {
  careerResultSchema,
  day1ResultSchema,
  day2ResultSchema,
  deepRoadmapSchema,
  messages,
} from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../../test/answers.js';
import { markUserPaid, signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    UNLOCK_DELAY: '1m',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_AI_MAX: '1000',
  });
});
afterAll(async () => t.close());

const post = (cookie: string, url: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));
const currentUser = async (cookie: string) => (await post(cookie, '/user/user')).json().user;

async function completeJourney(cookie: string) {
  const texts = ['Physics, it never clicked for me', 'Building apps that help farmers'];
  await post(cookie, '/form/day1form', { qnaArray: buildAnswers('day1', { choice: 1, texts }) });
  t.clock.advance(60_000);
  await post(cookie, '/form/day2form', { qnaArray: buildAnswers('day2', { choice: 2 }) });
  t.clock.advance(60_000);
  await post(cookie, '/form/day3form', { qnaArray: buildAnswers('day3', { choice: 3 }) });
}

describe('AI endpoints', () => {
  it('say clearly which answers are missing', async () => {
    const { cookie } = await signUpUser(t.app);
    for (const [url, message] of [
      ['/ai/aicarrerfind-day1', messages.completeStep1Form],
      ['/ai/aicarrerfind-day2', messages.completeStep1Form],
      ['/ai/aicarrerfind-day3', messages.completeStep1Form],
    ] as const) {
      const response = await post(cookie, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'step_incomplete', message });
    }
    await post(cookie, '/form/day1form', { qnaArray: buildAnswers('day1') });
    expect((await post(cookie, '/ai/aicarrerfind-day2')).json().message).toBe(
      messages.completeStep2Form,
    );
  });

  it('generate, store and reuse every result along the journey', async () => {
    const { cookie, input } = await signUpUser(t.app, { name: 'Kavya Nair' });
    await completeJourney(cookie);

    const day1 = await post(cookie, '/ai/aicarrerfind-day1');
    expect(day1.statusCode).toBe(200);
    expect(day1.json()).toMatchObject({ success: true, engine: 'local' });
    const day1Data = day1ResultSchema.parse(day1.json().data);
    expect(JSON.stringify(day1Data)).toContain('Kavya');
    expect((await post(cookie, '/ai/aicarrerfind-day1')).json().data).toEqual(day1.json().data);

    const day2 = day2ResultSchema.parse((await post(cookie, '/ai/aicarrerfind-day2')).json().data);
    const career = careerResultSchema.parse(
      (await post(cookie, '/ai/aicarrerfind-day3')).json().data,
    );
    expect(career.results.topCareers.careers).toHaveLength(3);
    await post(cookie, '/ai/aicarrerfind-day3');

    const me = await currentUser(cookie);
    expect(me.day1response).toHaveLength(1);
    expect(me.day2response).toEqual([day2]);
    expect(me.careerResponse).toHaveLength(1);
    expect(me.selectedCareer).toEqual([]);
    expect(me.chosenCareer).toBeNull();
    expect(me.name).toBe(input.name);
  });

  it('saves a career choice from the blueprint and builds its deep roadmap', async () => {
    const { cookie, input } = await signUpUser(t.app, { name: 'Rohan Das' });
    await markUserPaid(t.app, input.email);
    await completeJourney(cookie);
    expect(
      (await post(cookie, '/user/select-career', { choosedCareer: 'Astronaut' })).json().message,
    ).toBe(messages.generateBlueprintFirst);
    const career = careerResultSchema.parse(
      (await post(cookie, '/ai/aicarrerfind-day3')).json().data,
    );
    const [first, second] = career.results.topCareers.careers;

    const notMine = await post(cookie, '/user/select-career', { choosedCareer: 'Astronaut' });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({
      code: 'validation_error',
      message: messages.careerNotInBlueprint,
    });
    expect((await post(cookie, '/ai/godeep')).json().message).toBe(messages.selectCareerFirst);

    const chosen = await post(cookie, '/user/select-career', { choosedCareer: first?.title });
    expect(chosen.json()).toEqual({
      success: true,
      message: messages.careerSelected,
      chosenCareer: { title: first?.title, code: first?.code },
    });
    const deep = deepRoadmapSchema.parse((await post(cookie, '/ai/godeep')).json().data);
    expect(deep).toMatchObject({
      chosen_career: first?.title,
      student_name: 'Rohan Das',
      code: first?.code,
    });

    await post(cookie, '/user/select-career', { choosedCareer: second?.title });
    const deep2 = deepRoadmapSchema.parse((await post(cookie, '/ai/godeep')).json().data);
    expect(deep2.chosen_career).toBe(second?.title);
    const me = await currentUser(cookie);
    expect(me.selectedCareer.map((d: { chosen_career: string }) => d.chosen_career)).toEqual([
      first?.title,
      second?.title,
    ]);
    expect(me.chosenCareer).toEqual({ title: second?.title, code: second?.code });
  });

  it('never answers from a stale read cache after a result, answer or choice changes', async () => {
    const { cookie, input } = await signUpUser(t.app);
    await markUserPaid(t.app, input.email);
    await completeJourney(cookie);
    expect((await currentUser(cookie)).careerResponse).toEqual([]); // the view is now cached

    const career = (await post(cookie, '/ai/aicarrerfind-day3')).json().data;
    expect((await currentUser(cookie)).careerResponse).toEqual([career]);
    expect((await post(cookie, '/ai/aicarrerfind-day3')).json().data).toEqual(career);
    // Embedded mode serves the stored result from memory (PostgreSQL mode has no caches).
    if (t.app.deps.caches) expect(t.app.deps.caches.insights.size).toBeGreaterThan(0);

    const [first, second] = careerResultSchema.parse(career).results.topCareers.careers;
    await post(cookie, '/user/select-career', { choosedCareer: first?.title });
    await post(cookie, '/ai/godeep');
    expect((await post(cookie, '/ai/godeep')).json().data.chosen_career).toBe(first?.title);
    await post(cookie, '/user/select-career', { choosedCareer: second?.title });
    expect((await post(cookie, '/ai/godeep')).json().data.chosen_career).toBe(second?.title);
    expect((await currentUser(cookie)).selectedCareer).toHaveLength(2);
  });

  it('never stores two results for a double click', async () => {
    const { cookie } = await signUpUser(t.app);
    await post(cookie, '/form/day1form', { qnaArray: buildAnswers('day1') });
    await Promise.all([
      post(cookie, '/ai/aicarrerfind-day1'),
      post(cookie, '/ai/aicarrerfind-day1'),
    ]);
    expect((await currentUser(cookie)).day1response).toHaveLength(1);
  });
});

describe('AI rate limit', () => {
  it('limits each person, however many times they sign in', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AI_MAX: '2' });
    try {
      const { cookie, input } = await signUpUser(limited.app);
      const call = (session = cookie) =>
        limited.app.inject(
          apiRequest('POST', '/ai/aicarrerfind-day1', { cookie: session, body: {} }),
        );
      await call();
      await call();
      expect((await call()).statusCode).toBe(429);
      // A new session is the same person: no fresh allowance.
      const again = await limited.app.inject(
        apiRequest('POST', '/user/signin', {
          body: { email: input.email, password: input.password },
        }),
      );
      expect((await call(sessionCookieOf(again))).statusCode).toBe(429);
      const other = await signUpUser(limited.app);
      const otherCall = await limited.app.inject(
        apiRequest('POST', '/ai/aicarrerfind-day1', { cookie: other.cookie, body: {} }),
      );
      expect(otherCall.statusCode).toBe(403);
    } finally {
      await limited.close();
    }
  });
});
