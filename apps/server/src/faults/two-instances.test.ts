import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, insightResults, payments, users } from '../db/schema.js';
import { buildAnswers } from '../test/answers.js';
import { signUpUser } from '../test/factories.js';
import { makeWaitingJobsDue } from '../test/jobs.js';
import { latestResetToken, outboxEmails } from '../test/outbox.js';
import { apiRequest, createTestApp, sessionCookieOf, type TestApp } from '../test/test-app.js';

// Two app processes behind one proxy serve the same PostgreSQL database (README "Deploying").
// PGlite is one process by design (its data directory is locked), so this runs on PostgreSQL.
const onPostgres =
  process.env.TEST_DB_KIND === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('two app instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AI_MAX: '1000' };
    a = await createTestApp(env);
    b = await createTestApp(env, { database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const post = (t: TestApp, url: string, cookie: string, body: unknown = {}) =>
    t.app.inject(apiRequest('POST', url, { cookie, body }));
  const userIdOf = async (email: string) => {
    const [row] = await a.database.db.select().from(users).where(eq(users.email, email));
    return row?.id ?? '';
  };

  it('share sessions: one made on A works on B, and signing out on B ends it on A', async () => {
    const { cookie } = await signUpUser(a.app, {}, [b.app]);
    expect((await post(b, '/user/user', cookie)).statusCode).toBe(200);
    await post(b, '/user/signout', cookie);
    expect((await post(a, '/user/user', cookie)).statusCode).toBe(401);
  });

  it('keep one Step 1 submission when both receive one at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { cookie, input } = await signUpUser(a.app, {}, [b.app]);
      const responses = await Promise.all([
        post(a, '/form/day1form', cookie, { qnaArray: buildAnswers('day1', { choice: 1 }) }),
        post(b, '/form/day1form', cookie, { qnaArray: buildAnswers('day1', { choice: 2 }) }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const rows = await a.database.db
        .select()
        .from(answers)
        .where(eq(answers.userId, await userIdOf(input.email)));
      expect(rows).toHaveLength(1);
    }
  });

  it('grant a payment verified on both at once exactly once', async () => {
    const { cookie, input } = await signUpUser(a.app, {}, [b.app]);
    const { orderId } = (await post(a, '/payment/order', cookie)).json();
    const { response } = (
      await post(a, '/payment/sandbox/checkout', cookie, { orderId, outcome: 'pay' })
    ).json();
    const verified = await Promise.all([
      post(a, '/payment/verify', cookie, response),
      post(b, '/payment/verify', cookie, response),
    ]);
    expect(verified.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(verified.map((r) => r.json().isPaymentDone)).toEqual([true, true]);
    const rows = await a.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, await userIdOf(input.email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('paid');
    expect((await post(b, '/user/payment', cookie)).json().isPaymentDone).toBe(true);
  });

  it('store one result when both generate it at once, and serve it from either', async () => {
    const { cookie, input } = await signUpUser(a.app, {}, [b.app]);
    await post(a, '/form/day1form', cookie, { qnaArray: buildAnswers('day1') });
    const [fromA, fromB] = await Promise.all([
      post(a, '/ai/aicarrerfind-day1', cookie),
      post(b, '/ai/aicarrerfind-day1', cookie),
    ]);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromA.json().data).toEqual(fromB.json().data);
    const rows = await a.database.db
      .select()
      .from(insightResults)
      .where(eq(insightResults.userId, await userIdOf(input.email)));
    expect(rows).toHaveLength(1);
  });

  it('end every session on both when the password is reset through one', async () => {
    const { cookie, input } = await signUpUser(a.app, {}, [b.app]);
    const signin = await b.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: input.email, password: input.password },
      }),
    );
    const cookieOnB = sessionCookieOf(signin);
    await b.app.inject(
      apiRequest('POST', '/user/forget-password', { body: { email: input.email } }),
    );
    await b.app.deps.mailer.idle();
    // Either instance's worker may have sent it.
    const token = [a.dataDir, b.dataDir]
      .map((dir) => {
        try {
          return latestResetToken(dir, input.email);
        } catch {
          return null;
        }
      })
      .find(Boolean);
    if (!token) throw new Error('no reset email on either instance');
    const reset = await a.app.inject(
      apiRequest('POST', `/user/reset-password/${token}`, {
        body: { newPassword: 'Two-Instances-Reset-2026' },
      }),
    );
    expect(reset.statusCode).toBe(200);
    expect((await post(a, '/user/user', cookieOnB)).statusCode).toBe(401);
    expect((await post(b, '/user/user', cookie)).statusCode).toBe(401);
  });

  it('send each stored email once, whichever instance runs it', async () => {
    await Promise.all([a.app.deps.jobs.start(), b.app.deps.jobs.start()]);
    const people = await Promise.all(
      Array.from({ length: 6 }, () => signUpUser(a.app, {}, [b.app])),
    );
    await Promise.all(
      people.map(({ input }, index) =>
        (index % 2 === 0 ? a : b).app.inject(
          apiRequest('POST', '/user/forget-password', { body: { email: input.email } }),
        ),
      ),
    );
    await Promise.all([a.app.deps.mailer.idle(), b.app.deps.mailer.idle()]);
    const sent = [...outboxEmails(a.dataDir), ...outboxEmails(b.dataDir)];
    for (const { input } of people) {
      const resets = sent.filter(
        (raw) => raw.includes(`To: ${input.email}`) && raw.includes('/reset-password/'),
      );
      expect(resets).toHaveLength(1);
    }
  });

  it('send the "Step 2 is ready" reminder once, at unlock, whichever instance runs it', async () => {
    const people = await Promise.all(
      Array.from({ length: 4 }, () => signUpUser(a.app, {}, [b.app])),
    );
    for (const [index, { cookie }] of people.entries()) {
      const day1 = await post(index % 2 === 0 ? a : b, '/form/day1form', cookie, {
        qnaArray: buildAnswers('day1'),
      });
      expect(day1.statusCode).toBe(201);
    }
    const delay = a.app.deps.config.unlockDelayMs;
    a.clock.advance(delay);
    b.clock.advance(delay);
    expect(await makeWaitingJobsDue(a.database)).toBeGreaterThanOrEqual(people.length);
    // Whichever instance ran a reminder stored its email: wait for both, then again.
    for (const t of [a, b, a, b]) await t.app.deps.mailer.idle();
    const sent = [...outboxEmails(a.dataDir), ...outboxEmails(b.dataDir)];
    for (const { input } of people) {
      const ready = sent.filter(
        (raw) => raw.includes(`To: ${input.email}`) && raw.includes('Subject: Step 2 is ready'),
      );
      expect(ready).toHaveLength(1);
    }
  });
});
