import { alreadySubmittedMessage, messages, questionsForDay } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../../test/answers.js';
import { signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UNLOCK_DELAY: '1m', RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const submit = (cookie: string, day: string, qnaArray: unknown) =>
  t.app.inject(apiRequest('POST', `/form/${day}form`, { cookie, body: { qnaArray } }));
const progress = async (cookie: string) =>
  (await t.app.inject(apiRequest('GET', '/user/progress-status', { cookie }))).json();

describe('answers and gates', () => {
  it('walks the three steps in order with the time gates of product.md §8', async () => {
    const { cookie } = await signUpUser(t.app);
    expect(await progress(cookie)).toMatchObject({
      day1SubmittedAt: null,
      day2UnlocksAt: null,
      unlockDelaySeconds: 60,
    });

    const early2 = await submit(cookie, 'day2', buildAnswers('day2'));
    expect(early2.statusCode).toBe(403);
    expect(early2.json()).toMatchObject({
      code: 'step_incomplete',
      message: messages.completeStep1Form,
    });

    const day1 = await submit(cookie, 'day1', buildAnswers('day1'));
    expect(day1.statusCode).toBe(201);
    expect(day1.json()).toMatchObject({ success: true, message: messages.step1Submitted });
    expect(day1.json().day1).toHaveLength(12);
    const submittedAt = t.clock.now();

    const tooEarly = await submit(cookie, 'day2', buildAnswers('day2'));
    expect(tooEarly.statusCode).toBe(403);
    expect(tooEarly.json()).toMatchObject({
      code: 'too_early',
      message: 'Step 2 will be available after 1 minute of Step 1 submission.',
    });
    const day3First = await submit(cookie, 'day3', buildAnswers('day3'));
    expect(day3First.json().message).toBe(messages.completeStep2Form);

    expect(await progress(cookie)).toMatchObject({
      day1SubmittedAt: submittedAt.toISOString(),
      day2UnlocksAt: new Date(submittedAt.getTime() + 60_000).toISOString(),
      serverTime: submittedAt.toISOString(),
    });

    t.clock.advance(59_000);
    expect((await submit(cookie, 'day2', buildAnswers('day2'))).statusCode).toBe(403);
    t.clock.advance(1_000);
    expect((await submit(cookie, 'day2', buildAnswers('day2'))).statusCode).toBe(201);

    const early3 = await submit(cookie, 'day3', buildAnswers('day3'));
    expect(early3.json().message).toBe(
      'Step 3 will be available after 1 minute of Step 2 submission.',
    );
    t.clock.advance(60_000);
    expect((await submit(cookie, 'day3', buildAnswers('day3'))).statusCode).toBe(201);

    const status = await progress(cookie);
    expect(status.day3SubmittedAt).toBe(t.clock.now().toISOString());
    const me = (await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).json().user;
    expect(me.quesAns.day1).toEqual(buildAnswers('day1'));
    expect(me.quesAns.day2).toHaveLength(10);
    expect(me.quesAns.day3).toHaveLength(12);
  });

  it('refuses a second submission and keeps the first one', async () => {
    const { cookie } = await signUpUser(t.app);
    await submit(cookie, 'day1', buildAnswers('day1', { choice: 0 }));
    const again = await submit(cookie, 'day1', buildAnswers('day1', { choice: 3 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      message: alreadySubmittedMessage('day1'),
    });
    const me = (await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).json().user;
    expect(me.quesAns.day1).toEqual(buildAnswers('day1', { choice: 0 }));
  });

  it('keeps exactly one of two parallel submissions', async () => {
    const { cookie } = await signUpUser(t.app);
    const results = await Promise.all([
      submit(cookie, 'day1', buildAnswers('day1', { choice: 1 })),
      submit(cookie, 'day1', buildAnswers('day1', { choice: 2 })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject(
      apiRequest('POST', '/form/day1form', { body: { qnaArray: [] } }),
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('answer validation', () => {
  const day1 = () => buildAnswers('day1');

  it.each([
    ['a missing question', () => day1().slice(1), 'qnaArray'],
    [
      'a question not in the catalogue',
      () => [{ question: 'What is your bank PIN?', answer: 'x' }, ...day1().slice(1)],
      'qnaArray.0.question',
    ],
    ['a duplicated question', () => [day1()[0], ...day1().slice(0, 11)], 'qnaArray.1.question'],
    [
      'an answer outside the options',
      () => [{ ...day1()[0], answer: 'Something else' }, ...day1().slice(1)],
      'qnaArray.0.answer',
    ],
    [
      'an empty Step 1 choice',
      () => [{ ...day1()[0], answer: '' }, ...day1().slice(1)],
      'qnaArray.0.answer',
    ],
    [
      'an empty text answer',
      () => [...day1().slice(0, 11), { ...day1()[11], answer: '   ' }],
      'qnaArray.11.answer',
    ],
    [
      'a text answer over 1000 characters',
      () => [...day1().slice(0, 11), { ...day1()[11], answer: 'a'.repeat(1001) }],
      'qnaArray.11.answer',
    ],
  ])('refuses %s with a clear message, saving nothing', async (_label, build, field) => {
    const { cookie } = await signUpUser(t.app);
    const response = await submit(cookie, 'day1', build());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(response.json().message.length).toBeGreaterThan(5);
    expect((await progress(cookie)).day1SubmittedAt).toBeNull();
  });

  it('accepts an unanswered radio on Steps 2 and 3 (product.md §5)', async () => {
    const { cookie } = await signUpUser(t.app);
    await submit(cookie, 'day1', buildAnswers('day1'));
    t.clock.advance(60_000);
    const firstChoice = questionsForDay('day2').findIndex((q) => q.type === 'choice');
    const answers = buildAnswers('day2');
    answers[firstChoice] = { question: answers[firstChoice]?.question ?? '', answer: '' };
    expect((await submit(cookie, 'day2', answers)).statusCode).toBe(201);
  });
});

describe('unlock delay wording', () => {
  it('says "24 hours" when the delay is a day', async () => {
    const other = await createTestApp({ UNLOCK_DELAY: '24h' });
    try {
      const { cookie } = await signUpUser(other.app);
      await other.app.inject(
        apiRequest('POST', '/form/day1form', { cookie, body: { qnaArray: buildAnswers('day1') } }),
      );
      const response = await other.app.inject(
        apiRequest('POST', '/form/day2form', { cookie, body: { qnaArray: buildAnswers('day2') } }),
      );
      expect(response.json().message).toBe(
        'Step 2 will be available after 24 hours of Step 1 submission.',
      );
    } finally {
      await other.close();
    }
  });
});

describe('support card', () => {
  it('is flagged by an answer that signals distress, not by ordinary stress', async () => {
    const calm = await signUpUser(t.app);
    await submit(
      calm.cookie,
      'day1',
      buildAnswers('day1', { texts: ['Maths', 'This exam is killing me, I want to ace it'] }),
    );
    const worried = await signUpUser(t.app);
    await submit(
      worried.cookie,
      'day1',
      buildAnswers('day1', { texts: ['Maths', 'Honestly I feel hopeless'] }),
    );
    const userOf = async (cookie: string) =>
      (await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).json().user;
    expect((await userOf(calm.cookie)).showSupportCard).toBe(false);
    expect((await userOf(worried.cookie)).showSupportCard).toBe(true);
    // The flag never changes what the engine says about careers: the answers are stored as given.
    expect((await userOf(worried.cookie)).quesAns.day1[11].answer).toBe('Honestly I feel hopeless');
  });

  it('asks how they have been when words read heavy, and keeps only the flag their answer gives', async () => {
    const userOf = async (cookie: string) =>
      (await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).json().user;
    const checkIn = (cookie: string, feeling: string) =>
      t.app.inject(apiRequest('POST', '/user/check-in', { cookie, body: { feeling } }));
    const heavy = buildAnswers('day1', {
      texts: ['Maths', 'sometimes i wish i could just vanish'],
    });

    const okay = await signUpUser(t.app);
    const submitted = await submit(okay.cookie, 'day1', heavy);
    // No cheer over the question: the client shows the quiet toast.
    expect(submitted.json()).toMatchObject({ success: true, support: 'check-in' });
    expect(await userOf(okay.cookie)).toMatchObject({
      supportCheckIn: true,
      showSupportCard: false,
    });
    const fine = await checkIn(okay.cookie, 'okay');
    expect(fine.json()).toEqual({
      success: true,
      message: messages.checkInThanks,
      showSupportCard: false,
    });
    expect(await userOf(okay.cookie)).toMatchObject({
      supportCheckIn: false,
      showSupportCard: false,
    });

    for (const feeling of ['struggling', 'rather-not-say']) {
      const person = await signUpUser(t.app);
      await submit(person.cookie, 'day1', heavy);
      const before = await t.app.inject(
        apiRequest('POST', '/ai/aicarrerfind-day1', { cookie: person.cookie }),
      );
      expect(before.json().data.support).toBeUndefined();
      expect((await checkIn(person.cookie, feeling)).json().showSupportCard).toBe(true);
      // The result they had is written again, for someone who may be struggling.
      expect((await userOf(person.cookie)).day1response).toHaveLength(2);
      expect(await userOf(person.cookie)).toMatchObject({
        supportCheckIn: false,
        showSupportCard: true,
      });
      // Their Step 1 result is written for someone who may be struggling: the helplines travel in it.
      const day1 = await t.app.inject(
        apiRequest('POST', '/ai/aicarrerfind-day1', { cookie: person.cookie }),
      );
      expect(day1.json().data.support).toBeDefined();
    }

    // A calm person is never asked, and an answer they were not asked for changes nothing.
    const calm = await signUpUser(t.app);
    expect((await submit(calm.cookie, 'day1', buildAnswers('day1'))).json().support).toBeNull();
    await checkIn(calm.cookie, 'struggling');
    expect(await userOf(calm.cookie)).toMatchObject({
      supportCheckIn: false,
      showSupportCard: false,
    });
    expect((await checkIn(calm.cookie, 'sad')).statusCode).toBe(400);
  });
});
