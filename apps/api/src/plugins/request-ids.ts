import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id';

const isErrorBody = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  'statusCode' in payload &&
  'message' in payload &&
  !('requestId' in payload);

/** Names the answer's request: set on the response itself, so answers written raw carry it too. */
export const nameAnswer = (request: FastifyRequest, reply: FastifyReply) =>
  reply.raw.setHeader(REQUEST_ID_HEADER, request.id);

/**
 * Every answer carries `X-Request-Id` (the id fastify gave the request, see `requestIds`), and
 * every error answer's body carries it as `requestId`: the id a person quotes to support and an
 * operator finds on the request's log lines.
 */
async function requestIdsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    nameAnswer(request, reply);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isErrorBody(payload)) {
      done(null, { ...payload, requestId: request.id });
    } else done(null, payload);
  });
}

export default fp(requestIdsPlugin, { name: 'request-ids' });
