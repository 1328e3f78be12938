import type { PageQuery } from '@homekeep/contracts/common';
import type {
  BulkSubscriptionsBody,
  UpdateSubscriptionBody,
} from '@homekeep/contracts/subscriptions';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/database-errors';
import { listOf } from '../../lib/pagination';
import {
  closeAtProcessor,
  closeOpenCheckouts,
  type PaymentsDeps,
} from '../payments/payments.service';

/** Changing or ending a subscription also closes its open checkouts, at the processor too. */
export type SubscriptionsDeps = Pick<PaymentsDeps, 'cardGateway' | 'log'> & {
  db: Database;
  clock: Clock;
};
import { cancelOpenVisits } from '../jobs/plan-visit-endings';
import { toSubscription } from './subscription-answer';
import { subscriptionsErrors } from './subscriptions.errors';
import { tellPlanEnd } from './subscription-notices';
import * as views from './subscription-views.repository';
import * as repository from './subscriptions.repository';

const missing = (wanted: string[], found: string[]) => {
  const known = new Set(found);
  return [...new Set(wanted)].filter((id) => !known.has(id));
};

async function assertPlansExist(db: Executor, planIds: string[]) {
  const found = await repository.findActivePlans(db, [...new Set(planIds)]);
  const unknown = missing(
    planIds,
    found.map((plan) => plan.id),
  );
  if (unknown.length > 0) throw subscriptionsErrors.unknownPlans(unknown);
}

/** Another resident's subscription answers exactly like one that does not exist. */
const yours = <Row extends { userId: string }>(row: Row | undefined, userId: string) => {
  if (!row || row.userId !== userId) throw subscriptionsErrors.notFound();
  return row;
};

const ownSubscription = async (db: Executor, userId: string, id: string) =>
  yours(await views.findSubscription(db, id), userId);

/** The subscription's answer as it now is (after a change, in the changing transaction). */
const answerOf = async (db: Executor, id: string, now: Date) =>
  toSubscription((await views.findSubscriptionFacts(db, id))!, now);

/** What reading a subscription takes: its answer shows the next visit from the product's time. */
type ReadDeps = Pick<SubscriptionsDeps, 'db' | 'clock'>;

/**
 * Pending subscriptions for several properties at once, all or none. A property that already has
 * a live (pending, active or past due) subscription is a 409: the resident pays or cancels the
 * pending one, or changes the active one, rather than silently replacing it.
 */
export function createSubscriptions(
  { db, clock }: ReadDeps,
  userId: string,
  rows: BulkSubscriptionsBody['data'],
) {
  const propertyIds = rows.map((row) => row.propertyId);
  return db
    .transaction(async (tx) => {
      const owned = await repository.findOwnProperties(tx, userId, propertyIds);
      const unknown = missing(
        propertyIds,
        owned.map((property) => property.id),
      );
      if (unknown.length > 0) throw subscriptionsErrors.propertiesNotFound(unknown);
      await assertPlansExist(
        tx,
        rows.map((row) => row.maintenancePlanId),
      );
      const live = new Set(
        (await repository.findLiveOnProperties(tx, propertyIds)).map((row) => row.propertyId),
      );
      if (live.size > 0) {
        throw subscriptionsErrors.alreadySubscribed(
          owned.filter((property) => live.has(property.id)).map((property) => property.name),
        );
      }
      const ids = await repository.insertSubscriptions(tx, userId, rows);
      const created = await views.findFactsOfSubscriptions(tx, ids);
      const order = new Map(ids.map((id, index) => [id, index]));
      created.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return created.map((row) => toSubscription(row, clock.now()));
    })
    .catch((error: unknown) => {
      // Another request subscribed one of these properties between our check and our insert.
      if (isUniqueViolation(error, 'subscriptions_live_property_key')) {
        throw subscriptionsErrors.alreadySubscribed([]);
      }
      throw error;
    });
}

export async function listSubscriptions(
  { db, clock }: ReadDeps,
  userId: string,
  query: PageQuery & { live?: boolean },
) {
  const { data, total } = await views.listSubscriptions(db, userId, query);
  return listOf(
    data.map((row) => toSubscription(row, clock.now())),
    query,
    total,
  );
}

export async function getSubscription({ db, clock }: ReadDeps, userId: string, id: string) {
  return toSubscription(yours(await views.findSubscriptionFacts(db, id), userId), clock.now());
}

/**
 * A pending subscription takes a new plan at once; a paid one keeps its plan until the period
 * ends and records the next one (choosing the current plan again withdraws that change).
 */
export async function updateSubscription(
  { db, clock, cardGateway, log }: SubscriptionsDeps,
  userId: string,
  id: string,
  body: UpdateSubscriptionBody,
) {
  let closed: Awaited<ReturnType<typeof closeOpenCheckouts>> = [];
  const updated = await db.transaction(async (tx) => {
    const current = await ownSubscription(tx, userId, id);
    if (current.status === 'canceled') throw subscriptionsErrors.canceled();
    const target = { id, userId };
    const { maintenancePlanId: planId, cancelAtPeriodEnd } = body;
    if (planId !== undefined) {
      await assertPlansExist(tx, [planId]);
      if (current.status === 'pending') {
        if (!(await repository.changePendingPlan(tx, target, planId))) {
          throw subscriptionsErrors.changedMeanwhile();
        }
        // A checkout opened for the old plan must not be paid at the old price.
        closed = await closeOpenCheckouts(tx, [id]);
      } else {
        const next = planId === current.maintenancePlanId ? null : planId;
        if (!(await repository.scheduleNextPlan(tx, target, next))) {
          throw subscriptionsErrors.changedMeanwhile();
        }
      }
    }
    if (cancelAtPeriodEnd !== undefined) {
      if (current.status === 'pending') throw subscriptionsErrors.notYetPaid();
      if (!(await repository.setCancelAtPeriodEnd(tx, target, cancelAtPeriodEnd))) {
        throw subscriptionsErrors.changedMeanwhile();
      }
      if (cancelAtPeriodEnd && !current.cancelAtPeriodEnd && current.currentPeriodEnd) {
        await tellPlanEnd(tx, userId, {
          planName: current.plan.name,
          propertyName: current.propertyName,
          why: 'ending',
          endsAt: current.currentPeriodEnd.toISOString(),
        });
      }
    }
    return answerOf(tx, id, clock.now());
  });
  await closeAtProcessor({ cardGateway, log }, closed);
  return updated;
}

/** Ends a subscription at once (and any checkout still open for it); it stays listed as `canceled`. */
export async function cancelSubscription(
  { db, clock, cardGateway, log }: SubscriptionsDeps,
  userId: string,
  id: string,
) {
  let closed: Awaited<ReturnType<typeof closeOpenCheckouts>> = [];
  const canceled = await db.transaction(async (tx) => {
    const current = await ownSubscription(tx, userId, id);
    if (current.status === 'canceled') throw subscriptionsErrors.canceled();
    if (!(await repository.cancelNow(tx, { id, userId }, clock.now()))) {
      throw subscriptionsErrors.changedMeanwhile();
    }
    await cancelOpenVisits(
      tx,
      {
        subscriptionId: id,
        propertyId: current.propertyId,
        planName: current.plan.name,
        propertyName: current.propertyName,
      },
      clock.now(),
    );
    // A subscription never paid was only a wish: its end is no news.
    if (current.status !== 'pending') {
      await tellPlanEnd(tx, userId, {
        planName: current.plan.name,
        propertyName: current.propertyName,
        why: 'canceled',
        endsAt: clock.now().toISOString(),
      });
    }
    closed = await closeOpenCheckouts(tx, [id]);
    return answerOf(tx, id, clock.now());
  });
  await closeAtProcessor({ cardGateway, log }, closed);
  return canceled;
}
