import type { Executor } from '../../db/database';
import type { ProcessorSubscriptionEvent } from '../payments/payments.hooks';
import { cancelOpenVisits } from '../jobs/plan-visit-endings';
import { findSubscription } from './subscription-views.repository';
import * as repository from './subscriptions.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = NonNullable<Awaited<ReturnType<typeof repository.lockForProcessorEvent>>>;
type Values = Parameters<typeof repository.setProcessorState>[2];

const later = (a: Date, b: Date | null) => b === null || a.getTime() > b.getTime();

/** An invoice moves the period only forward: a late, older invoice changes nothing. */
function invoiceChange(
  row: Row,
  event: Extract<ProcessorSubscriptionEvent, { period: { start: Date } }>,
) {
  const ahead = later(event.period.end, row.currentPeriodEnd);
  if (event.kind === 'invoice_paid') {
    if (!ahead) return {};
    return {
      status: 'active',
      currentPeriodStart: event.period.start,
      currentPeriodEnd: event.period.end,
      renewalAttempts: 0,
    } satisfies Values;
  }
  // A renewal invoice failed and no later payment has moved the period past it.
  if (event.kind === 'invoice_failed' && ahead && row.status === 'active' && row.currentPeriodEnd) {
    return { status: 'past_due', renewalAttempts: event.attempts } satisfies Values;
  }
  return {};
}

/** The subscription's own state, unless a newer event has already been applied. */
function subscriptionChange(
  row: Row,
  event: Extract<ProcessorSubscriptionEvent, { status: string }>,
): Values {
  if (event.kind === 'subscription_deleted' || event.status === 'canceled') {
    return {
      status: 'canceled',
      canceledAt: event.at,
      pendingPlanId: null,
      cancelAtPeriodEnd: false,
    };
  }
  if (row.stripeEventAt && event.at.getTime() < row.stripeEventAt.getTime()) return {};
  const values: Values = { cancelAtPeriodEnd: event.cancelAtPeriodEnd };
  if (event.period && later(event.period.end, row.currentPeriodEnd)) {
    values.currentPeriodStart = event.period.start;
    values.currentPeriodEnd = event.period.end;
  }
  const hasPeriod = Boolean(values.currentPeriodEnd ?? row.currentPeriodEnd);
  if ((event.status === 'active' || event.status === 'past_due') && hasPeriod) {
    values.status = event.status;
  }
  return values;
}

/**
 * Applies Stripe's word on a subscription, once per event (payments records the event id) and
 * whatever the order: invoices only move the period forward, subscription events older than
 * the newest applied are ignored, and a canceled subscription stays canceled.
 */
export async function applyStripeSubscriptionEvent(
  tx: Executor,
  event: ProcessorSubscriptionEvent,
) {
  if (!UUID.test(event.subscriptionId)) return;
  const row = await repository.lockForProcessorEvent(tx, event.subscriptionId);
  if (!row || row.status === 'canceled') return;
  if (row.stripeSubscriptionId && row.stripeSubscriptionId !== event.processorSubscriptionId)
    return;
  const change = 'status' in event ? subscriptionChange(row, event) : invoiceChange(row, event);
  const newest = later(event.at, row.stripeEventAt) ? event.at : row.stripeEventAt;
  await repository.setProcessorState(tx, row.id, {
    ...change,
    stripeSubscriptionId: event.processorSubscriptionId,
    stripeEventAt: newest,
  });
  if (change.status === 'canceled') {
    const ended = (await findSubscription(tx, row.id))!;
    await cancelOpenVisits(
      tx,
      {
        subscriptionId: row.id,
        propertyId: ended.propertyId,
        planName: ended.plan.name,
        propertyName: ended.propertyName,
      },
      event.at,
    );
  }
}
