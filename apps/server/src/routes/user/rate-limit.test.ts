import { messages } from '@acp/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_WINDOW: '1m' });
});
afterAll(async () => t.close());

it.each([
  '/user/signin',
  '/user/forget-password',
  '/user/signup',
  '/user/signup/finish',
  '/user/reset-password/abc',
])('limits %s per client and says so clearly', async (url) => {
  const body = { email: 'someone@example.com', password: 'Whatever-123', newPassword: 'x' };
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push((await t.app.inject(apiRequest('POST', url, { body }))).statusCode);
  }
  expect(statuses.slice(0, 3)).not.toContain(429);
  const limited = await t.app.inject(apiRequest('POST', url, { body }));
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    success: false,
    code: 'rate_limited',
    message: messages.tooManyRequests,
  });
  expect(limited.headers['retry-after']).toBeDefined();
  // Other routes are not starved.
  expect((await t.app.inject(apiRequest('GET', '/health'))).statusCode).toBe(200);
});
