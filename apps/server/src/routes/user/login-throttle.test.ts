import { messages } from '@acp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOffMs } from '../../services/login-throttle.js';
import { resetPasswordByEmail, signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
});
afterAll(async () => t.close());

/** A sign-in from one of many addresses (the per-IP limit never sees the same one twice). */
let address = 0;
const signin = (email: string, password: string) => {
  address += 1;
  return t.app.inject(
    apiRequest('POST', '/user/signin', {
      body: { email, password },
      headers: { 'x-forwarded-for': `198.51.100.${address % 250}` },
    }),
  );
};

describe('per-account login back-off', () => {
  it('doubles the wait after five wrong passwords, up to fifteen minutes', () => {
    expect([4, 5, 6, 7, 20].map(backOffMs)).toEqual([0, 30_000, 60_000, 120_000, 900_000]);
  });

  it('slows wrong passwords from many addresses; the right one works once the wait is over', async () => {
    const { input } = await signUpUser(t.app);
    for (let wrong = 0; wrong < 5; wrong += 1) {
      expect((await signin(input.email, 'Wrong-Guess-123')).statusCode).toBe(401);
    }
    // Waiting now: refused before the password is even checked, the right one too.
    const waiting = await signin(input.email, input.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(messages.accountBackOff.replace('{minutes}', '1 minute'));
    t.clock.advance(31_000);
    expect((await signin(input.email, input.password)).statusCode).toBe(200);
    // A success clears the count: the next wrong password is an ordinary 401.
    expect((await signin(input.email, 'Wrong-Guess-123')).statusCode).toBe(401);
  });

  it('treats an address with no account the same way', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    for (let wrong = 0; wrong < 5; wrong += 1) await signin(email, 'Wrong-Guess-123');
    expect((await signin(email, 'Wrong-Guess-123')).statusCode).toBe(429);
  });

  it('cannot lock the owner out: their reset link works and clears the wait', async () => {
    const { input } = await signUpUser(t.app);
    for (let wrong = 0; wrong < 12; wrong += 1) {
      await signin(input.email, 'Wrong-Guess-123');
      t.clock.advance(1000);
    }
    expect((await signin(input.email, input.password)).statusCode).toBe(429);
    const reset = await resetPasswordByEmail(t.app, input.email, 'Monsoon-River-77');
    expect(reset.statusCode).toBe(200);
    expect((await signin(input.email, 'Monsoon-River-77')).statusCode).toBe(200);
  });
});
