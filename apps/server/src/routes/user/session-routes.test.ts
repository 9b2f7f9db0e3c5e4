import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '1000',
    SESSION_IDLE_TIMEOUT: '1h',
    SESSION_MAX_AGE: '1d',
  });
});
afterAll(async () => t.close());

describe('signup', () => {
  it('creates the account, starts a session and returns the spec user object', async () => {
    const input = buildUser({ email: 'Mixed.Case@Example.com' });
    const response = await t.app.inject(apiRequest('POST', '/user/signup', { body: input }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
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
  });

  it('refuses a duplicate email with a clear 409', async () => {
    const { input } = await signUpUser(t.app);
    const again = await t.app.inject(
      apiRequest('POST', '/user/signup', {
        body: { ...buildUser(), email: input.email.toUpperCase() },
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'conflict',
      message: messages.emailTaken,
    });
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
    const response = await t.app.inject(
      apiRequest('POST', '/user/signup', { body: buildUser(override) }),
    );
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
