import { alreadySubmittedMessage, messages, questionsForDay } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDrafts } from '../../db/schema.js';
import { buildAnswers } from '../../test/answers.js';
import { signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UNLOCK_DELAY: '1m', RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const saveDraft = (cookie: string, day: string, qnaArray: unknown) =>
  t.app.inject(apiRequest('POST', `/form/${day}draft`, { cookie, body: { qnaArray } }));
const drafts = async (cookie: string) =>
  (await t.app.inject(apiRequest('GET', '/form/drafts', { cookie }))).json().drafts;

const day1 = questionsForDay('day1');
const firstChoice = day1.find((question) => question.type === 'choice');
const firstText = day1.find((question) => question.type === 'text');
if (!firstChoice || firstChoice.type !== 'choice' || !firstText) throw new Error('catalogue');

describe('drafts', () => {
  it('keeps the answers given so far, replaces them as they change, and clears them on submit', async () => {
    const { cookie } = await signUpUser(t.app);
    expect(await drafts(cookie)).toEqual({});

    const partial = buildAnswers('day1').slice(0, 5);
    const saved = await saveDraft(cookie, 'day1', partial);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, savedAt: t.clock.now().toISOString() });
    expect(await drafts(cookie)).toEqual({ day1: partial });

    // A half-typed text answer is kept as typed; an emptied one is dropped.
    const others = partial.filter((item) => item.question !== firstText.text);
    const emptied = others.at(-1)?.question;
    const typing = [
      ...others.slice(0, -1),
      { question: emptied, answer: '  ' },
      { question: firstText.text, answer: 'I lik' },
    ];
    expect((await saveDraft(cookie, 'day1', typing)).statusCode).toBe(200);
    const kept = (await drafts(cookie)).day1;
    expect(kept).toContainEqual({ question: firstText.text, answer: 'I lik' });
    expect(kept).not.toContainEqual(expect.objectContaining({ question: emptied }));

    const submitted = await t.app.inject(
      apiRequest('POST', '/form/day1form', { cookie, body: { qnaArray: buildAnswers('day1') } }),
    );
    expect(submitted.statusCode).toBe(201);
    expect(await drafts(cookie)).toEqual({});
    // Not only hidden: a submitted step's draft is not kept at all.
    const rows = await t.database.db.select().from(answerDrafts);
    expect(rows.filter((row) => JSON.stringify(row.qna).includes('I lik'))).toEqual([]);

    const late = await saveDraft(cookie, 'day1', partial);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(alreadySubmittedMessage('day1'));
  });

  it('refuses a draft of a step that is not open yet, with the gate’s message', async () => {
    const { cookie } = await signUpUser(t.app);
    const early = await saveDraft(cookie, 'day2', buildAnswers('day2').slice(0, 2));
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(messages.completeStep1Form);
  });

  it('refuses what is not an answer to the step, and keeps the draft already saved', async () => {
    const { cookie } = await signUpUser(t.app);
    const good = buildAnswers('day1').slice(0, 3);
    await saveDraft(cookie, 'day1', good);
    const bad = [
      [{ question: 'What is your favourite colour?', answer: 'Blue' }],
      [{ question: firstChoice.text, answer: 'Not one of the options' }],
      [{ question: firstText.text, answer: 'x'.repeat(1001) }],
      [
        { question: firstText.text, answer: 'One' },
        { question: firstText.text, answer: 'Two' },
      ],
    ];
    for (const qnaArray of bad) {
      const response = await saveDraft(cookie, 'day1', qnaArray);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /Unknown question|choose one of the options|at most 1000 characters|Duplicate question/,
      );
    }
    expect(await drafts(cookie)).toEqual({ day1: good });
  });

  it('keeps each person’s drafts their own', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    await saveDraft(first.cookie, 'day1', buildAnswers('day1').slice(0, 2));
    expect(await drafts(second.cookie)).toEqual({});
    const anonymous = await t.app.inject(apiRequest('GET', '/form/drafts'));
    expect(anonymous.statusCode).toBe(401);
  });

  it('are in the data export, and go with the account', async () => {
    const { cookie, input } = await signUpUser(t.app);
    const partial = buildAnswers('day1').slice(0, 4);
    await saveDraft(cookie, 'day1', partial);
    const exported = await t.app.inject(apiRequest('GET', '/user/export', { cookie }));
    expect(exported.json().drafts).toEqual([
      { day: 'day1', savedAt: t.clock.now().toISOString(), qna: partial },
    ]);
    expect(exported.json().account.reminderEmails).toBe(true);
    const deleted = await t.app.inject(
      apiRequest('POST', '/user/delete', {
        cookie,
        body: { email: input.email, password: input.password },
      }),
    );
    expect(deleted.statusCode).toBe(200);
    const rows = await t.database.db.select().from(answerDrafts);
    expect(rows.filter((row) => JSON.stringify(row.qna) === JSON.stringify(partial))).toEqual([]);
  });
});
