import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../src/config';
import type { StripeServer } from './stripe-server';

const DAY = 86_400;

/** A signing secret of its own for each test file's webhook. */
export const newWebhookSecret = () => `whsec_${randomBytes(16).toString('hex')}`;

/** An app that takes cards through the local Stripe server at `apiBase`. */
export const stripeConfig = (
  apiBase: StripeServer['apiBase'],
  webhookSecret: string,
): Partial<Config> => ({
  paymentsMode: 'stripe',
  stripe: { secretKey: 'sk_test_local', webhookSecret, apiBase },
  publicUrl: 'https://homekeep.example',
});

/** Posts `event` to the webhook, signed with `secret` as Stripe signs it. */
export async function deliverStripeEvent(app: FastifyInstance, event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

export const stripeEvent = <T extends object>(type: string, created: number, object: T) => ({
  id: `evt_${randomUUID()}`,
  object: 'event',
  type,
  created,
  data: { object },
});

export interface Period {
  start: number;
  end: number;
}

/** Billing periods of 30 days from `start` (seconds): the n-th, counting from 0. */
export const monthlyPeriods = (start: number) => (n: number) => ({
  start: start + n * 30 * DAY,
  end: start + (n + 1) * 30 * DAY,
});

/** An invoice of Stripe subscription `subscription`, with one line per period. */
export const invoiceOf = (
  subscription: string,
  metadata: Record<string, string>,
  periods: Period[],
) => ({
  id: `in_${randomUUID().slice(0, 12)}`,
  object: 'invoice',
  attempt_count: 1,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription, metadata },
  },
  lines: { data: periods.map((period) => ({ period })) },
});

/** Stripe subscription `id` as a `customer.subscription.*` event carries it. */
export const subscriptionOf = (
  id: string,
  metadata: Record<string, string>,
  status: string,
  periods: Period[],
  cancelAtPeriodEnd = false,
) => ({
  id,
  object: 'subscription',
  status,
  cancel_at_period_end: cancelAtPeriodEnd,
  metadata,
  items: {
    data: periods.map((p) => ({ current_period_start: p.start, current_period_end: p.end })),
  },
});

export const newStripeSubscriptionId = () => `sub_${randomUUID().slice(0, 12)}`;
