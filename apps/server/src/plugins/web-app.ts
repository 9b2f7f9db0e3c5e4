import fs from 'node:fs';
import path from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@acp/shared';

/**
 * Serves the built single-page app: files from its dist folder, and index.html for every other
 * non-API path (client-side routes). Unknown /api paths get the JSON 404 envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.deps.config.webDistDir;
  const hasWebApp = fs.existsSync(path.join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(staticFiles, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file (apps/web/vite-precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, code: 'not_found', message: messages.notFound });
  });
});
