import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The key of the per-person limits (AI, PDF, payments, career search): the session, or the
 * address for a request without one.
 */
export const perPersonKey = (app: FastifyInstance) => (request: FastifyRequest) =>
  app.sessionCookie.read(request) ?? request.ip;
