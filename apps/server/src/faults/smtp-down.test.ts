import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@acp/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
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

/** Signs up while SMTP is down: the link is read from the failed job, as an operator could. */
async function signUpWithoutEmail() {
  const input = buildUser();
  const started = await t.app.inject(apiRequest('POST', '/user/signup', { body: input }));
  expect(started.statusCode).toBe(202);
  await t.app.deps.mailer.idle();
  const jobs: unknown = await t.database.db.execute(
    sql`select state, data->>'link' as link from pgboss.job where name = 'email' and data->>'to' = ${input.email}`,
  );
  const { rows } = jobs as { rows: { state: string; link: string }[] };
  expect(rows).toHaveLength(1);
  expect(rows[0]?.state).toBe('failed');
  const token = rows[0]?.link.split('/').at(-1);
  const finished = await t.app.inject(
    apiRequest('POST', '/user/signup/finish', { body: { token } }),
  );
  expect(finished.statusCode).toBe(201);
  return input;
}

it('answers forgot-password the same while SMTP is down, fails the job and writes no live link to disk', async () => {
  const input = await signUpWithoutEmail();
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
