import { MAX_OFFER_ROUND } from '@homekeep/contracts/jobs';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notify } from '../notifications/notifications.service';
import { mailNewOffer } from './job-mail';
import { advanceRound, listWaitingOrders, offerToWiderArea } from './job-reoffers.repository';

/** What a re-offer run needs; the composition root's services and config fit it. */
export interface ReofferDeps {
  db: Database;
  clock: Clock;
  config: { offerWindowSeconds: number };
}

const BATCH = 100;

/** Widens one order by a round and tells the newly reached vendors (also by mail) and the resident, at once. */
async function reofferOne(db: Database, order: { id: string; offerRound: number }, now: Date) {
  return db.transaction(async (tx) => {
    const moved = await advanceRound(tx, order.id, order.offerRound, now);
    if (!moved) return false;
    const vendorIds = await offerToWiderArea(tx, moved, moved.round, now);
    const area = moved.round === 2 ? moved.city : moved.state;
    await notify(tx, [
      ...vendorIds.map((userId) => ({
        userId,
        type: 'order.new' as const,
        title: `Job nearby: ${moved.serviceName}`,
        body: `${moved.title} in ${moved.city} ${moved.zipCode} is still waiting for a vendor.`,
        orderId: moved.id,
      })),
      {
        userId: moved.residentId,
        type: 'job.reoffered',
        title: 'Your job is offered more widely',
        body: `No vendor has taken "${moved.title}" yet, so it is now offered to vendors across ${area}.`,
        orderId: moved.id,
      },
    ]);
    const offer = { orderId: moved.id, serviceName: moved.serviceName, title: moved.title };
    await mailNewOffer(tx, vendorIds, { ...offer, city: moved.city, zipCode: moved.zipCode }, now);
    return true;
  });
}

/**
 * Offers every order nobody accepted within `OFFER_WINDOW` of its current round more widely:
 * round 2 reaches the matching vendors of its city, round 3 those of its state. Safe to run
 * again or from several processes at once: each round happens, and is told, once. Run it every
 * minute. Answers how many orders were widened.
 */
export async function reofferWaitingOrders({ db, clock, config }: ReofferDeps) {
  const now = clock.now();
  const before = new Date(now.getTime() - config.offerWindowSeconds * 1000);
  let widened = 0;
  for (;;) {
    const waiting = await listWaitingOrders(db, before, MAX_OFFER_ROUND, BATCH);
    for (const order of waiting) if (await reofferOne(db, order, now)) widened += 1;
    if (waiting.length < BATCH) return widened;
  }
}
