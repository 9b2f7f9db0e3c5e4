import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/factories.js';
import { latestResetToken, outboxEmails } from '../../test/outbox.js';
import { apiRequest, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Monsoon-River-77';

async function requestReset(email: string) {
  const response = await t.app.inject(
    apiRequest('POST', '/user/forget-password', { body: { email } }),
  );
  await t.app.deps.mailer.idle();
  return response;
}

describe('forgot password', () => {
  it('answers the same for known and unknown emails and mails only the known one', async () => {
    const { input } = await signUpUser(t.app);
    const before = outboxEmails(t.dataDir).length;
    const known = await requestReset(input.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(messages.forgotSent);
    await t.app.deps.mailer.idle();
    // The welcome email of the signup is not part of this.
    const sent = outboxEmails(t.dataDir)
      .slice(before)
      .filter((raw) => !raw.includes('Subject: Welcome'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`To: ${input.email}`);
    expect(sent[0]).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(sent[0]).toContain('Content-Type: text/html');
    expect(sent[0]).toContain('Content-Type: text/plain');
  });

  it('sends at most three reset emails an hour to one address, whoever asks, answering the same', async () => {
    const { input } = await signUpUser(t.app);
    const resetsTo = () =>
      outboxEmails(t.dataDir).filter(
        (raw) => raw.includes(`To: ${input.email}`) && raw.includes('/reset-password/'),
      ).length;
    const answers = [];
    for (let ask = 0; ask < 6; ask += 1) {
      const response = await t.app.inject(
        apiRequest('POST', '/user/forget-password', {
          body: { email: input.email },
          headers: { 'x-forwarded-for': `203.0.113.${ask + 1}` },
        }),
      );
      answers.push(response.json());
    }
    await t.app.deps.mailer.idle();
    expect(resetsTo()).toBe(3);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // An hour later the owner can ask again.
    t.clock.advance(60 * 60 * 1000 + 1000);
    await requestReset(input.email);
    expect(resetsTo()).toBe(4);
  });

  it('rejects a malformed email with the spec message', async () => {
    const response = await requestReset('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: messages.emailInvalidForgot });
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session and sends a notification', async () => {
    const { input, cookie } = await signUpUser(t.app);
    expect((await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).statusCode).toBe(200);
    await requestReset(input.email);
    const token = latestResetToken(t.dataDir, input.email);

    const reset = await t.app.inject(
      apiRequest('POST', `/user/reset-password/${token}`, {
        body: { token, newPassword: NEW_PASSWORD },
      }),
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: messages.resetDone });
    await t.app.deps.mailer.idle();
    expect(outboxEmails(t.dataDir).at(-1)).toContain('Your AI Career Path password was changed');

    expect((await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).statusCode).toBe(401);
    const oldLogin = await t.app.inject(
      apiRequest('POST', '/user/signin', {
        body: { email: input.email, password: input.password },
      }),
    );
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject(
      apiRequest('POST', '/user/signin', { body: { email: input.email, password: NEW_PASSWORD } }),
    );
    expect(newLogin.statusCode).toBe(200);
    expect(sessionCookieOf(newLogin)).toBeTruthy();
  });

  it('accepts a token once, even when two resets race', async () => {
    const { input } = await signUpUser(t.app);
    await requestReset(input.email);
    const token = latestResetToken(t.dataDir, input.email);
    const attempt = (password: string) =>
      t.app.inject(
        apiRequest('POST', `/user/reset-password/${token}`, {
          body: { token, newPassword: password },
        }),
      );
    const results = await Promise.all([attempt('Parallel-One-11'), attempt('Parallel-Two-22')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const again = await attempt('Third-Try-33x');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'invalid_token',
      message: messages.resetInvalid,
    });
  });

  it('refuses an expired token after 30 minutes', async () => {
    const { input } = await signUpUser(t.app);
    await requestReset(input.email);
    const token = latestResetToken(t.dataDir, input.email);
    t.clock.advance(31 * 60 * 1000);
    const response = await t.app.inject(
      apiRequest('POST', `/user/reset-password/${token}`, {
        body: { token, newPassword: NEW_PASSWORD },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
  });

  it('refuses an unknown token', async () => {
    const response = await t.app.inject(
      apiRequest('POST', '/user/reset-password/made-up-token', {
        body: { newPassword: NEW_PASSWORD },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
  });

  it.each([
    ['Sh0rt', messages.passwordMin],
    ['Passw0rd!', messages.passwordCommon],
    ['superman1', messages.passwordCommon],
  ])('applies the one password policy to the new password (%s)', async (newPassword, message) => {
    const response = await t.app.inject(
      apiRequest('POST', '/user/reset-password/any-token', { body: { newPassword } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ newPassword: message });
  });

  it('asks for no particular kinds of characters, as at signup, and keeps the link on a refusal', async () => {
    const { input } = await signUpUser(t.app);
    await requestReset(input.email);
    const token = latestResetToken(t.dataDir, input.email);
    const refused = await t.app.inject(
      apiRequest('POST', `/user/reset-password/${token}`, {
        body: { token, newPassword: 'baseball1' },
      }),
    );
    expect(refused.json().fields).toEqual({ newPassword: messages.passwordCommon });
    // All lower case, no digit: a long passphrase is a good password.
    const reset = await t.app.inject(
      apiRequest('POST', `/user/reset-password/${token}`, {
        body: { token, newPassword: 'chai pakoda barish' },
      }),
    );
    expect(reset.statusCode).toBe(200);
  });
});
