import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@homekeep/contracts/common';
import { LIVE_SUBSCRIPTION_STATUSES } from '@homekeep/contracts/subscriptions';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow } from '../../db/capped-count';
import { isoTimestamp, isoTimestampOrNull } from '../../db/iso-timestamps';
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

/**
 * The plans with their products, once per statement: a catalogue of a few plans, read as a
 * whole before the page. Looking up each page row's plan product in `products` (a million rows,
 * a row per service too) cost the page 40 index searches; this reads one per plan.
 */
const plans = new QueryBuilder().$with('plans').as((qb) =>
  qb
    .select({
      id: maintenancePlans.id,
      name: maintenancePlans.name,
      priceCents: maintenancePlans.priceCents,
      currency: maintenancePlans.currency,
      interval: maintenancePlans.interval,
      // Written out: in a statement of one table the builder leaves its columns unqualified.
      productId: sql<string>`(select product.id from ${products} product
        where product.maintenance_plan_id = ${maintenancePlans}.id)`.as('plan_product_id'),
    })
    .from(maintenancePlans),
);

type Plan = typeof maintenancePlans.$inferSelect;

/**
 * The same rows under a second name, for the next plan (`plans` is then read twice, so made once),
 * and with names of their own: the page names its columns unqualified.
 */
const pendingPlans = new QueryBuilder().$with('pending_plans').as((qb) =>
  qb
    .select({
      id: sql<string>`id`.as('pending_id'),
      name: sql<string>`name`.as('pending_name'),
      priceCents: sql<number>`price_cents`.as('pending_price_cents'),
      currency: sql<string>`currency`.as('pending_currency'),
      interval: sql<Plan['interval']>`interval`.as('pending_interval'),
      productId: sql<string>`plan_product_id`.as('pending_product_id'),
    })
    .from(plans),
);

const planColumns = (plan: typeof plans | typeof pendingPlans) => ({
  id: plan.id,
  name: plan.name,
  priceCents: plan.priceCents,
  currency: plan.currency,
  interval: plan.interval,
  productId: plan.productId,
});

const subscriptionColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  status: subscriptions.status,
  propertyId: subscriptions.propertyId,
  propertyName: properties.name,
  maintenancePlanId: subscriptions.maintenancePlanId,
  plan: planColumns(plans),
  pendingPlanId: subscriptions.pendingPlanId,
  pendingPlan: planColumns(pendingPlans),
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodStart: subscriptions.currentPeriodStart,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  canceledAt: subscriptions.canceledAt,
  createdAt: subscriptions.createdAt,
  updatedAt: subscriptions.updatedAt,
};

/** Subscriptions with their property's name and their plans (and the plans' products). */
const selectSubscriptions = <Extra extends Record<string, SQL.Aliased>>(
  db: Executor,
  where: SQL | undefined,
  extra?: Extra,
) =>
  db
    .with(plans, pendingPlans)
    .select({ ...subscriptionColumns, ...(extra as Extra) })
    .from(subscriptions)
    .innerJoin(properties, eq(properties.id, subscriptions.propertyId))
    .innerJoin(plans, eq(plans.id, subscriptions.maintenancePlanId))
    .leftJoin(pendingPlans, eq(pendingPlans.id, subscriptions.pendingPlanId))
    .where(where);

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

const isLive = inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]);

/** A page's timestamps, read as its answer writes them: no Date in between. */
const pageTimestamps = {
  currentPeriodStart: isoTimestampOrNull(subscriptions.currentPeriodStart).as('period_start'),
  currentPeriodEnd: isoTimestampOrNull(subscriptions.currentPeriodEnd).as('period_end'),
  canceledAt: isoTimestampOrNull(subscriptions.canceledAt).as('canceled'),
  createdAt: isoTimestamp(subscriptions.createdAt).as('created'),
  updatedAt: isoTimestamp(subscriptions.updatedAt).as('updated'),
};

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
      page: selectSubscriptions(db, where, { ...pageTimestamps, total: cappedTotal(db, matching) })
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

export function findOwnProperties(db: Executor, userId: string, ids: string[]) {
  return db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(
      and(
        inArray(properties.id, ids),
        eq(properties.userId, userId),
        isNull(properties.archivedAt),
      ),
    );
}

export function findActivePlans(db: Executor, ids: string[]) {
  return db
    .select({ id: maintenancePlans.id })
    .from(maintenancePlans)
    .where(and(inArray(maintenancePlans.id, ids), eq(maintenancePlans.active, true)));
}

export function findLiveOnProperties(db: Executor, propertyIds: string[]) {
  return db
    .select({ propertyId: subscriptions.propertyId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.propertyId, propertyIds), isLive));
}

export async function insertSubscriptions(
  tx: Executor,
  userId: string,
  rows: { propertyId: string; maintenancePlanId: string }[],
) {
  const inserted = await tx
    .insert(subscriptions)
    .values(rows.map((row) => ({ ...row, userId })))
    .returning({ id: subscriptions.id });
  return inserted.map((row) => row.id);
}

type Status = (typeof subscriptions.$inferSelect)['status'];

/**
 * The one way a subscription changes: a conditional UPDATE on its owner and allowed statuses,
 * so that two requests racing cannot both pass. Answers the id only when it changed.
 */
async function updateWhen(
  db: Executor,
  target: { id: string; userId: string },
  statuses: readonly Status[],
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.id, target.id),
        eq(subscriptions.userId, target.userId),
        inArray(subscriptions.status, [...statuses]),
      ),
    )
    .returning({ id: subscriptions.id });
  return row !== undefined;
}

type Target = { id: string; userId: string };

/** Not paid yet: the plan changes at once. */
export const changePendingPlan = (db: Executor, target: Target, planId: string) =>
  updateWhen(db, target, ['pending'], { maintenancePlanId: planId, pendingPlanId: null });

/** Paid: the new plan waits for the period end (null withdraws a waiting change). */
export const scheduleNextPlan = (db: Executor, target: Target, planId: string | null) =>
  updateWhen(db, target, ['active', 'past_due'], { pendingPlanId: planId });

export const setCancelAtPeriodEnd = (db: Executor, target: Target, value: boolean) =>
  updateWhen(db, target, ['active', 'past_due'], { cancelAtPeriodEnd: value });

export const cancelNow = (db: Executor, target: Target, at: Date) =>
  updateWhen(db, target, LIVE_SUBSCRIPTION_STATUSES, {
    status: 'canceled',
    canceledAt: at,
    cancelAtPeriodEnd: false,
    pendingPlanId: null,
  });

/** A pending subscription becomes active for its first paid period. */
export const activatePending = (db: Executor, target: Target, period: { start: Date; end: Date }) =>
  updateWhen(db, target, ['pending'], {
    status: 'active',
    startedAt: period.start,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
  });

/** A due subscription paid: its next period, active, with no failed attempt. */
export const startNextPeriod = (db: Executor, target: Target, period: { start: Date; end: Date }) =>
  updateWhen(db, target, ['active', 'past_due'], {
    status: 'active',
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    renewalAttempts: 0,
  });

export const keepPaymentCard = (db: Executor, target: Target, paymentCardId: string) =>
  updateWhen(db, target, ['active', 'past_due'], { paymentCardId });

/** Live subscriptions whose period has ended by `now`: the renewal job's work. */
export async function findDueForRenewal(db: Executor, now: Date, limit: number) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Claims one subscription for a renewal step, inside the step's transaction: another process
 * working on it at the same moment skips it (and finds the step done when it comes back).
 */
export async function claimForRenewal(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      status: subscriptions.status,
      maintenancePlanId: subscriptions.maintenancePlanId,
      pendingPlanId: subscriptions.pendingPlanId,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      renewalAttempts: subscriptions.renewalAttempts,
      paymentCardId: subscriptions.paymentCardId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update', { skipLocked: true });
  return row;
}

export async function findPlanProduct(db: Executor, planId: string) {
  const [row] = await db
    .select({ productId: products.id })
    .from(products)
    .where(eq(products.maintenancePlanId, planId));
  return row?.productId;
}

/** At the period's end a waiting change of plan becomes the plan. */
export const applyNextPlan = (db: Executor, target: Target, planId: string) =>
  updateWhen(db, target, ['active'], { maintenancePlanId: planId, pendingPlanId: null });

export const markPastDue = (db: Executor, target: Target, attempts: number) =>
  updateWhen(db, target, ['active', 'past_due'], { status: 'past_due', renewalAttempts: attempts });

/** Ends a subscription at a moment of its life (its period's end, or the last day to pay). */
export const endAt = (db: Executor, target: Target, at: Date) =>
  updateWhen(db, target, ['active', 'past_due'], {
    status: 'canceled',
    canceledAt: at,
    pendingPlanId: null,
  });

/** One subscription, locked for the rest of the transaction (Stripe's events on it queue up). */
export async function lockForProcessorEvent(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      stripeEventAt: subscriptions.stripeEventAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update');
  return row;
}

export async function setProcessorState(
  tx: Executor,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id));
}
