import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

const ORIGIN = 'https://careers.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: ORIGIN, NODE_ENV: 'production' });
});
afterAll(async () => t.close());

it('uses a Secure __Host- cookie and HSTS when served over https', async () => {
  const response = await t.app.inject(
    apiRequest('POST', '/user/signup', { body: buildUser(), headers: { origin: ORIGIN } }),
  );
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === '__Host-acp_session');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.domain).toBeUndefined();
  expect(response.headers['strict-transport-security']).toContain('max-age=31536000');

  const me = await t.app.inject(
    apiRequest('POST', '/user/user', {
      cookie: `__Host-acp_session=${cookie?.value}`,
      headers: { origin: ORIGIN },
    }),
  );
  expect(me.statusCode).toBe(200);
});
