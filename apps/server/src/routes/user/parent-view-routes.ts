import {
  messageResponseSchema,
  messages,
  parentViewCreatedSchema,
  parentViewCreateSchema,
  parentViewSettingsSchema,
  parentViewStatusSchema,
} from '@acp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.js';
import {
  createParentView,
  parentViewLink,
  revokeParentView,
  setParentViewFeelings,
} from '../../services/parent-view-service.js';

/** "Share with my parent": make, look at, adjust and switch off the parent's read-only link. */
export const parentViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/parent-view',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['parent view'],
        summary: 'The live parent link: when it was made and last opened, what it shows',
        response: { 200: parentViewStatusSchema },
      },
    },
    async (request) => ({
      success: true as const,
      link: await parentViewLink(db, userOf(request).id),
    }),
  );

  app.post(
    '/parent-view',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['parent view'],
        summary: 'A new parent link (the one before stops working)',
        body: parentViewCreateSchema,
        response: { 200: parentViewCreatedSchema },
      },
    },
    async (request) => {
      const made = await createParentView(db, userOf(request).id, {
        shareFeelings: request.body.shareFeelings,
        now: app.deps.clock(),
        appUrl: app.deps.config.appUrl,
      });
      request.log.info('parent link made');
      return { success: true as const, ...made };
    },
  );

  app.post(
    '/parent-view/settings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['parent view'],
        summary: 'Show or hide the Step 2 map on the parent link',
        body: parentViewSettingsSchema,
        response: { 200: parentViewStatusSchema },
      },
    },
    async (request) => ({
      success: true as const,
      link: await setParentViewFeelings(db, userOf(request).id, request.body.shareFeelings),
    }),
  );

  app.post(
    '/parent-view/revoke',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['parent view'],
        summary: 'Switch the parent link off',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await revokeParentView(db, userOf(request).id);
      return { success: true as const, message: messages.parentViewStopped };
    },
  );
};
