import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@homekeep/contracts/common';
import { webhookReceiptSchema } from '@homekeep/contracts/payments';
import type { Config } from '../../config';
import { receiveStripeEvent, type PaymentsDeps } from './payments.service';

/**
 * Stripe signs the exact bytes it sends, so this plugin (and only it) reads bodies raw, of any
 * content type; the rest of the app stays JSON-only.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsDeps;
  config: Config;
}> = async (app, { payments, config }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Stripe events (raw body, checked against the Stripe-Signature header)',
        description:
          'checkout.session.completed (paid) and checkout.session.async_payment_succeeded mark the transaction paid exactly once; checkout.session.expired marks it expired; other types are acknowledged and ignored. Without STRIPE_WEBHOOK_SECRET every event is refused with 400.',
        headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
        response: { 200: webhookReceiptSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await receiveStripeEvent(
        payments,
        config.stripe.webhookSecret,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        request.headers['stripe-signature'],
        { address: request.ip },
      );
      return { received: true as const };
    },
  );
};
