import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../services/auth-service.js';

/** What the auth services need for one request. */
export function authContext(app: FastifyInstance, request: FastifyRequest): AuthContext {
  const { config, database, mailer, clock } = app.deps;
  return {
    db: database.db,
    now: clock(),
    policy: { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs },
    mailer,
    appUrl: config.appUrl,
    log: request.log,
  };
}

/** Per-IP limit for the credential routes (product.md §6). */
export function authRateLimit(app: FastifyInstance) {
  return {
    rateLimit: {
      max: app.deps.config.rateLimitAuthMax,
      timeWindow: app.deps.config.rateLimitWindowMs,
    },
  };
}
