import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../test/answers.js';
import { signUpUser } from '../test/factories.js';
import { makeWaitingJobsDue, waitingJobs } from '../test/jobs.js';
import { outboxEmails } from '../test/outbox.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UNLOCK_DELAY: '1d', RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const post = (url: string, cookie: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));
/** The emails to an address after its signup link (which came first). */
const emailsTo = (to: string) =>
  outboxEmails(t.dataDir).filter(
    (raw) => raw.includes(`To: ${to}`) && !raw.includes('Subject: Finish signing up'),
  );
const stepReady = (to: string, step: string) =>
  emailsTo(to).filter((raw) => raw.includes(`Subject: ${step} is ready for you`));

/** Time passes: the app's clock and the queue's, then every due job runs. */
async function passTime(ms: number) {
  t.clock.advance(ms);
  await makeWaitingJobsDue(t.database);
  await t.app.deps.mailer.idle();
}

async function startJourney() {
  const signedUp = await signUpUser(t.app);
  const day1 = await post('/form/day1form', signedUp.cookie, { qnaArray: buildAnswers('day1') });
  expect(day1.statusCode).toBe(201);
  await t.app.deps.mailer.idle();
  return signedUp;
}

function unsubscribeTokenOf(raw: string): string {
  const token = raw.match(/\/unsubscribe\?token=([0-9a-f-]{36})/)?.[1];
  if (!token) throw new Error('no unsubscribe link');
  return token;
}

describe('welcome and reminder emails', () => {
  it('welcomes a new account with a link to Step 1 and a way to stop reminders', async () => {
    const { input } = await signUpUser(t.app);
    await t.app.deps.mailer.idle();
    const [welcome, ...others] = emailsTo(input.email);
    expect(others).toEqual([]);
    expect(welcome).toContain(`Subject: Welcome to AI Career Path, ${input.name}`);
    expect(welcome).toContain('each one opens 24 hours after the one before');
    expect(welcome).toContain('http://localhost:3000/user/day1');
    expect(welcome).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(welcome).toMatch(/Content-Type: text\/plain[\s\S]*Content-Type: text\/html/);
  });

  it('queues "Step 2 is ready" at submit and sends it once, at unlock', async () => {
    const { input } = await startJourney();
    const reminders = (await waitingJobs(t.database, 'reminder')) as { day: string }[];
    expect(reminders).toContainEqual(expect.objectContaining({ day: 'day2' }));
    expect(stepReady(input.email, 'Step 2')).toEqual([]);

    // The queue wakes it early (another clock): it waits again and sends nothing yet.
    await passTime(DAY - 60_000);
    expect(stepReady(input.email, 'Step 2')).toEqual([]);

    await passTime(60_000);
    const [ready, ...again] = stepReady(input.email, 'Step 2');
    expect(again).toEqual([]);
    expect(ready).toContain('Step 2 of your AI Career Path journey is open now.');
    expect(ready).toContain('http://localhost:3000/user/day2');
    expect(ready).toMatch(
      /List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/v1\/email\/unsubscribe/,
    );

    await passTime(DAY);
    expect(stepReady(input.email, 'Step 2')).toHaveLength(1);
  });

  it('sends nothing for a step already taken, then reminds of Step 3', async () => {
    const { input, cookie } = await startJourney();
    t.clock.advance(DAY);
    const day2 = await post('/form/day2form', cookie, { qnaArray: buildAnswers('day2') });
    expect(day2.statusCode).toBe(201);
    await passTime(0);
    expect(stepReady(input.email, 'Step 2')).toEqual([]);
    await passTime(DAY);
    expect(stepReady(input.email, 'Step 3')).toHaveLength(1);
    expect(stepReady(input.email, 'Step 3')[0]).toContain('http://localhost:3000/user/day3');
  });

  it('stops every reminder from the link in an email, with no login', async () => {
    const { input, cookie } = await startJourney();
    const token = unsubscribeTokenOf(emailsTo(input.email)[0] ?? '');
    // A mail app's one-click button: a form post, from no page of ours.
    const stop = await t.app.inject({
      method: 'POST',
      url: `/api/v1/email/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ success: true, message: messages.remindersOff });
    await passTime(DAY);
    expect(stepReady(input.email, 'Step 2')).toEqual([]);
    const me = await post('/user/user', cookie);
    expect(me.json().user.remindersOn).toBe(false);
  });

  it('refuses a link that is no one’s, with a clear message', async () => {
    for (const token of ['00000000-0000-4000-8000-000000000000', 'not-a-token']) {
      const response = await t.app.inject(
        apiRequest('POST', `/email/unsubscribe?token=${token}`, { body: {} }),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.unsubscribeInvalid);
    }
  });

  it('turns reminders off and on again from the profile', async () => {
    const { input, cookie } = await startJourney();
    const off = await post('/user/reminders', cookie, { on: false });
    expect(off.json()).toEqual({ success: true, message: messages.remindersOff });
    const on = await post('/user/reminders', cookie, { on: true });
    expect(on.json()).toEqual({ success: true, message: messages.remindersOn });
    expect((await post('/user/user', cookie)).json().user.remindersOn).toBe(true);
    await passTime(DAY);
    expect(stepReady(input.email, 'Step 2')).toHaveLength(1);
  });

  it('sends nothing after the account is deleted', async () => {
    const { input, cookie } = await startJourney();
    const deleted = await post('/user/delete', cookie, {
      email: input.email,
      password: input.password,
    });
    expect(deleted.statusCode).toBe(200);
    await passTime(DAY);
    expect(stepReady(input.email, 'Step 2')).toEqual([]);
  });
});
