import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@homekeep/contracts/common';
import { healthSchema } from '@homekeep/contracts/health';
import type { DatabaseHandle } from '../../db/client';
import { errorBody } from '../../plugins/errors';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<DatabaseHandle, 'ping'>;
}> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Answers once the database answers',
        response: { 200: healthSchema, 503: errorSchema },
      },
    },
    async (_request, reply) => {
      if (await database.ping()) return { status: 'ok' as const };
      return reply
        .status(503)
        .send(errorBody(503, 'The database is not answering.', 'health.database_down'));
    },
  );
};
