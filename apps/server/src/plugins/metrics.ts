import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Request counts and latencies by route, and `GET /api/v1/metrics` in Prometheus format for a
 * scraper holding METRICS_TOKEN (the endpoint does not exist without one).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { metrics, config } = app.deps;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const token = config.metricsToken;
  if (!token) return;
  app.get('/api/v1/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, token))
      throw errors.unauthorized('A valid metrics token is required.');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
