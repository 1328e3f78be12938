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

// Subscriptions as a change or a payment checks them, and as they are shown (their answers, kept
// by the database). Their changes are in subscriptions.repository.ts.

/** What a change or a payment checks of a subscription: owner, state, property and plan. */
const selectSubscriptions = (db: Executor, where: SQL) =>
  db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      status: subscriptions.status,
      propertyName: properties.name,
      maintenancePlanId: subscriptions.maintenancePlanId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      plan: {
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
 * The plans' cards, read once per statement (a catalogue of a few plans, read whole): joined to
 * each row of a page, the table was read again for every row and both plans.
 */
const planCards = new QueryBuilder()
  .$with('plan_cards')
  .as((qb) =>
    qb.select({ id: maintenancePlans.id, card: maintenancePlans.card }).from(maintenancePlans),
  );

/** The same cards under names of their own, for the next plan. */
const pendingPlanCards = new QueryBuilder().$with('pending_plan_cards').as((qb) =>
  qb
    .select({
      id: sql<string>`id`.as('pending_id'),
      card: sql<unknown>`card`.as('pending_card'),
    })
    .from(planCards),
);

/**
 * A subscription's answer as the database keeps it (decision 038): its card with its plans' cards
 * written into it, as JSON text, put into the answer as it is.
 */
const answerColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  answer: sql<string>`subscription_answer(${subscriptions.card}, ${planCards.card}, ${pendingPlanCards.card})`,
};

const selectAnswers = <Extra extends Record<string, SQL.Aliased>>(db: Executor, extra?: Extra) =>
  db
    .with(planCards, pendingPlanCards)
    .select({ ...answerColumns, ...(extra as Extra) })
    .from(subscriptions)
    .innerJoin(planCards, eq(planCards.id, subscriptions.maintenancePlanId))
    .leftJoin(pendingPlanCards, eq(pendingPlanCards.id, subscriptions.pendingPlanId));

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
      page: selectAnswers(db, { total: cappedTotal(db, matching) })
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

const answerById = preparedPerDatabase((db) =>
  selectAnswers(db)
    .where(eq(subscriptions.id, sql.placeholder('id')))
    .prepare('subscription_answer_by_id'),
);

/** One subscription's answer, with whose it is. */
export async function findSubscriptionAnswer(db: Executor, id: string) {
  const [row] = await answerById(db).execute({ id });
  return row;
}

/** The answers of these subscriptions, in no particular order. */
export function findSubscriptionAnswers(db: Executor, ids: string[]) {
  return selectAnswers(db).where(inArray(subscriptions.id, ids));
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
