import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, itemEnvelope } from '@homekeep/contracts/common';
import {
  markThreadReadResultSchema,
  messageBodySchema,
  messageListSchema,
  messageSchema,
  messagesQuerySchema,
} from '@homekeep/contracts/messages';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import { byUser, routeLimit } from '../../plugins/rate-limits';
import {
  listMessages,
  markThreadRead,
  sendMessage,
  type MessagesDeps,
  type ThreadKey,
} from './messages.service';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const tags = ['messages'];
const security = [{ bearerAuth: [] }];

/** The two doors to a job's thread: the resident's request and the vendor's order. */
const SIDES = [
  {
    prefix: '/maintenance-requests/:id/messages',
    access: ['resident'] as const,
    keyOf: (id: string): ThreadKey => ({ role: 'resident', requestId: id }),
  },
  {
    prefix: '/vendor-orders/:id/messages',
    access: ['vendor'] as const,
    keyOf: (id: string): ThreadKey => ({ role: 'vendor', orderId: id }),
  },
];

/** One conversation per job between its resident and the vendor who accepted it. */
export const messagesRoutes: FastifyPluginAsyncZod<{
  messages: MessagesDeps;
  config: Config;
}> = async (app, { messages: deps, config }) => {
  // One count per user over both sides' sending.
  const rateLimit = routeLimit({
    max: config.limits.messagesPerUserPerHour,
    windowMs: 3600_000,
    key: byUser,
    groupId: 'messages',
    message: 'Too many messages sent from this account.',
  });
  for (const { prefix, access, keyOf } of SIDES) {
    app.get(
      prefix,
      {
        config: { access },
        schema: {
          tags,
          security,
          summary:
            "The job's conversation, newest first; `meta.open` is false once it is read-only (30 days after completion)",
          params: idParamsSchema,
          querystring: messagesQuerySchema,
          response: { 200: messageListSchema, ...errors },
        },
      },
      (request) =>
        listMessages(deps, signedIn(request).id, keyOf(request.params.id), request.query),
    );

    app.post(
      prefix,
      {
        config: { access, rateLimit },
        schema: {
          tags,
          security,
          summary:
            'Send a message (text up to 5,000 characters, up to 5 of your uploads); 409 once the conversation is read-only',
          params: idParamsSchema,
          body: messageBodySchema,
          response: { 201: itemEnvelope(messageSchema), ...errors, 429: errorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await sendMessage(deps, signedIn(request).id, keyOf(request.params.id), request.body),
          ),
    );

    app.post(
      `${prefix}/read`,
      {
        config: { access },
        schema: {
          tags,
          security,
          summary: 'Mark the messages you received in this conversation read',
          params: idParamsSchema,
          response: { 200: itemEnvelope(markThreadReadResultSchema), ...errors },
        },
      },
      (request) => markThreadRead(deps, signedIn(request).id, keyOf(request.params.id)),
    );
  }
};
