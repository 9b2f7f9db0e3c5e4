import { messages } from '@acp/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser } from '../test/factories.js';
import { apiRequest, createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// The router decodes `/%61pi/…` to `/api/…`; the check used to look at the raw URL only.
it('checks a percent-encoded API path like the plain one', async () => {
  const { cookie } = await signUpUser(t.app);
  for (const url of ['/%61pi/v1/user/signout', '/api/v1/user/%73ignout']) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode, url).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'csrf_rejected',
      message: messages.csrfRejected,
    });
  }
  // The session survived.
  expect((await t.app.inject(apiRequest('POST', '/user/user', { cookie }))).statusCode).toBe(200);
});
