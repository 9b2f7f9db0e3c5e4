import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAnswers } from '../../test/service-answers.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

// Two app processes behind one load balancer share their counters through Redis
// (the machines this project runs on start Redis at 127.0.0.1:6379).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await serviceAnswers(REDIS_URL, 6379);
if (!redisAnswers)
  console.warn(`Skipping the shared rate-limit test: no Redis answers at ${REDIS_URL}`);

describe.runIf(redisAnswers)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Counters of their own: other runs (and the PostgreSQL project) use the same Redis.
    const env = {
      REDIS_URL,
      REDIS_PREFIX: `acp-test-${randomBytes(6).toString('hex')}`,
      RATE_LIMIT_AUTH_MAX: '4',
    };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('uses a Redis client it is given and leaves it open for its owner', async () => {
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const prefix = `acp-test-${randomBytes(6).toString('hex')}`;
    const env = { REDIS_PREFIX: prefix, RATE_LIMIT_AUTH_MAX: '1' };
    const a = await createTestApp(env, { redis: client });
    const b = await createTestApp(env, { redis: client });
    try {
      expect(a.app.deps.redis).toBe(client);
      // Each app keeps its own narrations under way: two apps in one process share nothing.
      expect(a.app.deps.insightFlights).not.toBe(b.app.deps.insightFlights);
      const body = { email: `nobody-${Date.now()}@example.com`, password: 'Wrong-Pass-1' };
      const first = await a.app.inject(apiRequest('POST', '/user/signin', { body }));
      const second = await b.app.inject(apiRequest('POST', '/user/signin', { body }));
      expect([first.statusCode, second.statusCode]).toEqual([401, 429]);
      expect(await client.keys(`${prefix}:*`)).not.toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
    expect(client.status).toBe('ready');
    await client.quit();
  });

  it('counts sign-in attempts across app instances', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject(
        apiRequest('POST', '/user/signin', {
          body: { email: `nobody-${Date.now()}@example.com`, password: 'Wrong-Pass-1' },
        }),
      );
    const statuses = [];
    for (const t of [first, second, first, second, first, second])
      statuses.push((await attempt(t)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
