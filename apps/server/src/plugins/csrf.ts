import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/json\s*(;|$)/i.test(type);
}

function isSameOrigin(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && allowedOrigins.includes(origin);
}

/**
 * CSRF defence for the cookie-authenticated API: a state-changing request must be JSON (which a
 * cross-site form cannot send without a preflight) and come from our own origin, as told by the
 * browser's Sec-Fetch-Site or Origin header.
 */
export const csrfPlugin = fp(
  (app: FastifyInstance, options: { allowedOrigins: string[]; exemptPaths?: string[] }) => {
    const exempt = new Set(options.exemptPaths ?? []);
    app.addHook('onRequest', async (request) => {
      // The matched route, not the raw URL: the router decodes `/%61pi/…` to `/api/…`.
      const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      if (safeMethods.has(request.method) || !path.startsWith('/api/')) return;
      if (exempt.has(path)) return;
      if (!isJson(request) || !isSameOrigin(request, options.allowedOrigins)) {
        request.log.warn({ origin: request.headers.origin }, 'CSRF check refused a request');
        throw errors.csrf();
      }
    });
  },
);
