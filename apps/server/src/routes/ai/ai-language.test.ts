import { supportNotice } from '@acp/shared';
import { generateDay1Result } from '@acp/insights';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insightResultsRepo } from '../../db/insight-results-repo.js';
import { usersRepo } from '../../db/users-repo.js';
import { buildAnswers } from '../../test/answers.js';
import { markUserPaid, signUpUser } from '../../test/factories.js';
import { completeJourneyWithResults } from '../../test/journey.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' });
});
afterAll(async () => t.close());

const post = (cookie: string, url: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));
const currentUser = async (cookie: string) => (await post(cookie, '/user/user')).json().user;

it('shows a result made in the other language until one is made in the account’s', async () => {
  const { cookie, input } = await signUpUser(t.app);
  const day1 = buildAnswers('day1', { choice: 2 });
  await post(cookie, '/form/day1form', { qnaArray: day1 });
  const user = await usersRepo.findByEmail(t.database.db, input.email);
  if (!user) throw new Error('no user');
  // A Step 1 result made while the account was in Hindi.
  const inHindi = { ...generateDay1Result({ name: input.name, day1 }), subheading: 'हिन्दी में' };
  await insightResultsRepo.insert(t.database.db, {
    userId: user.id,
    kind: 'day1',
    payload: inHindi,
    engine: 'local',
    inputHash: 'made-in-hindi',
    locale: 'hi',
    createdAt: t.clock.now(),
  });

  const before = await currentUser(cookie);
  expect(before.day1response.map((result: { subheading: string }) => result.subheading)).toEqual([
    'हिन्दी में',
  ]);
  expect(before.resultsInOtherLanguage).toEqual(['day1']);

  // The result page asks again: an English one is made, and only it is shown.
  const made = await post(cookie, '/ai/aicarrerfind-day1');
  expect(made.statusCode).toBe(200);
  const after = await currentUser(cookie);
  expect(after.day1response).toEqual([made.json().data]);
  expect(after.resultsInOtherLanguage).toEqual([]);
  // Asking again reuses it: nothing new is stored.
  await post(cookie, '/ai/aicarrerfind-day1');
  expect(await insightResultsRepo.listForUser(t.database.db, user.id)).toHaveLength(2);
});

it('writes Step 2 in Hindi for a Hindi account, and keeps each language’s result', async () => {
  const { cookie, input } = await signUpUser(t.app);
  await post(cookie, '/form/day1form', { qnaArray: buildAnswers('day1', { choice: 1 }) });
  t.clock.advance(25 * 60 * 60 * 1000);
  await post(cookie, '/form/day2form', { qnaArray: buildAnswers('day2', { choice: 2 }) });
  const english = (await post(cookie, '/ai/aicarrerfind-day2')).json().data;
  expect(english.results.title).toMatch(/emotional map/i);

  await post(cookie, '/user/locale', { locale: 'hi' });
  const shown = await currentUser(cookie);
  expect(shown.day2response).toEqual([english]);
  expect(shown.resultsInOtherLanguage).toEqual(['day2']);
  const hindi = (await post(cookie, '/ai/aicarrerfind-day2')).json().data;
  expect(hindi.results.title).toContain('इमोशनल मैप');
  expect(hindi.results.cards).toHaveLength(english.results.cards.length);
  const inHindi = await currentUser(cookie);
  expect(inHindi.day2response).toEqual([hindi]);
  expect(inHindi.resultsInOtherLanguage).toEqual([]);

  // Back in English: the English result is there again, nothing is made twice.
  await post(cookie, '/user/locale', { locale: 'en' });
  expect((await currentUser(cookie)).day2response).toEqual([english]);
  expect((await post(cookie, '/ai/aicarrerfind-day2')).json().data).toEqual(english);
  const user = await usersRepo.findByEmail(t.database.db, input.email);
  const stored = await insightResultsRepo.listForUser(t.database.db, user!.id);
  expect(stored.map((row) => [row.kind, row.locale])).toEqual([
    ['day2', 'en'],
    ['day2', 'hi'],
  ]);
});

it('writes Step 1 in Hindi, and the helplines added later in Hindi too', async () => {
  const { cookie } = await signUpUser(t.app);
  await post(cookie, '/user/locale', { locale: 'hi' });
  await post(cookie, '/form/day1form', { qnaArray: buildAnswers('day1', { choice: 3 }) });
  const day1 = (await post(cookie, '/ai/aicarrerfind-day1')).json().data;
  expect(day1.subheading).toMatch(/[\u0900-\u097f]/);
  expect(day1.support).toBeUndefined();

  // A worrying Step 2 answer: the Step 1 result made before it now carries the helplines, in
  // the result's language.
  t.clock.advance(25 * 60 * 60 * 1000);
  await post(cookie, '/form/day2form', {
    qnaArray: buildAnswers('day2', {
      choice: 1,
      texts: ['kabhi kabhi lagta hai jeene ka koi matlab nahi hai'],
    }),
  });
  const [shown] = (await currentUser(cookie)).day1response;
  expect(shown.support.heading).toBe(supportNotice('hi').heading);
  expect(shown.support).toEqual(supportNotice('hi'));
});

it('writes the blueprint and a checked career in Hindi, with the careers the same as in English', async () => {
  const inEnglish = await signUpUser(t.app);
  await completeJourneyWithResults(t, inEnglish.cookie);
  const english = (await currentUser(inEnglish.cookie)).careerResponse[0];

  const { cookie } = await signUpUser(t.app);
  await post(cookie, '/user/locale', { locale: 'hi' });
  await completeJourneyWithResults(t, cookie);
  const hindi = (await currentUser(cookie)).careerResponse[0];
  expect(hindi.results.whoYouAre.descriptionTemplate).toMatch(/[\u0900-\u097f]/);
  const picks = (result: typeof english) =>
    result.results.topCareers.careers.map((career: { title: string; fitScore: number }) => [
      career.title,
      career.fitScore,
    ]);
  expect(picks(hindi)).toEqual(picks(english));

  const fit = await t.app.inject(apiRequest('GET', '/careers/lawyer/fit', { cookie }));
  expect(fit.statusCode).toBe(200);
  expect(fit.json().career.reasons.join(' ')).toMatch(/[\u0900-\u097f]/);
});

it('writes the deep roadmap in Hindi for a Hindi account, and keeps each language’s roadmap', async () => {
  const { cookie, input } = await signUpUser(t.app);
  await markUserPaid(t.app, input.email);
  for (const day of ['day1', 'day2', 'day3'] as const) {
    await post(cookie, `/form/${day}form`, { qnaArray: buildAnswers(day, { choice: 2 }) });
    t.clock.advance(25 * 60 * 60 * 1000);
  }
  const career = (await post(cookie, '/ai/aicarrerfind-day3')).json().data;
  const [first] = career.results.topCareers.careers;
  await post(cookie, '/user/select-career', { choosedCareer: first.title });
  const english = (await post(cookie, '/ai/godeep')).json().data;
  expect(english.sections[0].heading).toBe('Why this career fits you');

  await post(cookie, '/user/locale', { locale: 'hi' });
  const hindi = (await post(cookie, '/ai/godeep')).json().data;
  // The same roadmap for the same career, in Hindi.
  expect(hindi.chosen_career).toBe(english.chosen_career);
  expect(hindi.sections[0].heading).toBe('यह करियर आपके लिए क्यों सही है');
  expect(hindi.sections.at(-1).heading).toBe('ये जानकारियाँ कहाँ से ली गई हैं');
  expect(hindi.sections).toHaveLength(english.sections.length);
  expect(hindi.opening_line).toMatch(/[\u0900-\u097F]/);

  // Back in English: the English roadmap again, nothing made twice.
  await post(cookie, '/user/locale', { locale: 'en' });
  expect((await post(cookie, '/ai/godeep')).json().data).toEqual(english);
  const user = await usersRepo.findByEmail(t.database.db, input.email);
  const stored = await insightResultsRepo.listForUser(t.database.db, user!.id);
  expect(stored.filter((row) => row.kind === 'deep').map((row) => row.locale)).toEqual([
    'en',
    'hi',
  ]);
});
