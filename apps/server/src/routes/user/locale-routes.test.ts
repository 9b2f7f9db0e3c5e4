import { messages } from '@acp/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

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
