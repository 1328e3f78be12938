import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, itemEnvelope } from '@homekeep/contracts/common';
import {
  markSeenBodySchema,
  markSeenResultSchema,
  notificationListSchema,
  notificationsQuerySchema,
  notificationStreamQuerySchema,
} from '@homekeep/contracts/notifications';
import { ROLES } from '@homekeep/contracts/auth';
import type { LiveMessage } from '@homekeep/contracts/messages';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { signedIn } from '../../plugins/auth';
import {
  listNotifications,
  markSeen,
  ownNotification,
  type LiveNotifications,
} from './notifications.service';

/** The vendor's original paths stay; `/notifications` serves every signed-in role alike. */
const ROUTE_SETS = [
  { prefix: '/vendors/notifications', access: ['vendor'] as const },
  { prefix: '/notifications', access: ROLES },
] as const;
type RouteSet = (typeof ROUTE_SETS)[number];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const HEARTBEAT_MS = 25_000;
/** setTimeout's largest delay (about 24.8 days); a longer session is re-checked on reconnect. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** The caller’s notifications and marking them seen. */
function listRoutes(app: Api, db: Database, { prefix, access }: RouteSet) {
  app.get(
    prefix,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Your notifications, newest first; `meta.unseen` counts the unseen ones',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(db, signedIn(request).id, request.query),
  );

  app.patch(
    `${prefix}/seen`,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Mark your notifications seen: those of `ids`, or all of them',
        body: markSeenBodySchema,
        response: { 200: itemEnvelope(markSeenResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await markSeen(db, signedIn(request).id, request.body.ids),
    }),
  );
}

/** The live stream of new notifications (Server-Sent Events). */
/** The streams this app holds open; `closing` once the server has begun to stop. */
interface OpenStreams {
  /** Each open stream's end; `farewell` is written last (the retry hint when stopping). */
  ends: Set<(farewell?: string) => void>;
  closing: boolean;
}

/**
 * Written to every open stream when this process stops: the browser reconnects after a second,
 * through the balancer, to a process that stays.
 */
const RECONNECT_HINT = 'retry: 1000\n: this process is stopping; reconnect\n\n';

function streamRoute(
  app: Api,
  { db, config, hub, clock, liveMessage }: NotificationsDeps,
  streams: OpenStreams,
  { prefix, access }: RouteSet,
) {
  app.get(
    `${prefix}/stream`,
    {
      config: { access, tokenInQuery: true, background: true },
      schema: {
        tags,
        security,
        summary:
          "Server-Sent Events: a `notification` event for each new notification, a `message` event for each message of your jobs' conversations, `thread-read` when the other person read yours. EventSource sends no headers, so the token may come as `?accessToken=`",
        querystring: notificationStreamQuerySchema,
        response: { ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const userId = user.id;
      const stream = reply.raw;
      const send = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      let end = (_farewell?: string) => {};
      const unsubscribe = await hub.subscribe(
        {
          userId,
          sessionId: user.sessionId,
          notification: (id) => {
            void ownNotification(db, userId, id)
              .then((notification) => {
                if (notification)
                  send(`event: notification\ndata: ${JSON.stringify(notification)}\n\n`);
              })
              .catch((error: unknown) => request.log.warn({ err: error }, 'notification not sent'));
          },
          message: (id) => {
            void liveMessage(userId, id)
              .then((message) => {
                if (message) send(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
              })
              .catch((error: unknown) => request.log.warn({ err: error }, 'message not sent'));
          },
          threadRead: (orderId) =>
            send(`event: thread-read\ndata: ${JSON.stringify({ orderId })}\n\n`),
          sessionEnded: () => end(),
        },
        config.limits.streamsPerUser,
      );
      reply.hijack();
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      send('retry: 5000\n: connected\n\n');
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS).unref();
      // The session's own end: the stream closes when its token would stop working.
      const expiry = setTimeout(
        () => end(),
        Math.min(MAX_TIMER_MS, user.sessionExpiresAt.getTime() - clock.now().getTime()),
      ).unref();
      end = (farewell) => {
        streams.ends.delete(end);
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        if (farewell) send(farewell);
        if (!stream.writableEnded) stream.end();
      };
      streams.ends.add(end);
      request.raw.on('close', () => end());
      // The client may have left, or the server begun to stop, while the stream was set up.
      if (streams.closing) end(RECONNECT_HINT);
      else if (request.raw.socket.destroyed) end();
    },
  );
}

interface NotificationsDeps {
  db: Database;
  config: Config;
  hub: LiveNotifications;
  clock: Clock;
  /** A job conversation's message as one of its two people may see it; null for anyone else. */
  liveMessage: (userId: string, messageId: string) => Promise<LiveMessage | null>;
}

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsDeps;
}> = async (app, { notifications: deps }) => {
  // Open streams end before the server closes, or closing would wait for them forever.
  const streams: OpenStreams = { ends: new Set(), closing: false };
  app.addHook('preClose', async () => {
    streams.closing = true;
    for (const end of streams.ends) end(RECONNECT_HINT);
  });
  for (const set of ROUTE_SETS) {
    listRoutes(app, deps.db, set);
    streamRoute(app, deps, streams, set);
  }
};
