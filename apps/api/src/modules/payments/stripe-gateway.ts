import Stripe from 'stripe';
import type { Config } from '../../config';

export interface CheckoutLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  productId: string;
}

export interface HostedCheckout {
  transactionId: string;
  currency: string;
  lines: CheckoutLine[];
  returnUrl: string;
}

/** The official SDK, pointed at Stripe or (in tests) at a local server speaking its protocol. */
export function stripeClient(config: Config['stripe']): Stripe | null {
  if (!config.secretKey) return null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  });
}

/** A Checkout Session in payment mode whose prices come from our catalogue. */
export async function createHostedCheckout(stripe: Stripe, checkout: HostedCheckout) {
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

/** Closes an open Checkout Session so that nobody can pay it any more. */
export async function expireHostedCheckout(stripe: Stripe, sessionId: string) {
  await stripe.checkout.sessions.expire(sessionId);
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
