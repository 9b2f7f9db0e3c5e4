import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../test/answers.js';
import { signUpUser } from '../test/factories.js';
import { latestResetToken, latestSignupToken } from '../test/outbox.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides reset tokens and query strings, and keeps the rest', () => {
    expect(redactUrl('/api/v1/user/reset-password/abc_DEF-123')).toBe(
      '/api/v1/user/reset-password/[redacted]',
    );
    expect(redactUrl('/reset-password/abc?x=1')).toBe('/reset-password/[redacted]?[redacted]');
    expect(redactUrl('/api/v1/user/google-auth?code=4/0Ab-secret')).toBe(
      '/api/v1/user/google-auth?[redacted]',
    );
    expect(redactUrl('/api/v1/user/progress-status')).toBe('/api/v1/user/progress-status');
  });

  it('hides the tokens of the signup, consent, withdrawal, parent-view and pay links', () => {
    const token = 'Xy_z-0123456789abcdefghijKLMNOPQRSTUVWXYZ01';
    for (const [url, shown] of <[string, string][]>[
      [`/signup/${token}`, '/signup/[redacted]'],
      [`/consent/${token}`, '/consent/[redacted]'],
      [`/api/v1/consent/withdraw/${token}`, '/api/v1/consent/withdraw/[redacted]'],
      [`/consent/withdraw/${token}`, '/consent/withdraw/[redacted]'],
      [`/api/v1/parent/${token}`, '/api/v1/parent/[redacted]'],
      [`/pay/${token}`, '/pay/[redacted]'],
      [`/api/v1/pay/${token}/verify`, '/api/v1/pay/[redacted]/verify'],
    ]) {
      expect(redactUrl(url)).toBe(shown);
    }
    // Routes named like them stay readable.
    expect(redactUrl('/api/v1/user/signup/finish')).toBe('/api/v1/user/signup/finish');
    expect(redactUrl('/api/v1/user/parent-view/settings')).toBe(
      '/api/v1/user/parent-view/settings',
    );
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_AUTH_MAX: '1000', SUPPORT_EMAIL: 'support@aicareerpath.example' },
      { logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } } },
    );
  });
  afterAll(async () => t.close());

  it('carry a request id and never a password, token, auth code, cookie or answer text', async () => {
    const password = 'Log-Secret-Pass-2026';
    const newPassword = 'Log-Other-Pass-2027';
    const answer = 'My secret dream is to map coral reefs';
    const message = 'Private note about my refund, please keep it quiet';
    const code = '4/0Ab-google-code-secret';
    const { cookie, input } = await signUpUser(t.app, { password });
    const signupToken = latestSignupToken(t.dataDir, input.email) ?? 'missing';
    await t.app.inject({ method: 'GET', url: `/signup/${signupToken}` });
    const post = (url: string, body: unknown, withCookie = true) =>
      t.app.inject(apiRequest('POST', url, { body, ...(withCookie ? { cookie } : {}) }));

    await post('/form/day1form', { qnaArray: buildAnswers('day1', { texts: [answer] }) });
    await post('/ai/aicarrerfind-day1', {});
    await post('/user/signin', { email: input.email, password }, false);
    await post('/contact', { ...contactMessage, message });
    await post('/user/forget-password', { email: input.email }, false);
    await t.app.deps.mailer.idle();
    const token = latestResetToken(t.dataDir, input.email);
    const reset = await post(`/user/reset-password/${token}`, { newPassword }, false);
    expect(reset.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/reset-password/${token}` });
    await t.app.inject(apiRequest('GET', `/user/google-auth?code=${encodeURIComponent(code)}`));

    // Outbox mode (no SMTP, refused in production) logs each email's link on purpose, so a
    // developer can follow it from the terminal (README); nothing else may carry a secret.
    const outboxLine = (line: string) => line.includes('"msg":"email written to outbox"');
    // The signup link, the welcome (its link: Step 1), the reset link, then "password changed".
    expect(lines.filter(outboxLine)).toHaveLength(4);
    const log = lines.filter((line) => !outboxLine(line)).join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [password, newPassword, token, signupToken, code, answer, message]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(cookie.split('=')[1]);
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).toContain('/signup/[redacted]');
    const completed = lines
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string })
      .filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(8);
    expect(completed.every((entry) => typeof entry.reqId === 'string')).toBe(true);
  });
});

const contactMessage = {
  fullName: 'Ishaan Mehta',
  email: 'ishaan@example.com',
  phone: '+91 98200 11111',
  inquiryType: 'Payment/Unlocking Issue',
};
