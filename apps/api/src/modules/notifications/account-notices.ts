import type { Executor } from '../../db/database';
import { notify } from './notifications.service';

/** A plan's charge as the resident reads it, e.g. "USD 49.00". */
const amountText = (amountCents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amountCents / 100,
  );

export interface PlanCharge {
  /** The resident who pays. */
  userId: string;
  planName: string;
  amountCents: number;
  currency: string;
}

/**
 * Tells a resident that their plan renewed and was charged. Call it inside the transaction that
 * records the renewal, so that a rolled-back renewal tells nobody.
 */
export function notifySubscriptionRenewed(tx: Executor, charge: PlanCharge) {
  return notify(tx, [
    {
      userId: charge.userId,
      type: 'subscription.renewed',
      title: 'Your plan renewed',
      body: `${charge.planName} renewed; ${amountText(charge.amountCents, charge.currency)} was charged.`,
      orderId: null,
    },
  ]);
}

/**
 * Tells a resident that a payment (a renewal, a retry) was declined, and when it is tried again
 * if it will be. Call it inside the transaction that records the failure.
 */
export function notifyPaymentFailed(tx: Executor, charge: PlanCharge & { retryAt?: Date | null }) {
  const retry = charge.retryAt
    ? ` We will try again on ${charge.retryAt.toISOString().slice(0, 10)}.`
    : '';
  return notify(tx, [
    {
      userId: charge.userId,
      type: 'payment.failed',
      title: 'A payment failed',
      body: `The ${amountText(charge.amountCents, charge.currency)} payment for ${charge.planName} was declined.${retry} You can pay now from your subscription.`,
      orderId: null,
    },
  ]);
}
