import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswers } from '../test/answers.js';
import { signUpUser } from '../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/metrics',
    headers: authorization ? { authorization } : {},
  });

describe('metrics', () => {
  it('needs the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-wrong-token-wrong')).statusCode).toBe(401);
  });

  it('counts requests by route, engine timings and payments in Prometheus format', async () => {
    const { cookie } = await signUpUser(t.app);
    await t.app.inject(
      apiRequest('POST', '/form/day1form', { cookie, body: { qnaArray: buildAnswers('day1') } }),
    );
    await t.app.inject(apiRequest('POST', '/ai/aicarrerfind-day1', { cookie, body: {} }));
    await t.app.inject(apiRequest('POST', '/payment/order', { cookie, body: {} }));
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /acp_http_requests_total\{method="POST",route="\/api\/v1\/user\/signup",status="202"\} 1/,
    );
    expect(text).toMatch(
      /acp_http_request_duration_seconds_bucket\{le="0\.5",method="POST",route="\/api\/v1\/form\/:?day1form"?/,
    );
    expect(text).toMatch(/acp_insight_generation_seconds_count\{kind="day1",engine="local"\} 1/);
    expect(text).toMatch(/acp_payments_total\{provider="sandbox",outcome="order"\} 1/);
    expect(text).toContain('acp_process_resident_memory_bytes');
    // No secrets or answer texts in the metrics.
    expect(text).not.toContain(buildAnswers('day1')[11]?.answer ?? 'x');
  });

  it('does not exist without a token setting', async () => {
    const other = await createTestApp();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/v1/metrics' })).statusCode).toBe(
        404,
      );
    } finally {
      await other.close();
    }
  });
});
