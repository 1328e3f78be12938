import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Property } from '@homekeep/contracts/properties';
import type { Subscription } from '@homekeep/contracts/subscriptions';

/** The plan picked for each property; '' means "not now". */
export type PlanChoices = Record<string, string>;

export type IntervalTotal = { interval: string; currency: string; cents: number };

/** Properties that may be subscribed: those without a pending, active or past-due one. */
export function subscribableProperties(properties: Property[], live: Subscription[]): Property[] {
  const covered = new Set(live.map((subscription) => subscription.propertyId));
  return properties.filter((property) => !covered.has(property.id));
}

/** Every property starts on the preselected plan when it is a known one, else on none. */
export function initialChoices(
  properties: Property[],
  plans: MaintenancePlan[],
  preselectedPlanId: string | null | undefined,
): PlanChoices {
  const planId = plans.some((plan) => plan.id === preselectedPlanId) ? preselectedPlanId! : '';
  return Object.fromEntries(properties.map((property) => [property.id, planId]));
}

export function chosenRows(choices: PlanChoices) {
  return Object.entries(choices)
    .filter(([, planId]) => planId !== '')
    .map(([propertyId, maintenancePlanId]) => ({ propertyId, maintenancePlanId }));
}

/** What the chosen plans cost per billing interval (monthly first), in each currency. */
export function selectionTotals(choices: PlanChoices, plans: MaintenancePlan[]): IntervalTotal[] {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const totals = new Map<string, IntervalTotal>();
  for (const { maintenancePlanId } of chosenRows(choices)) {
    const plan = byId.get(maintenancePlanId);
    if (!plan) continue;
    const key = `${plan.interval}:${plan.currency}`;
    const total = totals.get(key) ?? { interval: plan.interval, currency: plan.currency, cents: 0 };
    total.cents += plan.priceCents;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => a.interval.localeCompare(b.interval));
}

/** A checkout's items for these subscriptions: each plan's product, once per subscription on it. */
export function checkoutItems(subscriptions: Subscription[]) {
  const quantities = new Map<string, number>();
  for (const { plan } of subscriptions) {
    quantities.set(plan.productId, (quantities.get(plan.productId) ?? 0) + 1);
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}
