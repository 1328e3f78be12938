import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Subscription, SubscriptionPlan } from '@homekeep/contracts/subscriptions';
import { formatDay } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

export { formatDay };

export const planLabel = (plan: MaintenancePlan | SubscriptionPlan) =>
  `${plan.name}, ${formatMoney(plan.priceCents, plan.currency)} per ${plan.interval}`;

/** One line about where the subscription stands in time, for people. */
export function periodLine(subscription: Subscription): string {
  const end = subscription.currentPeriodEnd;
  switch (subscription.status) {
    case 'pending':
      return 'Starts as soon as the payment is received.';
    case 'canceled':
      return subscription.canceledAt
        ? `Canceled on ${formatDay(subscription.canceledAt)}.`
        : 'Canceled.';
    case 'past_due':
      return end ? `Payment due since ${formatDay(end)}.` : 'Payment due.';
    case 'active':
      if (!end) return 'Active.';
      return subscription.cancelAtPeriodEnd
        ? `Ends on ${formatDay(end)}.`
        : `Renews on ${formatDay(end)}.`;
  }
}
