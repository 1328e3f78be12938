import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, itemEnvelope } from '@homekeep/contracts/common';
import {
  markSeenBodySchema,
  markSeenResultSchema,
  notificationListSchema,
  notificationsQuerySchema,
} from '@homekeep/contracts/notifications';
import { signedIn } from '../../plugins/auth';
import { listNotifications, markSeen } from './notifications.service';

const vendors = ['vendor'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/vendors/notifications',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary: 'Your notifications, newest first; `meta.unseen` counts the unseen ones',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(app.db, signedIn(request).id, request.query),
  );

  app.patch(
    '/vendors/notifications/seen',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary: 'Mark your notifications seen: those of `ids`, or all of them',
        body: markSeenBodySchema,
        response: { 200: itemEnvelope(markSeenResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await markSeen(app.db, signedIn(request).id, request.body.ids),
    }),
  );
};
