import type { Subscription, SubscriptionPlan } from '@homekeep/contracts/subscriptions';
import { nextVisitAfter } from '../jobs/plan-visit-rules';
import type { SubscriptionFacts } from './subscription-views.repository';

type PlanFacts = SubscriptionFacts['plan'];
type PendingPlanFacts = SubscriptionFacts['pendingPlan'];

const toPlan = (plan: Omit<PlanFacts, 'visitsPerYear'>): SubscriptionPlan => ({
  id: plan.id,
  name: plan.name,
  priceCents: plan.priceCents,
  currency: plan.currency,
  interval: plan.interval,
  productId: plan.productId,
});

/** The left-joined next plan: its columns are all null when there is none. */
const pendingPlanOf = ({ id, ...plan }: PendingPlanFacts) =>
  id === null ? null : toPlan({ id, ...plan });

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The next plan visit of an active subscription, unless the plan brings none or the
 * subscription ends before it.
 */
function nextVisitAt(row: SubscriptionFacts, now: Date) {
  if (row.status !== 'active') return null;
  const next = nextVisitAfter(row.startedAt ?? row.currentPeriodStart, row.plan.visitsPerYear, now);
  if (!next || (row.cancelAtPeriodEnd && row.currentPeriodEnd && next > row.currentPeriodEnd)) {
    return null;
  }
  return next.toISOString();
}

/**
 * A subscription as its resident reads it at `now`, with its property's name, its two plans and
 * its next visit.
 */
export const toSubscription = (row: SubscriptionFacts, now: Date): Subscription => ({
  id: row.id,
  status: row.status,
  propertyId: row.propertyId,
  property: { id: row.propertyId, name: row.propertyName },
  maintenancePlanId: row.maintenancePlanId,
  plan: toPlan(row.plan),
  pendingPlanId: row.pendingPlanId,
  pendingPlan: pendingPlanOf(row.pendingPlan),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  currentPeriodStart: isoOrNull(row.currentPeriodStart),
  currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
  canceledAt: isoOrNull(row.canceledAt),
  nextVisitAt: nextVisitAt(row, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
