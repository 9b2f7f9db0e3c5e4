import { messages } from '@acp/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Fastify answers these before any hook runs; they used to come back in Fastify's own shape.
it.each([
  '/user/reset-password/%zz',
  '/user/reset-password/%ff%fe',
  `/user/reset-password/${'a'.repeat(5000)}`,
])('answers a malformed URL (%s) with the error envelope', async (url) => {
  const response = await t.app.inject(
    apiRequest('POST', url, { body: { newPassword: 'Brand-New-Pass-9' } }),
  );
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toMatchObject({ success: false, code: expect.any(String) });
  expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'success']);
  expect(response.body).not.toContain('FST_ERR');
});

it('says what was wrong with an undecodable URL', async () => {
  const response = await t.app.inject(apiRequest('GET', '/user/%zz'));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    code: 'validation_error',
    message: messages.badUrl,
  });
});
