import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { serialRuns } from '../../lib/serial-runs';
import { notifyEach } from '../notifications/notifications.service';
import { mailNewOffer } from './job-mail';
import * as repository from './offer-deliveries.repository';

/**
 * Writes the oldest waiting delivery's (or `ownOrderId`'s) notifications and mails, dated at the
 * dispatch, unless the job was taken or canceled meanwhile. Answers false when none was waiting.
 */
function deliverOne(db: Database, ownOrderId?: string) {
  return db.transaction(async (tx) => {
    const delivery = ownOrderId
      ? await repository.takeDeliveryOf(tx, ownOrderId)
      : await repository.takeOldestDelivery(tx);
    if (!delivery) return false;
    if (!(await repository.holdPendingOrder(tx, delivery.orderId))) return true;
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
    return true;
  });
}

/**
 * Delivers the new jobs' offers waiting, oldest first, each in a transaction of its own, until
 * none is left or `goOn` answers false.
 */
export async function deliverWaitingOffers(db: Database, goOn = () => true) {
  let delivered = 0;
  while (goOn() && (await deliverOne(db))) delivered += 1;
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
        if (await deliverOne(db, orderId)) delivered += 1;
      }
      const lanes = await Promise.all(
        Array.from({ length: LANES }, () => deliverWaitingOffers(db, () => !stopping)),
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
