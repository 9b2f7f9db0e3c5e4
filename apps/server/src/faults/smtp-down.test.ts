import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@acp/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser } from '../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 9: every delivery attempt is refused.
  t = await createTestApp({
    SMTP_URL: 'smtp://127.0.0.1:9',
    RATE_LIMIT_AUTH_MAX: '1000',
    // No retry: the first refusal is the last try.
    MAIL_RETRIES: '0',
  });
});
afterAll(async () => t.close());

it('answers forgot-password the same while SMTP is down, fails the job and writes no live link to disk', async () => {
  const { input } = await signUpUser(t.app);
  const known = await t.app.inject(
    apiRequest('POST', '/user/forget-password', { body: { email: input.email } }),
  );
  const unknown = await t.app.inject(
    apiRequest('POST', '/user/forget-password', { body: { email: 'nobody@example.com' } }),
  );
  expect(known.statusCode).toBe(200);
  expect(known.json()).toEqual(unknown.json());
  expect(known.json().message).toBe(messages.forgotSent);
  await t.app.deps.mailer.idle();
  // The reset email's job is left failed in the queue, holding the message for an operator…
  const jobs: unknown = await t.database.db.execute(
    sql`select state, data->>'to' as "to" from pgboss.job where name = 'email' and data->>'subject' like 'Reset%'`,
  );
  const { rows } = jobs as { rows: { state: string; to: string }[] };
  expect(rows).toEqual([{ state: 'failed', to: input.email }]);
  // …and nothing with its live link is written to disk.
  expect(fs.existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);
});
