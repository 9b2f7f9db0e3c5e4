import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com/gsi/client https://checkout.razorpay.com",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com/gsi/ https://*.razorpay.com",
  'frame-src https://accounts.google.com/gsi/ https://api.razorpay.com https://checkout.razorpay.com',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * CSP and the other protective headers of product.md §6, computed once (a per-request middleware
 * that re-parses the policy cost a measurable share of every response). HSTS only in
 * production over https. API answers (JSON, often personal) get a policy that allows nothing
 * and `no-store`, so no browser or shared cache keeps them; pages and the API docs (HTML that
 * runs scripts) get the full policy.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (config.nodeEnv === 'production' && config.secureCookies) {
    common['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  const apiHeaders = {
    ...common,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  };
  const documentHeaders = {
    ...common,
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
  app.addHook('onRequest', async (request, reply) => {
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    void reply.headers(api ? apiHeaders : documentHeaders);
  });
});
