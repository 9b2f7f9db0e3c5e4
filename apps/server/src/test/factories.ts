import type { App } from '../app.js';
import { apiRequest, sessionCookieOf } from './test-app.js';
import { clearReadCaches } from '../services/read-cache.js';

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

/** Signs a new user up through the API; returns their input and session cookie. */
export async function signUpUser(app: App, overrides: Parameters<typeof buildUser>[0] = {}) {
  const input = buildUser(overrides);
  const response = await app.inject(apiRequest('POST', '/user/signup', { body: input }));
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { input, cookie: sessionCookieOf(response) };
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
