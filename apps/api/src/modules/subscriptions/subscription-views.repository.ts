import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@homekeep/contracts/common';
import { LIVE_SUBSCRIPTION_STATUSES } from '@homekeep/contracts/subscriptions';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow } from '../../db/capped-count';
import { maintenancePlans, products, properties, subscriptions } from '../../db/schema';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerDatabase,
  preparedPerShape,
  runPage,
  type PageShape,
} from '../../db/prepared-queries';

// Subscriptions as a change or a payment checks them, and as they are shown. Their changes are in
// subscriptions.repository.ts.

/** What a change or a payment checks of a subscription: owner, state, property and plan. */
const selectSubscriptions = (db: Executor, where: SQL) =>
  db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      status: subscriptions.status,
      propertyId: subscriptions.propertyId,
      propertyName: properties.name,
      maintenancePlanId: subscriptions.maintenancePlanId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      plan: {
        name: maintenancePlans.name,
        interval: maintenancePlans.interval,
        productId: sql<string>`(select ${products.id} from ${products}
          where ${products.maintenancePlanId} = ${maintenancePlans.id})`,
      },
    })
    .from(subscriptions)
    .innerJoin(properties, eq(properties.id, subscriptions.propertyId))
    .innerJoin(maintenancePlans, eq(maintenancePlans.id, subscriptions.maintenancePlanId))
    .where(where);

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

/** Pending, active or past due: at most one a property. */
export const isLive = inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]);

/**
 * The plans with their products, once per statement: a catalogue of a few plans, read whole
 * before the page. Looking up each page row's plan product in `products` (a row per service too)
 * cost a page 40 index searches; this reads one per plan.
 */
const plans = new QueryBuilder().$with('plans').as((qb) =>
  qb
    .select({
      id: maintenancePlans.id,
      name: maintenancePlans.name,
      priceCents: maintenancePlans.priceCents,
      currency: maintenancePlans.currency,
      interval: maintenancePlans.interval,
      visitsPerYear: sql<number>`case when ${maintenancePlans.visitServiceId} is null then 0
        else ${maintenancePlans.visitsPerYear} end`.as('plan_visits_per_year'),
      // Written out: in a statement of one table the builder leaves its columns unqualified.
      productId: sql<string>`(select product.id from ${products} product
        where product.maintenance_plan_id = ${maintenancePlans}.id)`.as('plan_product_id'),
    })
    .from(maintenancePlans),
);

type PlanInterval = (typeof maintenancePlans.$inferSelect)['interval'];

/**
 * The same rows under a second name, for the next plan (`plans` is then read twice, so made once),
 * with column names of their own: the page names its columns unqualified. Left-joined: its `id` is
 * null when there is no next plan.
 */
const pendingPlans = new QueryBuilder().$with('pending_plans').as((qb) =>
  qb
    .select({
      id: sql<string | null>`id`.as('pending_id'),
      name: sql<string>`name`.as('pending_name'),
      priceCents: sql<number>`price_cents`.as('pending_price_cents'),
      currency: sql<string>`currency`.as('pending_currency'),
      interval: sql<PlanInterval>`interval`.as('pending_interval'),
      productId: sql<string>`plan_product_id`.as('pending_product_id'),
    })
    .from(plans),
);

const planFacts = {
  id: plans.id,
  name: plans.name,
  priceCents: plans.priceCents,
  currency: plans.currency,
  interval: plans.interval,
  productId: plans.productId,
  visitsPerYear: plans.visitsPerYear,
};

const pendingPlanFacts = {
  id: pendingPlans.id,
  name: pendingPlans.name,
  priceCents: pendingPlans.priceCents,
  currency: pendingPlans.currency,
  interval: pendingPlans.interval,
  productId: pendingPlans.productId,
};

/** What a subscription's answer shows, and whose it is. */
const subscriptionFacts = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  status: subscriptions.status,
  propertyId: subscriptions.propertyId,
  propertyName: properties.name,
  maintenancePlanId: subscriptions.maintenancePlanId,
  plan: planFacts,
  pendingPlanId: subscriptions.pendingPlanId,
  pendingPlan: pendingPlanFacts,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodStart: subscriptions.currentPeriodStart,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  canceledAt: subscriptions.canceledAt,
  startedAt: subscriptions.startedAt,
  createdAt: subscriptions.createdAt,
  updatedAt: subscriptions.updatedAt,
};

const selectFacts = <Extra extends Record<string, SQL.Aliased>>(db: Executor, extra?: Extra) =>
  db
    .with(plans, pendingPlans)
    .select({ ...subscriptionFacts, ...(extra as Extra) })
    .from(subscriptions)
    .innerJoin(properties, eq(properties.id, subscriptions.propertyId))
    .innerJoin(plans, eq(plans.id, subscriptions.maintenancePlanId))
    .leftJoin(pendingPlans, eq(pendingPlans.id, subscriptions.pendingPlanId));

export type SubscriptionFacts = NonNullable<Awaited<ReturnType<typeof findSubscriptionFacts>>>;

/** A page of the user's subscriptions, newest first, all or only the live (or ended) ones. */
const subscriptionsPage = preparedPerShape(
  'subscriptions',
  (shape: PageShape & { live: boolean | undefined }) =>
    `${shape.live === undefined ? 'all' : `live_${shape.live}`}_${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const where = and(
      eq(subscriptions.userId, sql.placeholder('userId')),
      shape.live === undefined ? undefined : shape.live ? isLive : sql`NOT ${isLive}`,
    );
    const matching = db.select(matchingRow).from(subscriptions).where(where);
    const rows = pageRows(shape);
    return {
      page: selectFacts(db, { total: cappedTotal(db, matching) })
        .where(where)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(rows.limit)
        .offset(rows.offset)
        .prepare(name),
      count: cappedCount(db, matching).prepare(`${name}_count`),
    };
  },
);

export function listSubscriptions(
  db: Executor,
  userId: string,
  query: PageQuery & { live?: boolean },
) {
  return runPage(subscriptionsPage(db, { live: query.live, ...pageShape(query) }), query, {
    userId,
  });
}

const factsById = preparedPerDatabase((db) =>
  selectFacts(db)
    .where(eq(subscriptions.id, sql.placeholder('id')))
    .prepare('subscription_facts_by_id'),
);

/** What one subscription's answer shows, with whose it is. */
export async function findSubscriptionFacts(db: Executor, id: string) {
  const [row] = await factsById(db).execute({ id });
  return row;
}

/** What the answers of these subscriptions show, in no particular order. */
export function findFactsOfSubscriptions(db: Executor, ids: string[]) {
  return selectFacts(db).where(inArray(subscriptions.id, ids));
}

const subscriptionById = preparedPerDatabase((db) =>
  selectSubscriptions(db, eq(subscriptions.id, sql.placeholder('id'))).prepare(
    'subscription_by_id',
  ),
);

export async function findSubscription(db: Executor, id: string) {
  const [row] = await subscriptionById(db).execute({ id });
  return row;
}

export function findSubscriptions(db: Executor, ids: string[]) {
  return selectSubscriptions(db, inArray(subscriptions.id, ids));
}
