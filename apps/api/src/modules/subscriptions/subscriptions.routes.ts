import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@homekeep/contracts/common';
import {
  bulkSubscriptionsBodySchema,
  subscriptionEnvelopeSchema,
  subscriptionListSchema,
  subscriptionsCreatedSchema,
  subscriptionsQuerySchema,
  updateSubscriptionBodySchema,
} from '@homekeep/contracts/subscriptions';
import { signedIn } from '../../plugins/auth';
import {
  cancelSubscription,
  createSubscriptions,
  getSubscription,
  listSubscriptions,
  updateSubscription,
  type SubscriptionsDeps,
} from './subscriptions.service';

const residents = ['resident'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const withConflict = { ...errors, 409: errorSchema };

const tags = ['subscriptions'];
const security = [{ bearerAuth: [] }];

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** The resident’s subscriptions, as a list and one by one. */
function readRoutes(app: Api, deps: Omit<SubscriptionsDeps, 'log'>) {
  app.get(
    '/subscriptions',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: "The resident's subscriptions, newest first, canceled ones included",
        description:
          '`live=true` lists only pending, active and past-due subscriptions; `live=false` only canceled ones.',
        querystring: subscriptionsQuerySchema,
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    async (request) => listSubscriptions(deps, signedIn(request).id, request.query),
  );

  app.get(
    '/subscriptions/:id',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'One of your subscriptions',
        params: idParamsSchema,
        response: { 200: subscriptionEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getSubscription(deps, signedIn(request).id, request.params.id),
    }),
  );
}

/** Subscribing, changing the plan and canceling. */
function changeRoutes(app: Api, deps: Omit<SubscriptionsDeps, 'log'>) {
  app.post(
    '/subscriptions/bulk',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'Subscribe several of your properties to plans; they wait for payment (pending)',
        description:
          'All or nothing. A property that already has a pending, active or past-due subscription answers 409 (nothing is replaced): pay or cancel the pending one, or change the active one. Pay with POST /transactions/create-checkout-session and `subscriptionIds`.',
        body: bulkSubscriptionsBodySchema,
        response: { 201: subscriptionsCreatedSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createSubscriptions(deps, signedIn(request).id, request.body.data),
      }),
  );

  app.put(
    '/subscriptions/:id',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'Change the plan, or cancel at (or keep going past) the end of the paid period',
        description:
          '`maintenancePlanId`: a pending subscription changes at once; an active one keeps its plan until `currentPeriodEnd` and shows the next one as `pendingPlan` (sending the current plan withdraws that change). `cancelAtPeriodEnd`: only for paid subscriptions. Canceled subscriptions answer 409.',
        params: idParamsSchema,
        body: updateSubscriptionBodySchema,
        response: { 200: subscriptionEnvelopeSchema, ...withConflict },
      },
    },
    async (request) => ({
      data: await updateSubscription(
        { ...deps, log: request.log },
        signedIn(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/subscriptions/:id',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'Cancel a subscription now',
        description:
          'Answers 200 with the subscription, now `canceled`; it stays in your list. Already canceled: 409.',
        params: idParamsSchema,
        response: { 200: subscriptionEnvelopeSchema, ...withConflict },
      },
    },
    async (request) => ({
      data: await cancelSubscription(
        { ...deps, log: request.log },
        signedIn(request).id,
        request.params.id,
      ),
    }),
  );
}

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: Omit<SubscriptionsDeps, 'log'>;
}> = async (app, { subscriptions: deps }) => {
  readRoutes(app, deps);
  changeRoutes(app, deps);
};
