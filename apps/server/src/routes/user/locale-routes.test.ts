import { messages } from '@acp/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser, signUpUser, signupTokenFor } from '../../test/factories.js';
import { outboxEmails } from '../../test/outbox.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const emailsTo = (to: string) => outboxEmails(t.dataDir).filter((raw) => raw.includes(`To: ${to}`));

const post = (url: string, cookie?: string, body: unknown = {}) =>
  t.app.inject(apiRequest('POST', url, { body, ...(cookie ? { cookie } : {}) }));

it('keeps the language chosen on the account, for a new device and for emails', async () => {
  const { cookie } = await signUpUser(t.app);
  expect((await post('/user/user', cookie)).json().user.locale).toBeNull();

  const saved = await post('/user/locale', cookie, { locale: 'hi' });
  expect(saved.json()).toEqual({ success: true, message: messages.localeSaved });
  expect((await post('/user/user', cookie)).json().user.locale).toBe('hi');
  await post('/user/locale', cookie, { locale: 'en' });
  expect((await post('/user/user', cookie)).json().user.locale).toBe('en');
});

it('refuses a language we do not have, and a caller without a session', async () => {
  const { cookie } = await signUpUser(t.app);
  const unknown = await post('/user/locale', cookie, { locale: 'fr' });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toMatchObject({ code: 'validation_error' });
  expect((await post('/user/user', cookie)).json().user.locale).toBeNull();
  expect((await post('/user/locale', undefined, { locale: 'hi' })).statusCode).toBe(401);
});

it('signs up in the language of the form: its emails, the account and the reset in Hindi', async () => {
  const input = buildUser();
  const started = await post('/user/signup', undefined, { ...input, locale: 'hi' });
  expect(started.statusCode).toBe(202);
  const token = await signupTokenFor(t.app, input.email);
  const finish = emailsTo(input.email).at(-1) ?? '';
  expect(finish).toContain(`Subject: AI Career Path पर साइन अप पूरा करें`);
  expect(finish).toContain('यह एक ही बार, 24 घंटे के अंदर काम करता है');

  const made = await post('/user/signup/finish', undefined, { token });
  expect(made.statusCode).toBe(201);
  expect(made.json().user.locale).toBe('hi');
  await t.app.deps.mailer.idle();
  const welcome = emailsTo(input.email).find((raw) => raw.includes('में आपका स्वागत है'));
  expect(welcome).toContain(`Subject: AI Career Path में आपका स्वागत है, ${input.name}`);
  expect(welcome).toContain('<html lang="hi">');

  await post('/user/forget-password', undefined, { email: input.email });
  await t.app.deps.mailer.idle();
  expect(emailsTo(input.email).at(-1)).toContain('Subject: अपना AI Career Path पासवर्ड बदलें');
  // And the address says so to whoever signs up with it again, in its owner's language.
  await post('/user/signup', undefined, { ...buildUser({ email: input.email }) });
  await t.app.deps.mailer.idle();
  expect(emailsTo(input.email).at(-1)).toContain('आपका अकाउंट पहले से है');
});

it('keeps English for a form sent without a language, as before', async () => {
  const { input, cookie } = await signUpUser(t.app);
  expect((await post('/user/user', cookie)).json().user.locale).toBeNull();
  await t.app.deps.mailer.idle();
  expect(
    emailsTo(input.email).some((raw) => raw.includes('Subject: Welcome to AI Career Path')),
  ).toBe(true);
});
