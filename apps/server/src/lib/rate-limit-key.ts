import type { FastifyRequest } from 'fastify';

/**
 * A per-person limit (AI, PDF, payments, career search), counted on the user id: it runs after
 * authentication (`preHandler`), so signing in again starts no fresh allowance (issue 21). A
 * request without a user (none reaches here on these routes) counts on its address.
 */
export const perPersonLimit = (max: number, timeWindow: number) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
});
