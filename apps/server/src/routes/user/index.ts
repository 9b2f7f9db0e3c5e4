import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes.js';
import { consentUserRoutes } from './consent-routes.js';
import { googleRoutes } from './google-routes.js';
import { journeyRoutes } from './journey-routes.js';
import { parentViewRoutes } from './parent-view-routes.js';
import { passwordRoutes } from './password-routes.js';
import { pdfRoutes } from './pdf-routes.js';
import { sessionRoutes } from './session-routes.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(googleRoutes);
  await app.register(journeyRoutes);
  await app.register(pdfRoutes);
  await app.register(accountRoutes);
  await app.register(consentUserRoutes);
  await app.register(parentViewRoutes);
};
