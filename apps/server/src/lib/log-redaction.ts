import type { FastifyRequest } from 'fastify';

/** Path segments that are credentials: the reset token of the API route and of the web page. */
const secretSegment = /(\/reset-password\/)[^/?#]+/g;

/**
 * A URL as logs may show it: a reset token in the path and the whole query string (a Google
 * auth code, a payment reference) replaced, so logs never hold a credential.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathOnly = queryAt === -1 ? url : url.slice(0, queryAt);
  const redacted = pathOnly.replace(secretSegment, '$1[redacted]');
  return queryAt === -1 ? redacted : `${redacted}?[redacted]`;
}

/** Pino's `req` serializer: Fastify's default fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
