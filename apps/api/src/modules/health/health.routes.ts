import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@homekeep/contracts/common';
import { healthSchema } from '@homekeep/contracts/health';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { errorBody } from '../../plugins/errors';
import type { DrainState } from './drain-state';

const tags = ['health'];

const databaseDown = () => errorBody(503, 'The database is not answering.', 'health.database_down');

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<DatabaseHandle, 'ping'>;
  drain: DrainState;
}> = async (app, { database, drain }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Answers once the database answers',
        response: { 200: healthSchema, 503: errorSchema },
      },
    },
    async (_request, reply) => {
      if (await database.ping()) return { status: 'ok' as const };
      return reply.status(503).send(databaseDown());
    },
  );

  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Ready for traffic: 503 once the process is stopping (SIGTERM) or while its database does not answer',
        response: { 200: healthSchema, 503: errorSchema },
      },
    },
    async (_request, reply) => {
      if (drain.draining) {
        return reply
          .status(503)
          .send(errorBody(503, 'This process is stopping.', 'health.draining'));
      }
      if (await database.ping()) return { status: 'ok' as const };
      return reply.status(503).send(databaseDown());
    },
  );
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `GET /api/metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>` only. */
export const metricsRoutes: FastifyPluginAsyncZod<{
  token: string | undefined;
  registry: Registry;
}> = async (app, { token, registry }) => {
  app.get(
    '/api/metrics',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "This process's measurements in Prometheus's text format; with `Authorization: Bearer <METRICS_TOKEN>` (404 when METRICS_TOKEN is not set)",
        response: {
          200: z.string().describe('Prometheus text exposition format'),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!token) {
        return reply.status(404).send(errorBody(404, 'Not found.', 'not_found'));
      }
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer')
          .send(errorBody(401, 'Give the metrics token as a bearer token.', 'metrics.token'));
      }
      return reply
        .header('Content-Type', registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await registry.metrics());
    },
  );
};
