import type { Subscription, SubscriptionPlan } from '@homekeep/contracts/subscriptions';
import type { SubscriptionFacts } from './subscription-views.repository';

type PlanFacts = SubscriptionFacts['plan'];
type PendingPlanFacts = SubscriptionFacts['pendingPlan'];

const toPlan = (plan: PlanFacts): SubscriptionPlan => ({
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

/** A subscription as its resident reads it, with its property's name and its two plans. */
export const toSubscription = (row: SubscriptionFacts): Subscription => ({
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
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
