import Stripe from 'stripe';
import type { Config } from '../../config';
import type { CardGateway, CheckoutLine, HostedCheckout } from './card-gateway';
import { CHECKOUT_METADATA_KEY, SUBSCRIPTION_METADATA_KEY } from './stripe-metadata';

/**
 * The recurring Price of a line at its current amount. Prices cannot change, so one is looked
 * up by a key made of the product, amount, currency and interval, and created when the plan's
 * price is new: checkouts always follow the plans' prices.
 */
async function recurringPrice(
  stripe: Stripe,
  line: CheckoutLine,
  currency: string,
  interval: 'month' | 'year',
) {
  const lookupKey = `homekeep_${line.productId}_${line.unitPriceCents}_${currency}_${interval}`;
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const created = await stripe.prices.create(
    {
      currency,
      unit_amount: line.unitPriceCents,
      recurring: { interval },
      lookup_key: lookupKey,
      product_data: { name: line.name, metadata: { productId: line.productId } },
    },
    { idempotencyKey: `price-${lookupKey}` },
  );
  return created.id;
}

/** A Checkout Session in subscription mode: Stripe renews it and tells us through events. */
async function createSubscriptionCheckout(
  stripe: Stripe,
  checkout: HostedCheckout & { subscription: NonNullable<HostedCheckout['subscription']> },
) {
  const { subscriptionIds, interval } = checkout.subscription;
  // The checkout names every subscription it pays (our database keeps them); one alone is also
  // named itself, as Stripe subscriptions started before multi-subscription checkouts are.
  const metadata: Record<string, string> = { [CHECKOUT_METADATA_KEY]: checkout.transactionId };
  if (subscriptionIds.length === 1) metadata[SUBSCRIPTION_METADATA_KEY] = subscriptionIds[0]!;
  const lineItems = [];
  for (const line of checkout.lines) {
    lineItems.push({
      quantity: line.quantity,
      price: await recurringPrice(stripe, line, checkout.currency, interval),
    });
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      client_reference_id: checkout.transactionId,
      metadata: { transactionId: checkout.transactionId },
      subscription_data: { metadata },
      line_items: lineItems,
      success_url: checkout.returnUrl,
      cancel_url: `${checkout.returnUrl}&canceled=1`,
    },
    { idempotencyKey: `checkout-${checkout.transactionId}` },
  );
  return { sessionId: session.id, url: session.url };
}

/** A Checkout Session in payment mode whose prices come from our catalogue. */
async function createCheckoutSession(stripe: Stripe, checkout: HostedCheckout) {
  if (checkout.subscription) {
    return createSubscriptionCheckout(stripe, { ...checkout, subscription: checkout.subscription });
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: checkout.transactionId,
      metadata: { transactionId: checkout.transactionId },
      payment_intent_data: { metadata: { transactionId: checkout.transactionId } },
      line_items: checkout.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: checkout.currency,
          unit_amount: line.unitPriceCents,
          product_data: { name: line.name, metadata: { productId: line.productId } },
        },
      })),
      success_url: checkout.returnUrl,
      cancel_url: `${checkout.returnUrl}&canceled=1`,
    },
    { idempotencyKey: `checkout-${checkout.transactionId}` },
  );
  return { sessionId: session.id, url: session.url };
}

/**
 * One client of the official SDK, pointed at Stripe or (in tests) at a local server speaking its
 * protocol; null without a secret key.
 */
export function stripeClient(config: Config['stripe']): Stripe | null {
  if (!config.secretKey) return null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  });
}

/** Stripe Checkout, and refunds of what it took; null without a secret key. */
export function stripeCardGateway(config: Config['stripe']): CardGateway | null {
  const stripe = stripeClient(config);
  if (!stripe) return null;
  return {
    provider: 'stripe',
    openCheckout: (checkout) => createCheckoutSession(stripe, checkout),
    async closeCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund({ sessionId, amountCents, refundId }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = session.payment_intent;
      if (!paymentIntent) throw new Error(`checkout ${sessionId} has no payment to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: typeof paymentIntent === 'string' ? paymentIntent : paymentIntent.id,
          amount: amountCents,
          metadata: { refundId },
        },
        { idempotencyKey: `refund-${refundId}` },
      );
      return refund.id;
    },
    async transactionOfPayment(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      return intent.metadata?.transactionId ?? null;
    },
  };
}

/** The event, if the signature over the exact bytes received matches; else null. */
export function verifiedEvent(rawBody: Buffer, signature: string, secret: string) {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

export type StripeEvent = Stripe.Event;
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeAccount = Stripe.Account;
export type StripeDispute = Stripe.Dispute;
