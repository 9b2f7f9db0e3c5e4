import { messages } from '@acp/shared';
import { generateKeyPair, SignJWT } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { resetPasswordByEmail, signUpUser } from '../../test/factories.js';
import { apiRequest, createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';

const CLIENT_ID = 'acp-test-client.apps.googleusercontent.com';
let oidc: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  const issuer = oidc.issuer.url ?? '';
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '1000',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
    GOOGLE_ISSUER: issuer,
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

type Claims = Record<string, unknown>;

/** Makes the local OIDC server answer the next code exchange with an ID token of these claims. */
async function nextIdToken(claims: Claims, sign?: (payload: Claims) => Promise<string>) {
  const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
  const payload: Claims = {
    iss: oidc.issuer.url,
    aud: CLIENT_ID,
    iat: nowSeconds,
    nbf: nowSeconds,
    exp: nowSeconds + 3600,
    ...claims,
  };
  const idToken = sign
    ? await sign(payload)
    : await oidc.issuer.buildToken({
        scopesOrTransform: (_header, body) => Object.assign(body, payload),
      });
  oidc.service.once('beforeResponse', (response) => {
    (response.body as Record<string, unknown>).id_token = idToken;
  });
}

const googleAuth = () => t.app.inject(apiRequest('GET', '/user/google-auth?code=test-code'));

describe('Google sign-in', () => {
  it('creates a user from the token, sends the session only as a cookie', async () => {
    await nextIdToken({
      sub: 'google-sub-new',
      email: 'new.google@example.com',
      email_verified: true,
      name: 'Meera Iyer',
      picture: 'https://lh3.googleusercontent.com/meera.png',
    });
    const response = await googleAuth();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: messages.loginSuccessful,
      token: true,
    });
    const me = await t.app.inject(
      apiRequest('POST', '/user/user', { cookie: sessionCookieOf(response) }),
    );
    expect(me.json().user).toMatchObject({
      name: 'Meera Iyer',
      email: 'new.google@example.com',
      avatar: { url: 'https://lh3.googleusercontent.com/meera.png' },
      hasPassword: false,
    });
  });

  it('keys users on Google sub: the same sub logs into the same account', async () => {
    await nextIdToken({
      sub: 'google-sub-new',
      email: 'changed@example.com',
      email_verified: true,
    });
    const response = await googleAuth();
    const me = await t.app.inject(
      apiRequest('POST', '/user/user', { cookie: sessionCookieOf(response) }),
    );
    expect(me.json().user.email).toBe('new.google@example.com');
  });

  it('links to an existing account only when the email is verified', async () => {
    const { input } = await signUpUser(t.app);
    await nextIdToken({ sub: 'google-sub-unverified', email: input.email, email_verified: false });
    const refused = await googleAuth();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.googleEmailUnverified);

    await nextIdToken({ sub: 'google-sub-verified', email: input.email, email_verified: true });
    const linked = await googleAuth();
    expect(linked.statusCode).toBe(200);
    const me = await t.app.inject(
      apiRequest('POST', '/user/user', { cookie: sessionCookieOf(linked) }),
    );
    expect(me.json().user).toMatchObject({
      email: input.email,
      name: input.name,
      hasPassword: true,
    });
  });

  it('makes no account from an address Google has not verified', async () => {
    for (const unverified of [{ email_verified: false }, {}]) {
      await nextIdToken({ sub: 'google-sub-claim', email: 'not.mine@example.com', ...unverified });
      const refused = await googleAuth();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messages.googleEmailUnverified);
    }
    // No account was made: its owner can still sign up with it.
    const { cookie } = await signUpUser(t.app, { email: 'not.mine@example.com' });
    expect(cookie).toMatch(/acp_session=/);
  });

  it('ends a Google link made before the owner proves the address with a password reset', async () => {
    const { input } = await signUpUser(t.app);
    await nextIdToken({ sub: 'google-sub-before-reset', email: input.email, email_verified: true });
    expect((await googleAuth()).statusCode).toBe(200);

    const reset = await resetPasswordByEmail(t.app, input.email, 'Monsoon-River-77');
    expect(reset.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.googleSub).toBeNull();
    // The owner's own Google account (verified address) links again at its next sign-in.
    await nextIdToken({ sub: 'google-sub-owner', email: input.email, email_verified: true });
    expect((await googleAuth()).statusCode).toBe(200);
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const kid = oidc.issuer.keys.get()?.kid;
    await nextIdToken(
      { sub: 'forged', email: 'forged@example.com', email_verified: true },
      (payload) => new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey),
    );
    const response = await googleAuth();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized', message: messages.googleFailed });
  });

  it('refuses a token for another audience', async () => {
    await nextIdToken({ sub: 'other-aud', email: 'aud@example.com', aud: 'someone-else' });
    expect((await googleAuth()).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    await nextIdToken({
      sub: 'expired',
      email: 'old@example.com',
      iat: nowSeconds - 7200,
      nbf: nowSeconds - 7200,
      exp: nowSeconds - 3600,
    });
    expect((await googleAuth()).statusCode).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    await nextIdToken({ sub: 'other-iss', email: 'iss@example.com', iss: 'https://evil.example' });
    expect((await googleAuth()).statusCode).toBe(401);
  });

  it('refuses a cross-site navigation to the callback', async () => {
    const response = await t.app.inject(
      apiRequest('GET', '/user/google-auth?code=x', {
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(response.statusCode).toBe(403);
  });
});
