import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { dispatch } from './job-creation.service';
import { matchableZip } from './job-rules';
import { latestDueVisit, planVisitKey } from './plan-visit-rules';
import { insertPlanVisit, listVisitingSubscriptions } from './plan-visits.repository';

export interface PlanVisitDeps {
  db: Database;
  clock: Clock;
}

type Visiting = Awaited<ReturnType<typeof listVisitingSubscriptions>>[number];

const BATCH = 200;

/** Makes the subscription's visit due now into a request and dispatches it, once per visit. */
async function createVisit(db: Database, subscription: Visiting, now: Date) {
  const due = latestDueVisit(subscription.start, subscription.perYear, now);
  if (!due) return false;
  return db.transaction(async (tx) => {
    const title = `${subscription.planName} plan visit`;
    const request = await insertPlanVisit(tx, {
      userId: subscription.userId,
      propertyId: subscription.propertyId,
      serviceId: subscription.service.id,
      title,
      description: `Visit ${due.slot + 1} of your ${subscription.planName} plan (${subscription.perYear} a year), included in the plan.`,
      planVisitKey: planVisitKey(subscription.id, due.slot),
      listPriceCents: subscription.service.priceCents,
      currency: subscription.service.currency,
    });
    if (!request) return false;
    await dispatch(
      tx,
      {
        requestId: request.id,
        title,
        service: subscription.service,
        zipCode: matchableZip(subscription.zipCode, subscription.country),
        city: subscription.city,
      },
      now,
    );
    return true;
  });
}

/**
 * Turns every active subscription's due plan visit into a maintenance request for its property
 * (`source: "plan"`, no charge), dispatched to vendors like any request. Visits are spaced
 * evenly over the year from the subscription's start; each visit is made once, however often
 * this runs and from however many processes (a unique key per visit). Run it daily (more often
 * is harmless). Answers how many requests were made.
 */
export async function createDueVisits({ db, clock }: PlanVisitDeps) {
  const now = clock.now();
  let made = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await listVisitingSubscriptions(db, after, BATCH);
    for (const subscription of batch) if (await createVisit(db, subscription, now)) made += 1;
    if (batch.length < BATCH) return made;
    after = batch.at(-1)!.id;
  }
}
