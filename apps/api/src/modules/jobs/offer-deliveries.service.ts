import type { Database, Transaction } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { serialRuns } from '../../lib/serial-runs';
import { notifyEach } from '../notifications/notifications.service';
import { mailNewOffer } from './job-mail';
import * as repository from './offer-deliveries.repository';

type Outcome = 'delivered' | 'set aside' | 'none waiting';

/**
 * Writes the oldest waiting delivery's (or `ownOrderId`'s) notifications and mails, dated at the
 * dispatch, unless the job was taken or canceled meanwhile. When they cannot be written the
 * delivery is set aside in the same transaction, to be tried again later: the oldest would
 * otherwise be taken first again and again, and no other job's offers would ever be written.
 */
function deliverOne(db: Database, log: Logger, ownOrderId?: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const delivery = ownOrderId
      ? await repository.takeDeliveryOf(tx, ownOrderId)
      : await repository.takeOldestDelivery(tx);
    if (!delivery) return 'none waiting';
    try {
      await tx.transaction((step) => writeOffers(step, delivery));
      return 'delivered';
    } catch (error) {
      await repository.setAsideDelivery(tx, delivery);
      log.warn(
        { err: error, orderId: delivery.orderId, attempts: delivery.attempts + 1 },
        "a new job's offers could not be written; it is tried again later",
      );
      return 'set aside';
    }
  });
}

async function writeOffers(tx: Transaction, delivery: repository.TakenDelivery) {
  if (!(await repository.holdPendingOrder(tx, delivery.orderId))) return;
  const { orderId, vendorIds, offer, offeredAt } = delivery;
  const { emergency, ...mailed } = offer;
  await mailNewOffer(tx, vendorIds, { orderId, ...mailed }, offeredAt);
  await notifyEach(
    tx,
    vendorIds,
    {
      type: 'order.new',
      title: `${emergency ? 'Emergency' : 'New job'}: ${offer.serviceName}`,
      body: `${offer.title} in ${offer.city} ${offer.zipCode}`,
      orderId,
    },
    offeredAt,
  );
}

/**
 * Delivers the new jobs' offers waiting and due, oldest first, each in a transaction of its own,
 * until none is left or `goOn` answers false. A job taken meanwhile counts as delivered (it sends
 * none); one set aside does not.
 */
export async function deliverWaitingOffers(db: Database, log: Logger, goOn = () => true) {
  let delivered = 0;
  while (goOn()) {
    const outcome = await deliverOne(db, log);
    if (outcome === 'none waiting') break;
    if (outcome === 'delivered') delivered += 1;
  }
  return { delivered };
}

/**
 * Deliveries under way at once in a process: one alone wrote 17 jobs' offers (500 vendors each)
 * a second at 1M rows on 2 cores, two 25, three 26 while slowing the requests beside them
 * (decision 074).
 */
const LANES = 2;

/**
 * A new job's offers delivered in this process as soon as its dispatch has committed:
 * `deliverSoon` starts a run (`LANES` deliveries at a time) without waiting for it, `settled`
 * waits until none is under way.
 * `afterDelivery` hears of each run that delivered some (their mails wait in the outbox).
 * `stop` lets the delivery under way finish and leaves the rest to other processes' runs or
 * the next start's schedule, so that a stopping process ends in time.
 */
export function offerDelivery(db: Database, log: Logger, afterDelivery: () => void) {
  let stopping = false;
  // This process's own dispatches, delivered first and waited for even when another process
  // took them: `settled` then means their offers are written.
  const own = new Set<string>();
  const runs = serialRuns(
    async () => {
      let delivered = 0;
      for (const orderId of [...own]) {
        own.delete(orderId);
        if ((await deliverOne(db, log, orderId)) === 'delivered') delivered += 1;
      }
      const lanes = await Promise.all(
        Array.from({ length: LANES }, () => deliverWaitingOffers(db, log, () => !stopping)),
      );
      const report = { delivered: lanes.reduce((sum, lane) => sum + lane.delivered, delivered) };
      if (report.delivered > 0) afterDelivery();
      return report;
    },
    (error) => {
      log.warn({ err: error }, 'delivering new job offers failed; the scheduled run retries');
      return { delivered: 0 };
    },
  );
  return {
    /** Starts a run; with `orderId`, one that writes that dispatch's offers first. */
    deliverSoon(orderId?: string) {
      if (orderId) own.add(orderId);
      runs.soon();
    },
    settled: runs.settled,
    async stop() {
      stopping = true;
      await runs.settled();
    },
  };
}

export type OfferDelivery = ReturnType<typeof offerDelivery>;
