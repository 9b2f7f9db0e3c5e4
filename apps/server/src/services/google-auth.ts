import { messages } from '@acp/shared';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../env.js';
import { usersRepo } from '../db/users-repo.js';
import { AppError, errors } from '../errors.js';
import type { AuthContext, SignedIn } from './auth-service.js';
import { startSession } from './session-service.js';

type GoogleConfig = NonNullable<Config['google']>;

interface GoogleIdentity extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(url: string) {
  let jwks = jwksByUrl.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    jwksByUrl.set(url, jwks);
  }
  return jwks;
}

/** Exchanges an auth code (popup flow, redirect_uri=postmessage) for Google's ID token. */
async function exchangeCode(google: GoogleConfig, code: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: 'postmessage',
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw errors.badGateway(messages.googleFailed);
  }
  const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
  if (!response.ok || typeof body.id_token !== 'string') {
    throw errors.unauthorized(messages.googleFailed);
  }
  return body.id_token;
}

/** Verifies signature, audience, issuer and expiry of a Google ID token. */
export async function verifyGoogleIdToken(
  google: GoogleConfig,
  idToken: string,
  now: Date,
): Promise<GoogleIdentity> {
  const issuers =
    google.issuer === 'https://accounts.google.com'
      ? ['https://accounts.google.com', 'accounts.google.com']
      : [google.issuer];
  try {
    const { payload } = await jwtVerify(idToken, jwksFor(google.jwksUrl), {
      issuer: issuers,
      audience: google.clientId,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return payload as GoogleIdentity;
  } catch {
    throw errors.unauthorized(messages.googleFailed);
  }
}

/**
 * Signs in with a Google auth code: a known Google id → that user; otherwise only a verified
 * email links to the account that has it, or makes a new one.
 */
export async function googleSignIn(
  ctx: AuthContext,
  google: GoogleConfig,
  code: string,
): Promise<SignedIn & { created: boolean }> {
  const identity = await verifyGoogleIdToken(google, await exchangeCode(google, code), ctx.now);
  let user = await usersRepo.findByGoogleSub(ctx.db, identity.sub);
  let created = false;
  if (!user && identity.email) {
    // Only an address Google has verified may make or join an account: otherwise anyone could
    // claim someone else's address through Google before its owner signs up (issue 21).
    if (identity.email_verified !== true) {
      throw new AppError(409, 'conflict', messages.googleEmailUnverified);
    }
    const existing = await usersRepo.findByEmail(ctx.db, identity.email);
    if (existing) {
      user = await usersRepo.update(ctx.db, existing.id, {
        googleSub: identity.sub,
        avatarUrl: existing.avatarUrl ?? identity.picture ?? null,
      });
    } else {
      user = await usersRepo.create(ctx.db, {
        email: identity.email,
        name: identity.name?.trim() || identity.email.split('@')[0] || 'User',
        googleSub: identity.sub,
        avatarUrl: identity.picture ?? null,
      });
      created = user !== undefined;
    }
  }
  if (!user) throw errors.unauthorized(messages.googleFailed);
  ctx.log.info({ userId: user.id }, 'user signed in with Google');
  return { user, created, token: await startSession(ctx.db, user.id, ctx.now, ctx.policy) };
}
