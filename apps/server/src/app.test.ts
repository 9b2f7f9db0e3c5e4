import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from './test/factories.js';
import { apiRequest, createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app.js';

let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>AI Career Path</title>');
fs.mkdirSync(path.join(webDir, 'assets'));
const assetSource = 'console.log("AI Career Path");\n'.repeat(100);
fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), assetSource);
// What the web build writes next to each text file (apps/web/vite-precompress.ts).
fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js.br'), brotliCompressSync(assetSource));
fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js.gz'), gzipSync(assetSource));

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDir, UNLOCK_DELAY: '24h' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('health and config', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject(apiRequest('GET', '/health'))).json()).toEqual({
      success: true,
      status: 'ok',
    });
    expect((await t.app.inject(apiRequest('GET', '/health/ready'))).json()).toEqual({
      success: true,
      status: 'ready',
    });
  });

  it('publishes the public configuration', async () => {
    expect((await t.app.inject(apiRequest('GET', '/config'))).json()).toEqual({
      success: true,
      googleClientId: null,
      pricePaise: 49_900,
      currency: 'INR',
      unlockDelaySeconds: 86_400,
      paymentProvider: 'sandbox',
      paymentKeyId: null,
      // No SMTP: emails go to the outbox.
      emailOutbox: true,
      // No contact details or social profiles configured: none are published.
      contact: { email: null, phone: null, address: null },
      social: [],
    });
  });
});

describe('routing', () => {
  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const response = await t.app.inject(apiRequest('GET', '/nope'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'not_found',
      message: messages.notFound,
    });
  });

  it('serves the SPA for client routes and its assets with long caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/user/day1home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>AI Career Path</title>');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's compressed copies to browsers that accept them", async () => {
    const asset = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(assetSource);
    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/user/signup', '/api/v1/user/signin', '/api/v1/health']),
    );
    expect(doc.paths['/api/v1/user/signup'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/user/signup/finish'].post.requestBody).toBeDefined();
  });

  it('sends the protective headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never leaks internals on malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/signin',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_error' });
  });
});

describe('CSRF', () => {
  const signup = (headers: Record<string, string>, payload = JSON.stringify(buildUser())) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/signup', headers, payload });

  it('refuses a form post', async () => {
    const response = await signup(
      { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      'name=x',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'csrf_rejected',
      message: messages.csrfRejected,
    });
  });

  it('refuses another origin, a cross-site fetch and a request without origin', async () => {
    expect(
      (await signup({ origin: 'https://evil.example', 'content-type': 'application/json' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await signup({
          'sec-fetch-site': 'cross-site',
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
        })
      ).statusCode,
    ).toBe(403);
    expect((await signup({ 'content-type': 'application/json' })).statusCode).toBe(403);
  });

  it('accepts a same-origin JSON request', async () => {
    const response = await signup({
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(202);
  });
});
