import { careerResultSchema, messages, userResponseSchema } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/factories.js';
import { completeJourneyWithResults } from '../../test/journey.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' });
});
afterAll(async () => t.close());

const pick = (cookie: string | undefined, body: unknown) =>
  t.app.inject(apiRequest('POST', '/user/career-aims', { body, ...(cookie ? { cookie } : {}) }));
const currentUser = async (cookie: string) =>
  userResponseSchema.parse(
    (await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).json(),
  ).user;
const blueprint = async (cookie: string) => {
  const response = await t.app.inject(apiRequest('POST', '/ai/aicarrerfind-day3', { cookie }));
  expect(response.statusCode, response.body).toBe(200);
  return careerResultSchema.parse(response.json().data).results;
};

describe('POST /user/career-aims', () => {
  it('keeps up to three picked careers by id, shows them in words, and "Not sure yet" as none', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await currentUser(cookie)).careerAims).toBeNull();
    const response = await pick(cookie, { careers: ['lawyer', 'ias-officer'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: messages.careerAimsSaved,
      blueprintUpdated: false,
      careerAims: [
        { id: 'lawyer', title: 'Lawyer' },
        { id: 'ias-officer', title: expect.stringMatching(/IAS/) },
      ],
    });
    const aims = (await currentUser(cookie)).careerAims;
    expect(aims?.map((career) => career.id)).toEqual(['lawyer', 'ias-officer']);
    expect(aims?.[0]?.titleHi).toMatch(/[\u0900-\u097F]/);

    const notSure = await pick(cookie, { careers: [] });
    expect(notSure.json()).toMatchObject({ message: messages.careerAimsNotSure, careerAims: [] });
    expect((await currentUser(cookie)).careerAims).toEqual([]);

    const exported = await t.app.inject(apiRequest('GET', '/user/export', { cookie }));
    expect(exported.statusCode).toBe(200);
    expect(exported.json().account.careerAims).toEqual([]);
  });

  it.each([
    ['four careers', { careers: ['lawyer', 'chef', 'pilot', 'nurse'] }, messages.careerAimsMax],
    ['one career twice', { careers: ['lawyer', 'lawyer'] }, messages.careerAimsTwice],
    ['an unknown career', { careers: ['lawyer', 'wizard'] }, messages.careerAimsUnknown],
    ['a title instead of an id', { careers: ['Bank PO'] }, 'Choose a career from the list.'],
  ])('refuses %s with a clear message and keeps what was saved', async (_what, body, message) => {
    const { cookie } = await signUpUser(t.app);
    await pick(cookie, { careers: ['chef'] });
    const response = await pick(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect((await currentUser(cookie)).careerAims?.map((career) => career.id)).toEqual(['chef']);
  });

  it('needs a session', async () => {
    expect((await pick(undefined, { careers: [] })).statusCode).toBe(401);
  });

  it('makes an existing blueprint again with the picks: in the top 3, or under the careers named', async () => {
    const { cookie } = await signUpUser(t.app);
    await completeJourneyWithResults(t, cookie);
    const before = await blueprint(cookie);
    const ids = (results: typeof before) => [
      ...results.topCareers.careers.map((career) => career.id),
      ...(results.mentionedCareers ?? []).map((career) => career.id),
    ];
    expect(ids(before)).not.toContain('vet');

    const response = await pick(cookie, { careers: ['vet'] });
    expect(response.json()).toMatchObject({
      message: messages.careerAimsBlueprintUpdated,
      blueprintUpdated: true,
    });
    const after = await blueprint(cookie);
    expect(ids(after)).toContain('vet');
    const user = await currentUser(cookie);
    expect(ids(user.careerResponse.at(-1)?.results ?? before)).toContain('vet');
  });
});
