import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advanceClockBodySchema, clockEnvelopeSchema } from '@homekeep/contracts/clock';
import { errorSchema } from '@homekeep/contracts/common';
import { operatorOf } from '../../plugins/auth';
import { advanceClock, readClock, type TestClockDeps } from './admin-clock.service';

const config = { access: ['admin'] as const };
const security = [{ bearerAuth: [] }];
const tags = ['admin test clock'];
const guarded = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Registered only with `PAYMENTS_MODE=test`; otherwise both paths answer 404. */
export const adminClockRoutes: FastifyPluginAsyncZod<{ testClock: TestClockDeps }> = async (
  app,
  { testClock: deps },
) => {
  app.get(
    '/admin/clock',
    {
      config,
      schema: {
        tags,
        security,
        summary: "The product's time and the test clock's offset (admin, test mode only)",
        response: { 200: clockEnvelopeSchema, ...guarded },
      },
    },
    async () => ({ data: await readClock(deps) }),
  );

  app.post(
    '/admin/clock/advance',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "Move the product's time forward, run every job due by then, answer when they are done (admin, test mode only)",
        body: advanceClockBodySchema,
        response: { 200: clockEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({
      data: await advanceClock(deps, operatorOf(request), request.body.seconds),
    }),
  );
};
