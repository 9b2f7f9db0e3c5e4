import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import type { Email } from '../services/mailer.js';
import { productionEnv } from '../test/production-env.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

const ORIGIN = productionEnv.APP_URL;

let t: TestApp;
/** Production sends over SMTP; these tests keep the emails instead, to follow the signup link. */
const sent: Email[] = [];
beforeAll(async () => {
  t = await createTestApp(productionEnv, {
    mailer: {
      send: async (email) => {
        sent.push(email);
      },
      idle: async () => undefined,
    },
  });
});
afterAll(async () => t.close());

it('sends the protective headers and a Secure __Host- cookie in production', async () => {
  const input = buildUser();
  const started = await t.app.inject(
    apiRequest('POST', '/user/signup', { body: input, headers: { origin: ORIGIN } }),
  );
  expect(started.statusCode).toBe(202);
  const link = sent.find((email) => email.to === input.email)?.link ?? '';
  // The link is built on the public https address.
  expect(link).toMatch(/^https:\/\/careers\.example\.com\/signup\/[\w-]{43}$/);
  const response = await t.app.inject(
    apiRequest('POST', '/user/signup/finish', {
      body: { token: link.split('/').at(-1) },
      headers: { origin: ORIGIN },
    }),
  );
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === '__Host-acp_session');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.domain).toBeUndefined();
  expect(response.cookies.find((c) => c.name === 'acp_session')).toBeUndefined();

  const headers = response.headers;
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // An API answer may not be framed, run anything or be kept by any cache.
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-store');
  // A page gets the full policy, with HSTS too.
  const page = await t.app.inject({ method: 'GET', url: '/profile' });
  expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const csp = String(page.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const me = await t.app.inject(
    apiRequest('POST', '/user/user', {
      cookie: `__Host-acp_session=${cookie?.value}`,
      headers: { origin: ORIGIN },
    }),
  );
  expect(me.statusCode).toBe(200);
  // A plain-named cookie is not accepted in production.
  const plain = await t.app.inject(
    apiRequest('POST', '/user/user', {
      cookie: `acp_session=${cookie?.value}`,
      headers: { origin: ORIGIN },
    }),
  );
  expect(plain.statusCode).toBe(401);
});

it('answers unknown API paths without internals', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
  expect(response.statusCode).toBe(404);
  expect(response.body).not.toMatch(/at \w+ \(|node_modules|\.ts:/);
});
