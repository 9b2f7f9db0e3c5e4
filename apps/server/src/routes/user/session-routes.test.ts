import { messages, SIGNUP_TOKEN_TTL_MS } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signUpUser, signupTokenFor } from '../../test/factories.js';
import { outboxEmails } from '../../test/outbox.js';
import {
  apiRequest,
  createTestApp,
  sessionCookieOf,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '1000',
    SESSION_IDLE_TIMEOUT: '1h',
    SESSION_MAX_AGE: '1d',
  });
});
afterAll(async () => t.close());

const signup = (body: unknown) => t.app.inject(apiRequest('POST', '/user/signup', { body }));
const finish = (token: string) =>
  t.app.inject(apiRequest('POST', '/user/signup/finish', { body: { token } }));
const emailsTo = async (address: string) => {
  await t.app.deps.mailer.idle();
  return outboxEmails(t.dataDir).filter((raw) => raw.includes(`To: ${address}`));
};

describe('signup', () => {
  it('answers "check your email" and makes the account only from the link in that email', async () => {
    const input = buildUser({ email: 'Mixed.Case@Example.com' });
    const started = await signup(input);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ success: true, message: messages.signupCheckEmail });
    expect(started.cookies).toEqual([]);
    // No account yet: the password does not log in.
    const early = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: input.email, password: input.password },
      }),
    );
    expect(early.statusCode).toBe(401);

    const token = await signupTokenFor(t.app, 'mixed.case@example.com');
    const response = await finish(token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: messages.signupSuccessful });
    expect(body.user).toMatchObject({
      name: input.name,
      email: 'mixed.case@example.com',
      contact: input.contact,
      avatar: { url: null },
      quesAns: { day1: [], day2: [], day3: [] },
      day1response: [],
      careerResponse: [],
      carrerPdfUrl: null,
      isPaymentDone: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash|passwordHash|"id"/);
    const cookie = response.cookies.find((c) => c.name === 'acp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The password given at signup is the account's.
    const login = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: input.email, password: input.password },
      }),
    );
    expect(login.statusCode).toBe(200);
  });

  it('answers an existing address exactly as a new one, and tells only its owner', async () => {
    const { input: owner } = await signUpUser(t.app);
    const fresh = buildUser();
    const forNew = await signup(fresh);
    const forExisting = await signup({
      ...buildUser({ name: 'Someone Else' }),
      email: owner.email.toUpperCase(),
    });
    expect(forExisting.statusCode).toBe(forNew.statusCode);
    expect(forExisting.body).toBe(forNew.body);
    expect(forExisting.cookies).toEqual(forNew.cookies);

    const toOwner = await emailsTo(owner.email);
    const notice = toOwner.at(-1) ?? '';
    expect(notice).toContain('Someone tried to sign up to AI Career Path with your address');
    expect(notice).toContain(`${TEST_ORIGIN}/user/signin`);
    expect(notice).toContain(`${TEST_ORIGIN}/forget-password`);
    expect(notice).not.toMatch(/\/signup\/[\w-]{20,}/);
    // The account is untouched: the owner's own password still logs in.
    const login = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: owner.email, password: owner.password },
      }),
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().user.name).toBe(owner.name);
  });

  it('makes the link single-use, closes the other links to the address, and expires it after a day', async () => {
    const input = buildUser();
    await signup(input);
    const first = await signupTokenFor(t.app, input.email);
    await signup({ ...input, name: 'Asha Second Try' });
    const second = await signupTokenFor(t.app, input.email);
    expect(second).not.toBe(first);

    expect((await finish(second)).statusCode).toBe(201);
    for (const used of [second, first]) {
      const again = await finish(used);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'invalid_token',
        message: messages.signupLinkInvalid,
      });
    }

    const late = buildUser();
    await signup(late);
    const token = await signupTokenFor(t.app, late.email);
    t.clock.advance(SIGNUP_TOKEN_TTL_MS + 1000);
    const expired = await finish(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.signupLinkInvalid);
  });

  it('sends at most three signup emails to an address in an hour, with the same answer', async () => {
    const input = buildUser();
    const before = (await emailsTo(input.email)).length;
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await signup(input));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect((await emailsTo(input.email)).length - before).toBe(3);
    t.clock.advance(60 * 60 * 1000 + 1000);
    await signup(input);
    expect((await emailsTo(input.email)).length - before).toBe(4);
  });

  it('refuses a malformed link token before looking it up', async () => {
    const response = await finish('short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
  });

  it.each([
    ['name', { name: 'Al' }, messages.nameMin],
    ['email', { email: 'not-an-email' }, messages.emailInvalid],
    ['password', { password: 'Short1' }, messages.passwordMin],
    ['password', { password: 'x'.repeat(129) }, messages.passwordMax],
    ['password', { password: 'password123' }, messages.passwordCommon],
    ['password', { password: 'Passw0rd!' }, messages.passwordCommon],
    ['password', { password: 'baseball1' }, messages.passwordCommon],
    ['contact', { contact: '12345' }, messages.contactMin],
  ])('rejects a bad %s with its message', async (field, override, message) => {
    const response = await signup(buildUser(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'validation_error',
      fields: { [field]: message },
    });
  });
});

describe('signin, current user and signout', () => {
  it('logs in with a new token each time and answers the current user', async () => {
    const { input, cookie: signupCookie } = await signUpUser(t.app);
    const login = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: input.email, password: input.password },
      }),
    );
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, message: messages.loginSuccessful });
    const cookie = sessionCookieOf(login);
    expect(cookie).not.toBe(signupCookie);

    const me = await t.app.inject(apiRequest('POST', '/user/user', { cookie }));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(input.email);
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    const { input } = await signUpUser(t.app);
    const wrong = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: input.email, password: 'Wrong-Pass-99' },
      }),
    );
    const unknown = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: 'nobody@example.com', password: 'Wrong-Pass-99' },
      }),
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(messages.invalidCredentials);
  });

  it('answers 401 without a session and with a forged one', async () => {
    const none = await t.app.inject(apiRequest('POST', '/user/user'));
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'unauthorized' });
    const forged = await t.app.inject(
      apiRequest('POST', '/user/user', { cookie: 'acp_session=forged-token' }),
    );
    expect(forged.statusCode).toBe(401);
  });

  it('ends the session on the server at signout', async () => {
    const { cookie } = await signUpUser(t.app);
    // Warm any session cache first: signout must still win.
    expect((await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).statusCode).toBe(200);
    const out = await t.app.inject(apiRequest('POST', '/user/signout', { cookie }));
    expect(out.json()).toEqual({ success: true, message: messages.logoutSuccessful });
    expect(out.cookies.find((c) => c.name === 'acp_session')?.value).toBe('');
    // Replaying the old cookie no longer works.
    const me = await t.app.inject(apiRequest('POST', '/user/user', { cookie }));
    expect(me.statusCode).toBe(401);
  });

  it('expires idle sessions and sessions past their absolute age', async () => {
    const { cookie } = await signUpUser(t.app);
    t.clock.advance(61 * 60 * 1000);
    expect((await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).statusCode).toBe(401);

    // Active every 50 minutes: never idle, but the absolute age (1 day) still ends it.
    const active = await signUpUser(t.app);
    for (let step = 0; step < 28; step += 1) {
      t.clock.advance(50 * 60 * 1000);
      const me = await t.app.inject(apiRequest('POST', '/user/user', { cookie: active.cookie }));
      expect(me.statusCode).toBe(200);
    }
    t.clock.advance(50 * 60 * 1000);
    const expired = await t.app.inject(apiRequest('POST', '/user/user', { cookie: active.cookie }));
    expect(expired.statusCode).toBe(401);
  });
});
