import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@homekeep/contracts/common';
import {
  checkoutSessionEnvelopeSchema,
  createCheckoutSessionBodySchema,
  testPaymentBodySchema,
  transactionEnvelopeSchema,
  transactionListSchema,
  transactionsQuerySchema,
} from '@homekeep/contracts/payments';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/public-origin';
import { signedIn } from '../../plugins/auth';
import {
  createCheckoutSession,
  getTransaction,
  listTransactions,
  payWithTestCard,
  type PaymentsDeps,
} from './payments.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

const tags = ['payments'];
const resident = ['resident'] as const;
const security = [{ bearerAuth: [] }];
const guarded = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

type Api = Parameters<FastifyPluginAsyncZod>[0];

const originOf = (config: Config, request: FastifyRequest) =>
  publicOrigin(config.publicUrl, request);

/** Paying: opening a checkout, and the built-in test checkout. */
function checkoutRoutes(app: Api, deps: PaymentsDeps, config: Config) {
  app.post(
    '/transactions/create-checkout-session',
    {
      config: { access: resident },
      schema: {
        tags,
        summary:
          'Start paying for products: stores a pending transaction and answers the page where the person pays',
        description:
          'Prices come from the catalogue. With a card processor configured, `url` is its hosted checkout; otherwise it is the built-in test checkout (`/checkout?transaction=<id>`).',
        security,
        body: createCheckoutSessionBodySchema,
        response: { 201: checkoutSessionEnvelopeSchema, ...guarded, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const session = await createCheckoutSession(
        { ...deps, log: request.log },
        signedIn(request).id,
        request.body.data,
        originOf(config, request),
      );
      return reply.status(201).send({ data: session });
    },
  );

  app.post(
    '/transactions/:id/test-payment',
    {
      config: { access: resident },
      schema: {
        tags,
        summary:
          'Pay a transaction through the built-in test checkout (only without a card processor)',
        description:
          'Card 4242 4242 4242 4242 (or any other valid number) pays; 4000 0000 0000 0002 is declined with 402; 4000 0000 0000 0341 pays now and is declined at every renewal. The card is kept for renewals as its brand, last four digits, expiry and a token, never its number.',
        security,
        params: idParamsSchema,
        body: testPaymentBodySchema,
        response: {
          200: transactionEnvelopeSchema,
          ...guarded,
          402: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => ({
      data: await payWithTestCard(
        { ...deps, log: request.log },
        signedIn(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );
}

/** The resident’s payments. */
function transactionRoutes(app: Api, deps: PaymentsDeps) {
  app.get(
    '/transactions',
    {
      config: { access: resident },
      schema: {
        tags,
        summary: "The resident's payments, newest first",
        security,
        querystring: transactionsQuerySchema,
        response: { 200: transactionListSchema, ...guarded },
      },
    },
    async (request) => listTransactions(deps.db, signedIn(request).id, request.query),
  );

  app.get(
    '/transactions/:id',
    {
      config: { access: resident },
      schema: {
        tags,
        summary: 'One of the resident’s payments, with its items',
        security,
        params: idParamsSchema,
        response: { 200: transactionEnvelopeSchema, ...guarded },
      },
    },
    async (request) => ({
      data: await getTransaction(deps.db, signedIn(request).id, request.params.id),
    }),
  );
}

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsDeps;
  config: Config;
}> = async (app, { payments: deps, config }) => {
  checkoutRoutes(app, deps, config);
  transactionRoutes(app, deps);

  await app.register(stripeWebhookRoutes, { payments: deps, config });
};
