import { messages } from '@acp/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  careerPdfs,
  careerSelections,
  contactMessages,
  insightResults,
  passwordResetTokens,
  payments,
  sessions,
  users,
} from '../../db/schema.js';
import { signUpUser } from '../../test/factories.js';
import { completeJourneyWithResults } from '../../test/journey.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' });
});
afterAll(async () => t.close());

/** A person with everything: answers, results, payment, selection, deep roadmap, PDF, message. */
async function fullUser(name: string) {
  const { cookie, input } = await signUpUser(t.app, { name });
  const post = (url: string, body: unknown = {}) =>
    t.app.inject(apiRequest('POST', url, { cookie, body }));
  await completeJourneyWithResults(t, cookie);
  const { orderId } = (await post('/payment/order')).json();
  const { response } = (
    await post('/payment/sandbox/checkout', { orderId, outcome: 'pay' })
  ).json();
  await post('/payment/verify', response);
  const careers = (await post('/user/user')).json().user.careerResponse[0].results.topCareers
    .careers;
  await post('/user/select-career', { choosedCareer: careers[0].title });
  await post('/ai/godeep');
  await post('/user/career-pdf');
  await post('/contact', {
    fullName: name,
    email: input.email,
    phone: '',
    inquiryType: 'Feedback or Suggestion',
    message: 'Loved the roadmap, thank you!',
  });
  await post('/user/forget-password', { email: input.email });
  const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
  if (!row) throw new Error('user missing');
  return { cookie, input, id: row.id, post };
}

async function rowsOf(userId: string) {
  const count = async (query: Promise<unknown[]>) => (await query).length;
  const db = t.database.db;
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    answers: await count(db.select().from(answers).where(eq(answers.userId, userId))),
    results: await count(db.select().from(insightResults).where(eq(insightResults.userId, userId))),
    selections: await count(
      db.select().from(careerSelections).where(eq(careerSelections.userId, userId)),
    ),
    pdfs: await count(db.select().from(careerPdfs).where(eq(careerPdfs.userId, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    tokens: await count(
      db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    ),
    messages: await count(
      db.select().from(contactMessages).where(eq(contactMessages.userId, userId)),
    ),
    payments: await count(db.select().from(payments).where(eq(payments.userId, userId))),
  };
}

describe('export my data', () => {
  it('gives the owner everything we hold, without secrets', async () => {
    const person = await fullUser('Meher Kapoor');
    const response = await t.app.inject(
      apiRequest('GET', '/user/export', { cookie: person.cookie }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="AI-Career-Path-Meher-Kapoor-data.json"',
    );
    const data = response.json();
    expect(data.account).toMatchObject({
      name: 'Meher Kapoor',
      email: person.input.email,
      isPaymentDone: true,
    });
    expect(data.answers.map((a: { day: string }) => a.day).sort()).toEqual([
      'day1',
      'day2',
      'day3',
    ]);
    expect(data.results.map((r: { kind: string }) => r.kind)).toEqual(
      expect.arrayContaining(['day1', 'day2', 'career', 'deep']),
    );
    expect(data.careerSelections).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({
      provider: 'sandbox',
      amountPaise: 49_900,
      status: 'paid',
    });
    expect(data.contactMessages[0].message).toBe('Loved the roadmap, thank you!');
    expect(data.careerPdf.filename).toBe('AI-Career-Path-Meher-Kapoor.pdf');
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = response.body;
    expect(text).not.toMatch(/argon2|password_?hash|token_?hash|signature|sandbox-secret/i);
    expect((await t.app.inject(apiRequest('GET', '/user/export'))).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the right email and password', async () => {
    const { cookie, input } = await signUpUser(t.app);
    const wrongEmail = await t.app.inject(
      apiRequest('POST', '/user/delete', {
        cookie,
        body: { email: 'someone@else.com', password: input.password },
      }),
    );
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().fields).toEqual({ email: messages.deleteEmailMismatch });
    const wrongPassword = await t.app.inject(
      apiRequest('POST', '/user/delete', {
        cookie,
        body: { email: input.email, password: 'Nope-Nope-1' },
      }),
    );
    expect(wrongPassword.json().fields).toEqual({ password: messages.deletePasswordWrong });
    expect((await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).statusCode).toBe(200);
  });

  it('removes everything of the person, keeps an anonymous payment record, and leaves others alone', async () => {
    const person = await fullUser('Dev Malhotra');
    const other = await fullUser('Sara Thomas');
    const otherBefore = await rowsOf(other.id);
    const paymentBefore = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, person.id));

    const response = await t.app.inject(
      apiRequest('POST', '/user/delete', {
        cookie: person.cookie,
        body: { email: person.input.email.toUpperCase(), password: person.input.password },
      }),
    );
    expect(response.json()).toEqual({ success: true, message: messages.accountDeleted });
    expect(response.cookies.find((c) => c.name === 'acp_session')?.value).toBe('');

    expect(await rowsOf(person.id)).toEqual({
      users: 0,
      answers: 0,
      results: 0,
      selections: 0,
      pdfs: 0,
      sessions: 0,
      tokens: 0,
      messages: 0,
      payments: 0,
    });
    const [kept] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, paymentBefore[0]?.orderId ?? ''));
    expect(kept).toMatchObject({
      userId: null,
      receipt: 'deleted-account',
      status: 'paid',
      amount: 49_900,
    });
    const leftovers = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, person.input.email));
    expect(leftovers).toHaveLength(0);

    expect(
      (await t.app.inject(apiRequest('POST', '/user/user', { cookie: person.cookie }))).statusCode,
    ).toBe(401);
    const login = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: person.input.email, password: person.input.password },
      }),
    );
    expect(login.statusCode).toBe(401);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
  });
});
