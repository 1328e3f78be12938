import Stripe from 'stripe';
import type { Config } from '../../config';
import type { CardGateway, HostedCheckout } from './card-gateway';

/** A Checkout Session in payment mode whose prices come from our catalogue. */
async function createCheckoutSession(stripe: Stripe, checkout: HostedCheckout) {
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
 * Stripe Checkout through one client of the official SDK, pointed at Stripe or (in tests) at a
 * local server speaking its protocol; null without a secret key.
 */
export function stripeCardGateway(config: Config['stripe']): CardGateway | null {
  if (!config.secretKey) return null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  });
  return {
    provider: 'stripe',
    openCheckout: (checkout) => createCheckoutSession(stripe, checkout),
    async closeCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
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
