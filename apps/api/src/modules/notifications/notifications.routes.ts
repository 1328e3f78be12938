import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, itemEnvelope } from '@homekeep/contracts/common';
import {
  markSeenBodySchema,
  markSeenResultSchema,
  notificationListSchema,
  notificationsQuerySchema,
  notificationStreamQuerySchema,
} from '@homekeep/contracts/notifications';
import { signedIn } from '../../plugins/auth';
import type { NotificationHub } from './notification-hub';
import { listNotifications, markSeen, ownNotification } from './notifications.service';

const vendors = ['vendor'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const HEARTBEAT_MS = 25_000;

export const notificationsRoutes: FastifyPluginAsyncZod<{ hub: NotificationHub }> = async (
  app,
  { hub },
) => {
  // Open streams end before the server closes, or closing would wait for them forever.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });
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

  app.get(
    '/vendors/notifications/stream',
    {
      config: { access: vendors, tokenInQuery: true },
      schema: {
        tags,
        security,
        summary:
          'Server-Sent Events: a `notification` event for each new notification. EventSource sends no headers, so the token may come as `?accessToken=`',
        querystring: notificationStreamQuerySchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request).id;
      const stream = reply.raw;
      const send = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const unsubscribe = await hub.subscribe(userId, (id) => {
        void ownNotification(app.db, userId, id)
          .then((notification) => {
            if (notification)
              send(`event: notification\ndata: ${JSON.stringify(notification)}\n\n`);
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'notification not sent'));
      });
      reply.hijack();
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      send('retry: 5000\n: connected\n\n');
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        openStreams.delete(end);
        clearInterval(heartbeat);
        unsubscribe();
        if (!stream.writableEnded) stream.end();
      };
      openStreams.add(end);
      request.raw.on('close', end);
    },
  );
};
