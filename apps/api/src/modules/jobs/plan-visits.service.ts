import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { enqueueUserMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import type { Executor } from '../../db/database';
import { FINDING_VENDOR_TEXT } from './job-attention.service';
import { dispatch } from './job-creation.service';
import { matchableZip } from './job-rules';
import { latestDueVisit, planVisitKey } from './plan-visit-rules';
import { insertPlanVisit, listVisitingSubscriptions } from './plan-visits.repository';

export interface PlanVisitDeps {
  db: Database;
  clock: Clock;
  /** Where operations hear of a visit nobody near offers (`OPERATIONS_EMAIL`). */
  operationsEmail?: string | undefined;
}

type Visiting = Awaited<ReturnType<typeof listVisitingSubscriptions>>[number];

const BATCH = 200;

interface NewVisit {
  residentId: string;
  requestId: string;
  orderId: string;
  title: string;
  propertyName: string;
  findingVendor: boolean;
}

/** Asks the visit's resident when they are home, in the app and by mail, with a link to it. */
async function askForAvailability(tx: Executor, visit: NewVisit, now: Date) {
  await notify(tx, [
    {
      userId: visit.residentId,
      type: 'visit.availability',
      title: `${visit.propertyName}: your plan visit is due`,
      body: `Tell us when you are home for "${visit.title}": give a few windows and the vendor books a time in one.${
        visit.findingVendor ? ` ${FINDING_VENDOR_TEXT}` : ''
      }`,
      orderId: visit.orderId,
    },
  ]);
  await enqueueUserMail(
    tx,
    visit.residentId,
    {
      kind: 'plan_visit',
      data: {
        requestId: visit.requestId,
        title: visit.title,
        propertyName: visit.propertyName,
        findingVendor: visit.findingVendor,
      },
    },
    now,
  );
}

/**
 * Makes the subscription's visit due now into a request, dispatches it and asks its resident
 * for availability, once per visit.
 */
async function createVisit(
  db: Database,
  subscription: Visiting,
  now: Date,
  operationsEmail: string | undefined,
) {
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
    const job = await dispatch(
      tx,
      {
        requestId: request.id,
        title,
        service: subscription.service,
        zipCode: matchableZip(subscription.zipCode, subscription.country),
        city: subscription.city,
        urgency: 'normal',
      },
      now,
      { operationsEmail, resident: 'none' },
    );
    await askForAvailability(
      tx,
      {
        residentId: subscription.userId,
        requestId: request.id,
        orderId: job.orderId,
        title,
        propertyName: subscription.propertyName,
        findingVendor: job.alerted,
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
export async function createDueVisits({ db, clock, operationsEmail }: PlanVisitDeps) {
  const now = clock.now();
  let made = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await listVisitingSubscriptions(db, after, BATCH);
    for (const subscription of batch)
      if (await createVisit(db, subscription, now, operationsEmail)) made += 1;
    if (batch.length < BATCH) return made;
    after = batch.at(-1)!.id;
  }
}
