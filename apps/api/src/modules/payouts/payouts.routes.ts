import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@homekeep/contracts/common';
import {
  earningListSchema,
  earningsCsvQuerySchema,
  earningsQuerySchema,
  payoutAccountEnvelopeSchema,
  payoutOnboardingEnvelopeSchema,
  testOnboardingBodySchema,
} from '@homekeep/contracts/payouts';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/public-origin';
import { signedIn } from '../../plugins/auth';
import { earningsCsv, listEarnings } from './earnings.service';
import {
  completeTestOnboarding,
  getPayoutAccount,
  startOnboarding,
  type PayoutAccountsDeps,
} from './payout-accounts.service';

const tags = ['payouts'];
const config = { access: ['vendor'] as const };
const security = [{ bearerAuth: [] }];
const guarded = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The vendor's money: where they are paid, and what each job earned them. */
export const payoutsRoutes: FastifyPluginAsyncZod<{
  payouts: PayoutAccountsDeps;
  config: Config;
}> = async (app, { payouts, config: appConfig }) => {
  const { db, clock } = payouts;

  app.get(
    '/vendors/payout-account',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Your payout account: its status and what is still missing',
        response: { 200: payoutAccountEnvelopeSchema, ...guarded },
      },
    },
    (request) => getPayoutAccount(db, signedIn(request).id),
  );

  app.post(
    '/vendors/payout-account',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Start or finish setting up your payout account: answers the onboarding page',
        description:
          'With Stripe, a Connect Express account (made once) and a fresh hosted onboarding link; in test mode, the built-in test onboarding page.',
        response: { 200: payoutOnboardingEnvelopeSchema, ...guarded, 502: errorSchema },
      },
    },
    (request) =>
      startOnboarding(
        { ...payouts, log: request.log },
        signedIn(request).id,
        publicOrigin(appConfig.publicUrl, request),
      ),
  );

  app.post(
    '/vendors/payout-account/test-onboarding',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Finish the built-in test onboarding (test mode only)',
        description:
          'Routing 110000000 with account 000123456789 (or any other valid number) enables payouts; account 000111111116 leaves the account restricted (identity to verify).',
        body: testOnboardingBodySchema,
        response: {
          200: payoutAccountEnvelopeSchema,
          ...guarded,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    (request) => completeTestOnboarding(payouts, signedIn(request).id, request.body),
  );

  app.get(
    '/vendors/earnings',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'What each job earned you, newest first, with the totals of every status',
        querystring: earningsQuerySchema,
        response: { 200: earningListSchema, ...guarded },
      },
    },
    (request) => listEarnings(db, signedIn(request).id, request.query, clock.now()),
  );

  app.get(
    '/vendors/earnings.csv',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Your earnings of the jobs completed in a year, as CSV',
        querystring: earningsCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, one earning a line'), ...guarded },
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const csv = await earningsCsv(db, signedIn(request).id, year, clock.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="earnings-${year}.csv"`)
        .send(Readable.from([csv]) as unknown as string);
    },
  );
};
