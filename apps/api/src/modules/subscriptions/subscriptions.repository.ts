import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { LIVE_SUBSCRIPTION_STATUSES } from '@homekeep/contracts/subscriptions';
import type { Executor } from '../../db/database';
import { maintenancePlans, products, properties, subscriptions } from '../../db/schema';
import { isLive } from './subscription-views.repository';

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
    .set({ ...values, updatedAt: sql`product_now()` })
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
      propertyId: subscriptions.propertyId,
      propertyName: sql<string>`(select ${properties.name} from ${properties}
        where ${properties.id} = ${subscriptions.propertyId})`,
      planName: sql<string>`(select ${maintenancePlans.name} from ${maintenancePlans}
        where ${maintenancePlans.id} = ${subscriptions.maintenancePlanId})`,
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
    .set({ ...values, updatedAt: sql`product_now()` })
    .where(eq(subscriptions.id, id));
}
