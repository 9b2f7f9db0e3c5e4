import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@acp/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser } from '../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 9: every delivery attempt is refused.
  t = await createTestApp({
    SMTP_URL: 'smtp://127.0.0.1:9',
    RATE_LIMIT_AUTH_MAX: '1000',
    // No retry: the last try keeps the email at once.
    MAIL_RETRIES: '0',
  });
});
afterAll(async () => t.close());

it('answers forgot-password the same while SMTP is down and keeps the email', async () => {
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
  const failedDir = path.join(t.dataDir, 'outbox', 'failed');
  const kept = fs
    .readdirSync(failedDir)
    .map((file) => fs.readFileSync(path.join(failedDir, file), 'utf8'))
    .filter((raw) => !raw.includes('Subject: Welcome'));
  expect(kept).toHaveLength(1);
  expect(kept[0]).toContain(`To: ${input.email}`);
  expect(kept[0]).toMatch(/reset-password\//);
});
