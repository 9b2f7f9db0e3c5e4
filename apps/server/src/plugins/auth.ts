import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema.js';
import { errors } from '../errors.js';
import { hashToken } from '../lib/tokens.js';
import { isReusable, resolveSession } from '../services/session-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, set by `requireUser`. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a live session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    sessionCookie: {
      set(reply: FastifyReply, token: string): void;
      clear(reply: FastifyReply): void;
      read(request: FastifyRequest): string | undefined;
    };
  }
}

/** The authenticated user of a request that passed `requireUser`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}

/** Session cookie: HttpOnly, SameSite=Lax; Secure and `__Host-` prefixed when served over https. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const cookieName = config.secureCookies ? '__Host-acp_session' : 'acp_session';
  const policy = { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs };
  await app.register(cookie);

  app.decorateRequest('user', null);
  app.decorate('sessionCookie', {
    set(reply: FastifyReply, token: string) {
      void reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: Math.floor(config.sessionMaxAgeMs / 1000),
      });
    },
    clear(reply: FastifyReply) {
      void reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
      });
    },
    read(request: FastifyRequest) {
      return request.cookies[cookieName];
    },
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = app.sessionCookie.read(request);
    if (!token) throw errors.unauthorized();
    const now = app.deps.clock();
    const cache = app.deps.caches?.sessions;
    const cacheKey = hashToken(token);
    const cached = cache?.get(cacheKey);
    if (cached && isReusable(cached, now)) {
      request.user = cached.user;
      return;
    }
    const generation = cache?.begin() ?? 0;
    const found = await resolveSession(app.deps.database.db, token, now, policy);
    if (!found) throw errors.unauthorized();
    cache?.set(cacheKey, found, generation);
    request.user = found.user;
  });
});
