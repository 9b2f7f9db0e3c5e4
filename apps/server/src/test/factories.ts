import type { App } from '../app.js';
import { apiRequest, sessionCookieOf } from './test-app.js';
import { clearReadCaches } from '../services/read-cache.js';
import { latestResetToken, latestSignupToken } from './outbox.js';

let counter = 0;

/** Signup input with unique email; override any field. */
export function buildUser(
  overrides: Partial<
    Record<'name' | 'email' | 'password' | 'contact' | 'dateOfBirth' | 'parentEmail', string>
  > = {},
) {
  counter += 1;
  return {
    name: `Asha Verma ${counter}`,
    email: `asha.${counter}.${Date.now()}@example.com`,
    password: 'Saffron-Kite-42',
    contact: '+91 98765 43210',
    // An adult by default: the age rules have their own tests.
    dateOfBirth: '2000-04-15',
    ...overrides,
  };
}

/**
 * Signs a new user up through the API as a person does (decision 015): the signup, the link from
 * the email in the outbox, the finish. Returns their input and session cookie.
 */
export async function signUpUser(
  app: App,
  overrides: Parameters<typeof buildUser>[0] = {},
  /** Other instances on the same database, whose workers may send the email instead. */
  others: App[] = [],
) {
  const input = buildUser(overrides);
  const started = await app.inject(apiRequest('POST', '/user/signup', { body: input }));
  if (started.statusCode !== 202) throw new Error(`signup failed: ${started.body}`);
  const token = await signupTokenFor(app, input.email, others);
  const response = await app.inject(apiRequest('POST', '/user/signup/finish', { body: { token } }));
  if (response.statusCode !== 201) throw new Error(`signup finish failed: ${response.body}`);
  return { input, cookie: sessionCookieOf(response) };
}

/** The token of the newest finish-signup email to `email`, once the mail job has written it. */
export async function signupTokenFor(app: App, email: string, others: App[] = []): Promise<string> {
  await app.deps.mailer.idle();
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const instance of [app, ...others]) {
      const token = latestSignupToken(instance.deps.config.dataDir, email);
      if (token) return token;
    }
    if (Date.now() > deadline) throw new Error(`no signup email for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Unlocks the paid plan for a user directly in the database (tests of paid features). */
export async function markUserPaid(app: App, email: string): Promise<void> {
  const { users } = await import('../db/schema.js');
  const { eq } = await import('drizzle-orm');
  await app.deps.database.db
    .update(users)
    .set({ isPaymentDone: true })
    .where(eq(users.email, email));
  clearReadCaches(app.deps.caches);
}

/** Asks for a reset email and sets `newPassword` with its link, as the owner of the address does. */
export async function resetPasswordByEmail(app: App, email: string, newPassword: string) {
  await app.inject(apiRequest('POST', '/user/forget-password', { body: { email } }));
  await app.deps.mailer.idle();
  const token = latestResetToken(app.deps.config.dataDir, email);
  return app.inject(
    apiRequest('POST', `/user/reset-password/${token}`, { body: { token, newPassword } }),
  );
}
