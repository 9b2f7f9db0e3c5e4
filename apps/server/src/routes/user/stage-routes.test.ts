import { deepAiResponseSchema, messages, userResponseSchema } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markUserPaid, signUpUser } from '../../test/factories.js';
import { completeJourneyWithResults } from '../../test/journey.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' });
});
afterAll(async () => t.close());

const put = (cookie: string | undefined, body: unknown) =>
  t.app.inject(apiRequest('POST', '/user/stage', { body, ...(cookie ? { cookie } : {}) }));
const currentUser = async (cookie: string) =>
  userResponseSchema.parse(
    (await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).json(),
  ).user;

describe('POST /user/stage', () => {
  it('saves where the person is, and the user object carries it', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await currentUser(cookie)).educationStage).toBeNull();
    const stage = { stage: 'class-11-12', stream: 'commerce' };
    const response = await put(cookie, stage);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: messages.stageSaved,
      educationStage: stage,
    });
    expect((await currentUser(cookie)).educationStage).toEqual(stage);
    // Saying it again replaces it.
    await put(cookie, { stage: 'graduate', subject: '  B.Com  ' });
    expect((await currentUser(cookie)).educationStage).toEqual({
      stage: 'graduate',
      subject: 'B.Com',
    });
  });

  it.each([
    ['no stage', {}],
    ['an unknown stage', { stage: 'class-5' }],
    ['a Class 12 student without a stream', { stage: 'class-11-12' }],
    ['a detail that does not fit the stage', { stage: 'class-8-10', subject: 'Maths' }],
    ['a dropout without when', { stage: 'dropped-out' }],
  ])('refuses %s with a validation error and keeps what was saved', async (_what, body) => {
    const { cookie } = await signUpUser(t.app);
    await put(cookie, { stage: 'class-8-10' });
    const response = await put(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_error' });
    expect((await currentUser(cookie)).educationStage).toEqual({ stage: 'class-8-10' });
  });

  it('says what is wrong with a subject that is too long', async () => {
    const { cookie } = await signUpUser(t.app);
    const response = await put(cookie, { stage: 'college', subject: 'x'.repeat(81) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please keep your subject under 80 characters');
  });

  it('needs a session', async () => {
    expect((await put(undefined, { stage: 'class-8-10' })).statusCode).toBe(401);
  });
});

describe('the deep roadmap starts at the saved stage', () => {
  it('makes the roadmap again when the stage changes', async () => {
    const { cookie, input } = await signUpUser(t.app);
    await completeJourneyWithResults(t, cookie);
    await markUserPaid(t.app, input.email);
    const select = await t.app.inject(
      apiRequest('POST', '/user/select-career', { cookie, body: { choosedCareer: 'Lawyer' } }),
    );
    expect(select.statusCode, select.body).toBe(200);
    const roadmap = async () => {
      const response = await t.app.inject(apiRequest('POST', '/ai/godeep', { cookie }));
      expect(response.statusCode, response.body).toBe(200);
      const { sections } = deepAiResponseSchema.parse(response.json()).data;
      const steps = sections.find((section) => section.stages);
      return { intro: steps?.content[0], titles: steps?.stages?.map((stage) => stage.title) };
    };
    const before = await roadmap();
    expect(before.intro).toMatch(/Class 10/);
    expect(before.titles?.[1]).toBe('Stage 2 — Choose your stream after Class 10');

    await put(cookie, { stage: 'graduate', subject: 'B.A. History' });
    const after = await roadmap();
    expect(after.intro).toBe('Starting from where you are: Finished a degree · B.A. History.');
    expect(after.titles?.join('\n')).not.toMatch(/stream after Class 10/);
  });
});
