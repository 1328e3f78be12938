import type { ProcessorSubscriptionEvent } from './payments.hooks';
import type { StripeEvent } from './stripe-gateway';
import { CHECKOUT_METADATA_KEY, SUBSCRIPTION_METADATA_KEY } from './stripe-metadata';

type Invoice = Extract<StripeEvent, { type: 'invoice.paid' }>['data']['object'];
type Subscription = Extract<
  StripeEvent,
  { type: 'customer.subscription.updated' }
>['data']['object'];

/**
 * Whom a Stripe subscription pays for: every subscription its checkout paid, or (started before
 * checkouts were named) the one subscription it names.
 */
export type SubscriptionOwner = { checkoutId: string } | { subscriptionId: string };

/** A Stripe subscription event read, to be applied to each subscription of its owner. */
export interface ReadSubscriptionEvent {
  owner: SubscriptionOwner;
  /** The event as the subscriptions area reads it, for one of the owner's subscriptions. */
  about: (subscriptionId: string) => ProcessorSubscriptionEvent;
}

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

function ownerOf(metadata: Record<string, string> | null | undefined): SubscriptionOwner | null {
  const checkoutId = metadata?.[CHECKOUT_METADATA_KEY];
  if (checkoutId) return { checkoutId };
  const subscriptionId = metadata?.[SUBSCRIPTION_METADATA_KEY];
  return subscriptionId ? { subscriptionId } : null;
}

function fromInvoice(
  invoice: Invoice,
  kind: 'invoice_paid' | 'invoice_failed',
  created: number,
): ReadSubscriptionEvent | null {
  const details = invoice.parent?.subscription_details;
  const owner = ownerOf(details?.metadata);
  const line = invoice.lines?.data?.[0];
  if (!details || !owner || !line) return null;
  return {
    owner,
    about: (subscriptionId) => ({
      kind,
      subscriptionId,
      processorSubscriptionId: idOf(details.subscription),
      period: { start: at(line.period.start), end: at(line.period.end) },
      attempts: invoice.attempt_count ?? 1,
      at: at(created),
    }),
  };
}

const STATUSES: Record<string, 'active' | 'past_due' | 'canceled'> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

function fromSubscription(
  subscription: Subscription,
  kind: 'subscription_changed' | 'subscription_deleted',
  created: number,
): ReadSubscriptionEvent | null {
  const owner = ownerOf(subscription.metadata);
  if (!owner) return null;
  const item = subscription.items?.data?.[0];
  return {
    owner,
    about: (subscriptionId) => ({
      kind,
      subscriptionId,
      processorSubscriptionId: subscription.id,
      status:
        kind === 'subscription_deleted' ? 'canceled' : (STATUSES[subscription.status] ?? 'other'),
      period: item
        ? { start: at(item.current_period_start), end: at(item.current_period_end) }
        : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      at: at(created),
    }),
  };
}

/** Stripe's invoice and subscription events as the subscriptions area reads them; else null. */
export function subscriptionEventOf(event: StripeEvent): ReadSubscriptionEvent | null {
  switch (event.type) {
    case 'invoice.paid':
      return fromInvoice(event.data.object, 'invoice_paid', event.created);
    case 'invoice.payment_failed':
      return fromInvoice(event.data.object, 'invoice_failed', event.created);
    case 'customer.subscription.updated':
      return fromSubscription(event.data.object, 'subscription_changed', event.created);
    case 'customer.subscription.deleted':
      return fromSubscription(event.data.object, 'subscription_deleted', event.created);
    default:
      return null;
  }
}
