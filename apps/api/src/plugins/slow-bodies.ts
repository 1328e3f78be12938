import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface SlowBodyLimits {
  /** How long a body may take before it must keep pace (`BODY_TIMEOUT`). */
  graceSeconds: number;
  /** The average pace a body must keep from then on. */
  minBytesPerSecond: number;
}

const CHECK_EVERY_MS = 500;
const timeoutBody = (requestId: string) =>
  JSON.stringify({
    statusCode: 408,
    error: 'Request Timeout',
    message: 'The request body arrived too slowly and was cut off. Please try again.',
    code: 'request_timeout',
    requestId,
  });

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** Answers 408 as Node answers slow headers: the answer, then the connection closed. */
function cutOff(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ receivedBytes: request.raw.socket.bytesRead }, 'slow request body cut off');
  const socket = request.raw.socket;
  if (reply.raw.headersSent) return void socket.destroy();
  const body = timeoutBody(request.id);
  reply.raw.writeHead(408, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  reply.raw.end(body, () => socket.destroy());
}

/**
 * A request body must arrive whole within `graceSeconds`, or keep at least `minBytesPerSecond` on
 * average after that (a large upload on a slow line still passes); a body that trickles is cut
 * off with 408, so that slow senders cannot hold connections and file handles open. Bytes are
 * counted on the socket (real time, not the product's clock), without reading the stream.
 */
async function slowBodiesPlugin(app: FastifyInstance, limits: SlowBodyLimits) {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const { socket } = request.raw;
    // A request made in process (`app.inject`) has no connection to hold open, nor bytes to count.
    if (typeof socket.bytesRead !== 'number') return;
    const startedAt = Date.now();
    const bytesAtStart = socket.bytesRead;
    // A kept-alive connection carries many requests: each one's check lets go of it when done.
    const stop = () => {
      clearInterval(timer);
      socket.off('close', stop);
    };
    const timer = setInterval(() => {
      if (request.raw.complete || socket.destroyed || reply.raw.headersSent) return stop();
      const late = (Date.now() - startedAt) / 1000 - limits.graceSeconds;
      if (late <= 0) return;
      if (socket.bytesRead - bytesAtStart >= late * limits.minBytesPerSecond) return;
      stop();
      cutOff(request, reply);
    }, CHECK_EVERY_MS);
    timer.unref();
    socket.once('close', stop);
    reply.raw.once('finish', stop);
  });
}

export default fp(slowBodiesPlugin, { name: 'slow-bodies' });
