import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are credentials, in the API routes and the web pages alike: the reset token,
 * and the tokens of the signup, consent, withdrawal, parent-view and pay links (token-shaped
 * segments only, so `/user/signup/finish` stays readable).
 */
const secretSegments = [
  /(\/reset-password\/)[^/?#]+/g,
  /(\/(?:signup|consent\/withdraw|consent|parent|pay)\/)[\w-]{20,}/g,
];

/**
 * A URL as logs may show it: a token in the path and the whole query string (a Google
 * auth code, a payment reference) replaced, so logs never hold a credential.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathOnly = queryAt === -1 ? url : url.slice(0, queryAt);
  const redacted = secretSegments.reduce(
    (path, pattern) => path.replace(pattern, '$1[redacted]'),
    pathOnly,
  );
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
