import type { ProcessorSubscriptionEvent } from './payments.hooks';
import type { StripeEvent } from './stripe-gateway';

/** The metadata key that names our subscription on Stripe's subscription (and its invoices). */
export const SUBSCRIPTION_METADATA_KEY = 'homekeepSubscriptionId';

type Invoice = Extract<StripeEvent, { type: 'invoice.paid' }>['data']['object'];
type Subscription = Extract<
  StripeEvent,
  { type: 'customer.subscription.updated' }
>['data']['object'];

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

function fromInvoice(invoice: Invoice, kind: 'invoice_paid' | 'invoice_failed', created: number) {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = details?.metadata?.[SUBSCRIPTION_METADATA_KEY];
  const line = invoice.lines?.data?.[0];
  if (!details || !subscriptionId || !line) return null;
  const event: ProcessorSubscriptionEvent = {
    kind,
    subscriptionId,
    processorSubscriptionId: idOf(details.subscription),
    period: { start: at(line.period.start), end: at(line.period.end) },
    attempts: invoice.attempt_count ?? 1,
    at: at(created),
  };
  return event;
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
) {
  const subscriptionId = subscription.metadata?.[SUBSCRIPTION_METADATA_KEY];
  if (!subscriptionId) return null;
  const item = subscription.items?.data?.[0];
  const event: ProcessorSubscriptionEvent = {
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
  };
  return event;
}

/** Stripe's invoice and subscription events as the subscriptions area reads them; else null. */
export function subscriptionEventOf(event: StripeEvent): ProcessorSubscriptionEvent | null {
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
