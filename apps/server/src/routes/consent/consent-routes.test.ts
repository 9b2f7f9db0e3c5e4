import { CONSENT_VERSION, messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../../test/answers.js';
import { signUpUser } from '../../test/factories.js';
import { outboxEmails } from '../../test/outbox.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

// The test clock starts on 2026-01-01: born in 2011, the student is 14.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const post = (url: string, cookie?: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { cookie, body }));
const get = (url: string) => t.app.inject(apiRequest('GET', url));

let parents = 0;
async function signUpChild() {
  parents += 1;
  const parentEmail = `parent.${parents}.${Date.now()}@example.com`;
  const child = await signUpUser(t.app, { dateOfBirth: '2011-08-20', parentEmail });
  return { ...child, parentEmail };
}

/** The emails sent to `to`, newest last. */
async function emailsTo(to: string) {
  await t.app.deps.mailer.idle();
  return outboxEmails(t.dataDir).filter((raw) => raw.includes(`To: ${to}`));
}

/** The token of the newest link of this kind (`consent` or `consent/withdraw`) sent to `to`. */
async function latestLink(to: string, kind: 'consent' | 'consent/withdraw'): Promise<string> {
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`);
  const token = (await emailsTo(to))
    .map((raw) => raw.match(pattern)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!token) throw new Error(`no ${kind} link sent to ${to}`);
  return token;
}

const consentBody = { isAdult: true, isGuardian: true, version: CONSENT_VERSION };
const day1 = { qnaArray: buildAnswers('day1') };

describe("a child's account before a parent's consent", () => {
  it('keeps and makes nothing: every processing call answers 403 parental_consent_required', async () => {
    const { cookie, parentEmail } = await signUpChild();
    const user = (await post('/user/user', cookie)).json().user;
    expect(user).toMatchObject({ parentalConsent: 'waiting', parentEmail });
    expect(user.consentSentAt).toBe(t.clock.now().toISOString());

    const calls: [string, unknown][] = [
      ['/form/day1draft', day1],
      ['/form/day1form', day1],
      ['/ai/aicarrerfind-day1', {}],
      ['/ai/aicarrerfind-day3', {}],
      ['/user/stage', { stage: 'class-8-10' }],
      ['/user/select-career', { choosedCareer: 'Software Developer' }],
      ['/user/career-pdf', {}],
    ];
    for (const [url, body] of calls) {
      const refused = await post(url, cookie, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        code: 'parental_consent_required',
        message: messages.consentRequired,
      });
    }
    const drafts = await t.app.inject(apiRequest('GET', '/form/drafts', { cookie }));
    expect(Object.values(drafts.json().drafts).flat()).toEqual([]);
    expect((await post('/user/user', cookie)).json().user.quesAns.day1).toEqual([]);
  });

  it("emails the parent a link to a page that names the child and the text's version", async () => {
    const { input, parentEmail } = await signUpChild();
    const [email] = await emailsTo(parentEmail);
    expect(email).toContain(`Subject: ${input.name} asks for your OK to use AI Career Path`);
    const info = await get(`/consent/${await latestLink(parentEmail, 'consent')}`);
    expect(info.json()).toEqual({
      success: true,
      childName: input.name,
      parentEmail,
      version: CONSENT_VERSION,
    });
  });
});

describe("a parent's consent", () => {
  it('needs both confirmations and the current text, then lets the child start', async () => {
    const { cookie, parentEmail } = await signUpChild();
    const token = await latestLink(parentEmail, 'consent');

    const unconfirmed = await post(`/consent/${token}`, undefined, {
      ...consentBody,
      isAdult: false,
    });
    expect(unconfirmed.statusCode).toBe(400);
    const old = await post(`/consent/${token}`, undefined, {
      ...consentBody,
      version: '2020-01-01',
    });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(messages.consentVersionOld);

    const given = await post(`/consent/${token}`, undefined, consentBody);
    expect(given.statusCode).toBe(200);
    expect(given.json().message).toBe(messages.consentGiven);
    // The parent's own read-only page, in the answer and in the record email.
    const parentView: string = given.json().parentViewUrl;
    expect(parentView).toMatch(/^http:\/\/localhost:3000\/parent\/[\w-]{43}$/);
    expect((await emailsTo(parentEmail)).at(-1)).toContain(parentView);
    expect((await get(parentView.replace('http://localhost:3000', ''))).json()).toMatchObject({
      stepsDone: 0,
      careers: [],
    });
    expect((await post('/user/user', cookie)).json().user).toMatchObject({
      parentalConsent: 'given',
      consentSentAt: null,
    });
    expect((await post('/form/day1form', cookie, day1)).statusCode).toBe(201);

    // The record is in the child's data export: from which email, when, which text.
    const exported = await t.app.inject(apiRequest('GET', '/user/export', { cookie }));
    expect(exported.json().parentalConsents).toEqual([
      {
        parentEmail,
        textVersion: CONSENT_VERSION,
        givenAt: t.clock.now().toISOString(),
        withdrawnAt: null,
      },
    ]);
  });

  it('is given once per link', async () => {
    const { parentEmail } = await signUpChild();
    const token = await latestLink(parentEmail, 'consent');
    expect((await post(`/consent/${token}`, undefined, consentBody)).statusCode).toBe(200);
    for (const again of [
      await get(`/consent/${token}`),
      await post(`/consent/${token}`, undefined, consentBody),
    ]) {
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(messages.consentLinkInvalid);
    }
  });

  it('cannot be given from a link older than a week', async () => {
    const { parentEmail } = await signUpChild();
    const token = await latestLink(parentEmail, 'consent');
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await post(`/consent/${token}`, undefined, consentBody)).statusCode).toBe(410);
  });

  it('is not asked of an adult', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await post('/user/user', cookie)).json().user.parentalConsent).toBe('not_needed');
    const resend = await post('/user/consent/resend', cookie);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(messages.consentNotWaiting);
  });
});

describe('send again and change the parent email', () => {
  it('sends a new link after two minutes (the old one stops), at most five a day', async () => {
    const { cookie, parentEmail } = await signUpChild();
    const first = await latestLink(parentEmail, 'consent');
    const tooSoon = await post('/user/consent/resend', cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(messages.consentResendWait);

    t.clock.advance(2 * 60 * 1000);
    const resent = await post('/user/consent/resend', cookie);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(messages.consentSent);
    const second = await latestLink(parentEmail, 'consent');
    expect(second).not.toBe(first);
    expect((await get(`/consent/${first}`)).statusCode).toBe(410);
    expect((await get(`/consent/${second}`)).statusCode).toBe(200);

    for (let sent = 2; sent < 5; sent += 1) {
      t.clock.advance(2 * 60 * 1000);
      expect((await post('/user/consent/resend', cookie)).statusCode).toBe(200);
    }
    t.clock.advance(2 * 60 * 1000);
    const limit = await post('/user/consent/resend', cookie);
    expect(limit.statusCode).toBe(429);
    expect(limit.json().message).toBe(messages.consentResendLimit);
  });

  it("sends the link to a corrected parent's email, never to the child's own", async () => {
    const { cookie, input, parentEmail } = await signUpChild();
    const old = await latestLink(parentEmail, 'consent');
    const own = await post('/user/consent/parent-email', cookie, { parentEmail: input.email });
    expect(own.json().fields).toEqual({ parentEmail: messages.parentEmailSame });

    t.clock.advance(2 * 60 * 1000);
    const changed = await post('/user/consent/parent-email', cookie, {
      parentEmail: 'mother.verma@example.com',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.parentEmail).toBe('mother.verma@example.com');
    const token = await latestLink('mother.verma@example.com', 'consent');
    expect((await get(`/consent/${token}`)).json().parentEmail).toBe('mother.verma@example.com');
    expect((await get(`/consent/${old}`)).statusCode).toBe(410);
  });
});

describe('withdrawing consent', () => {
  it("erases the child's answers and results, and the account waits again", async () => {
    const { cookie, parentEmail } = await signUpChild();
    await post(`/consent/${await latestLink(parentEmail, 'consent')}`, undefined, consentBody);
    expect((await post('/form/day1form', cookie, day1)).statusCode).toBe(201);
    expect((await post('/ai/aicarrerfind-day1', cookie)).statusCode).toBe(200);
    expect((await post('/user/user', cookie)).json().user.day1response).toHaveLength(1);

    const token = await latestLink(parentEmail, 'consent/withdraw');
    const info = await get(`/consent/withdraw/${token}`);
    expect(info.json()).toMatchObject({ withdrawnAt: null });

    const withdrawn = await post(`/consent/withdraw/${token}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe(messages.consentWithdrawn);
    const user = (await post('/user/user', cookie)).json().user;
    expect(user).toMatchObject({
      parentalConsent: 'waiting',
      quesAns: { day1: [], day2: [], day3: [] },
      day1response: [],
      careerResponse: [],
      chosenCareer: null,
    });
    expect((await post('/form/day1form', cookie, day1)).statusCode).toBe(403);
    expect((await get(`/consent/withdraw/${token}`)).json().withdrawnAt).not.toBeNull();
    expect((await post(`/consent/withdraw/${token}`)).statusCode).toBe(409);
    expect((await emailsTo(parentEmail)).at(-1)).toContain('is withdrawn');
  });

  it('refuses an unknown withdrawal link', async () => {
    const response = await post(`/consent/withdraw/${'x'.repeat(43)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.withdrawLinkInvalid);
  });
});
