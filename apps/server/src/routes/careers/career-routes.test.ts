import {
  careerFitResponseSchema,
  careerResultSchema,
  careerSearchResponseSchema,
  deepRoadmapSchema,
  messages,
} from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightResultsRepo } from '../../db/insight-results-repo.js';
import { usersRepo } from '../../db/users-repo.js';
import { clearReadCaches } from '../../services/read-cache.js';
import { buildAnswers } from '../../test/answers.js';
import { markUserPaid, signUpUser } from '../../test/factories.js';
import { completeJourneyWithResults } from '../../test/journey.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' });
});
afterAll(async () => t.close());

const get = (cookie: string | undefined, url: string) =>
  t.app.inject(apiRequest('GET', url, cookie ? { cookie } : {}));
const post = (cookie: string, url: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));

/** The ids the search lists for `q`, best first. */
async function searchIds(cookie: string, q: string): Promise<string[]> {
  const response = await get(cookie, `/careers/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return careerSearchResponseSchema.parse(response.json()).careers.map((career) => career.id);
}

const blueprintOf = async (cookie: string) =>
  careerResultSchema.parse((await post(cookie, '/ai/aicarrerfind-day3')).json().data);

describe('GET /careers/search', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signUpUser(t.app));
  });

  it('finds a career by its English title, with its Hindi title and family', async () => {
    const response = await get(cookie, '/careers/search?q=Lawyer');
    const { careers } = careerSearchResponseSchema.parse(response.json());
    expect(careers[0]).toEqual({ id: 'lawyer', title: 'Lawyer', titleHi: 'वकील', family: 'Law' });
    expect(careers.length).toBeLessThanOrEqual(8);
  });

  it.each([
    ['its Hindi title', 'वकील', 'lawyer'],
    ['a Hinglish word', 'wakil', 'lawyer'],
    ['an exam that leads to it', 'CLAT', 'lawyer'],
    ['a title with a typo', 'psycologist', 'clinical-psychologist'],
    ['a short name', 'IAS', 'ias-officer'],
  ])('finds a career by %s (%s)', async (_how, q, id) => {
    expect(await searchIds(cookie, q)).toContain(id);
  });

  it('lists the Hinglish word’s career first', async () => {
    expect((await searchIds(cookie, 'wakil'))[0]).toBe('lawyer');
  });

  it('answers an empty list to words no career goes by', async () => {
    expect(await searchIds(cookie, 'zzqxv')).toEqual([]);
  });

  it.each([
    ['one letter', 'l', 'Type at least 2 letters of a career.'],
    ['one letter in spaces', '  l  ', 'Type at least 2 letters of a career.'],
    ['61 characters', 'a'.repeat(61), 'Type at most 60 characters.'],
  ])('refuses %s with a clear message', async (_what, q, message) => {
    const response = await get(cookie, `/careers/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_error', message });
  });

  it('needs a session', async () => {
    const response = await get(undefined, '/careers/search?q=lawyer');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', message: messages.notLoggedIn });
  });
});

describe('GET /careers/:id/fit', () => {
  it('refuses before the blueprint, even with every step answered', async () => {
    const { cookie } = await signUpUser(t.app);
    const refused = async () => {
      const response = await get(cookie, '/careers/lawyer/fit');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'step_incomplete',
        message: messages.generateBlueprintFirst,
      });
    };
    await refused();
    for (const day of ['day1', 'day2', 'day3'] as const) {
      t.clock.advance(24 * 60 * 60 * 1000);
      await post(cookie, `/form/${day}form`, { qnaArray: buildAnswers(day) });
    }
    await refused();
  });

  describe('after the blueprint', () => {
    let cookie: string;
    beforeAll(async () => {
      ({ cookie } = await signUpUser(t.app));
      await completeJourneyWithResults(t, cookie);
    });

    it('says how a career fits, with the reasons, from the person’s answers', async () => {
      const top = (await blueprintOf(cookie)).results.topCareers.careers.map((c) => c.id);
      expect(top).not.toContain('lawyer');
      const response = await get(cookie, '/careers/lawyer/fit');
      expect(response.statusCode).toBe(200);
      const { career } = careerFitResponseSchema.parse(response.json());
      expect(career).toMatchObject({
        id: 'lawyer',
        title: 'Lawyer',
        titleHi: 'वकील',
        family: 'Law',
        code: '23-1011.00',
        confidence: 'normal',
        inTopThree: false,
      });
      expect(career.reasons.length).toBeGreaterThan(0);
      expect(career.fitScore).toBeGreaterThanOrEqual(0);
      // The same answers, the same fit.
      expect((await get(cookie, '/careers/lawyer/fit')).json()).toEqual(response.json());
    });

    it('says "in your top 3" for each career of the blueprint, at its blueprint fit', async () => {
      for (const top of (await blueprintOf(cookie)).results.topCareers.careers) {
        const { career } = careerFitResponseSchema.parse(
          (await get(cookie, `/careers/${top.id}/fit`)).json(),
        );
        expect(career).toMatchObject({ title: top.title, inTopThree: true });
        expect(career.fitScore).toBe(top.fitScore);
      }
    });

    it('answers 404 with a clear message for a career the catalogue does not have', async () => {
      const response = await get(cookie, '/careers/astronaut-on-mars/fit');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'not_found',
        message: messages.careerUnknown,
      });
    });

    it('refuses an id that is not a catalogue id at all', async () => {
      const response = await get(cookie, `/careers/${encodeURIComponent('Lawyer!')}/fit`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        message: 'Choose a career from the list.',
      });
    });
  });

  it('reads "in your top 3" from the stored blueprint, which an LLM may have written', async () => {
    const { cookie, input } = await signUpUser(t.app);
    await completeJourneyWithResults(t, cookie);
    const blueprint = await blueprintOf(cookie);
    const [first, second, third] = blueprint.results.topCareers.careers;
    if (!first || !second || !third) throw new Error('the blueprint has three careers');
    // A model picked another career of the engine's ten in place of the third, and the first
    // card carries an id of its own: the title still tells it.
    const written = structuredClone(blueprint);
    written.results.topCareers.careers = [
      { ...first, id: 'career-1' },
      second,
      { ...third, id: 'lawyer', title: 'Lawyer', code: '23-1011.00' },
    ];
    const user = await usersRepo.findByEmail(t.database.db, input.email);
    if (!user) throw new Error('no user');
    await insightResultsRepo.insert(t.database.db, {
      userId: user.id,
      kind: 'career',
      payload: written,
      engine: 'llm:test-model',
      inputHash: 'written-by-a-model',
      locale: 'en',
      createdAt: t.clock.now(),
    });
    clearReadCaches(t.app.deps.caches);

    const inTopThree = async (id: string) =>
      careerFitResponseSchema.parse((await get(cookie, `/careers/${id}/fit`)).json()).career
        .inTopThree;
    expect(await inTopThree(first.id)).toBe(true);
    expect(await inTopThree('lawyer')).toBe(true);
    expect(await inTopThree(third.id)).toBe(false);
  });
});

describe('choosing a career found by the search', () => {
  it('saves it with its title and first O*NET code, and the deep roadmap is for it', async () => {
    const { cookie, input } = await signUpUser(t.app, { name: 'Meera Iyer' });
    await completeJourneyWithResults(t, cookie);
    const top = (await blueprintOf(cookie)).results.topCareers.careers.map((c) => c.title);
    expect(top).not.toContain('Lawyer');
    expect(await searchIds(cookie, 'wakil')).toContain('lawyer');

    const chosen = await post(cookie, '/user/select-career', { choosedCareer: 'Lawyer' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({
      success: true,
      message: messages.careerSelected,
      chosenCareer: { title: 'Lawyer', code: '23-1011.00' },
    });
    // The same payment rules as for a top career: the roadmap is the paid plan's.
    expect((await post(cookie, '/ai/godeep')).statusCode).toBe(402);
    await markUserPaid(t.app, input.email);
    const deep = deepRoadmapSchema.parse((await post(cookie, '/ai/godeep')).json().data);
    expect(deep).toMatchObject({
      chosen_career: 'Lawyer',
      code: '23-1011.00',
      student_name: 'Meera Iyer',
    });
    expect(deep.congrats_message).toMatch(/lawyer/i);
    expect((await post(cookie, '/user/user')).json().user.chosenCareer).toEqual({
      title: 'Lawyer',
      code: '23-1011.00',
    });
  });

  it('tells apart two careers resting on one O*NET code, and saves the catalogue’s spelling', async () => {
    const { cookie, input } = await signUpUser(t.app);
    await markUserPaid(t.app, input.email);
    await completeJourneyWithResults(t, cookie);
    await post(cookie, '/user/select-career', { choosedCareer: 'Pilot' });
    const pilot = deepRoadmapSchema.parse((await post(cookie, '/ai/godeep')).json().data);
    expect(pilot).toMatchObject({ chosen_career: 'Pilot', code: '53-2011.00' });

    const chosen = await post(cookie, '/user/select-career', {
      choosedCareer: 'air force OFFICER',
    });
    expect(chosen.json().chosenCareer).toEqual({ title: 'Air Force officer', code: '53-2011.00' });
    const officer = deepRoadmapSchema.parse((await post(cookie, '/ai/godeep')).json().data);
    expect(officer).toMatchObject({ chosen_career: 'Air Force officer', code: '53-2011.00' });
  });

  it('still refuses a title that is neither in the blueprint nor in the catalogue', async () => {
    const { cookie } = await signUpUser(t.app);
    expect(
      (await post(cookie, '/user/select-career', { choosedCareer: 'Lawyer' })).json().message,
    ).toBe(messages.generateBlueprintFirst);
    await completeJourneyWithResults(t, cookie);
    const response = await post(cookie, '/user/select-career', {
      choosedCareer: 'Astronaut on Mars',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      message: messages.careerNotInBlueprint,
      fields: { choosedCareer: messages.careerNotInBlueprint },
    });
  });
});

describe('career checks rate limit', () => {
  it('limits each person, not everyone', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AI_MAX: '2' });
    try {
      const [first, second] = [await signUpUser(limited.app), await signUpUser(limited.app)];
      const search = (cookie: string) =>
        limited.app.inject(apiRequest('GET', '/careers/search?q=pilot', { cookie }));
      expect((await search(first.cookie)).statusCode).toBe(200);
      expect((await search(first.cookie)).statusCode).toBe(200);
      const refused = await search(first.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect((await search(second.cookie)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents both routes under "careers"', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(document.paths['/api/v1/careers/search']?.get?.tags).toEqual(['careers']);
    expect(document.paths['/api/v1/careers/{id}/fit']?.get?.tags).toEqual(['careers']);
  });
});
