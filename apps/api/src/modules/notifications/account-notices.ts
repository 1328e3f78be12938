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
  /** The property the plan is for: with two, the resident must tell which one. */
  propertyName: string;
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
      title: `${charge.propertyName}: your plan renewed`,
      body: `${charge.planName} for ${charge.propertyName} renewed; ${amountText(charge.amountCents, charge.currency)} was charged.`,
      orderId: null,
    },
  ]);
}

/** A day as the resident reads it, e.g. "February 3, 2027" (the product keeps time in UTC). */
const dayText = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/**
 * Tells a resident that a payment (a renewal, a retry) was declined, when it is tried again if
 * it will be, and the day the plan ends if it stays unpaid. Call it inside the transaction that
 * records the failure.
 */
export function notifyPaymentFailed(
  tx: Executor,
  charge: PlanCharge & { retryAt?: Date | null; endsAt?: Date | null },
) {
  const retry = charge.retryAt ? ` We will try again on ${dayText(charge.retryAt)}.` : '';
  const end = charge.endsAt ? ` Unpaid, the plan ends on ${dayText(charge.endsAt)}.` : '';
  return notify(tx, [
    {
      userId: charge.userId,
      type: 'payment.failed',
      title: `${charge.propertyName}: a payment failed`,
      body: `The ${amountText(charge.amountCents, charge.currency)} payment for ${charge.planName} for ${charge.propertyName} was declined.${retry}${end} You can pay now from your subscription.`,
      orderId: null,
    },
  ]);
}
