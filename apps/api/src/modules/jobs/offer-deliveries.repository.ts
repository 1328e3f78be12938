import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { offerDeliveries, orders, type NewJobOffer } from '../../db/schema';
import { offerRetryDelaySeconds } from './job-rules';

/**
 * Keeps a new job's offers to `vendorIds` for delivery once the dispatch has committed, dated
 * in the dispatch's transaction (as its job is).
 */
export async function queueOffers(
  db: Executor,
  orderId: string,
  vendorIds: string[],
  offer: NewJobOffer,
) {
  if (vendorIds.length === 0) return;
  await db.insert(offerDeliveries).values({ orderId, vendorIds, offer });
}

/**
 * Takes the oldest delivery due that no other transaction holds, removing it: the caller writes
 * its offers in the same transaction, so they are written once, or the delivery stays.
 */
export async function takeOldestDelivery(db: Executor) {
  const oldest = db
    .select({ orderId: offerDeliveries.orderId })
    .from(offerDeliveries)
    .where(lte(offerDeliveries.notBefore, sql`product_now()`))
    .orderBy(asc(offerDeliveries.offeredAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [taken] = await db
    .delete(offerDeliveries)
    .where(eq(offerDeliveries.orderId, sql`(${oldest})`))
    .returning();
  return taken;
}

/**
 * Takes the delivery of `orderId`, waiting for another transaction that holds it: once this
 * answers, its offers are written, by this caller or by the other.
 */
export async function takeDeliveryOf(db: Executor, orderId: string) {
  const [taken] = await db
    .delete(offerDeliveries)
    .where(eq(offerDeliveries.orderId, orderId))
    .returning();
  return taken;
}

/**
 * Whether the order still waits for a vendor, holding it so until the caller commits: an accept
 * or a cancel waits for the offers being written, then withdraws them.
 */
export async function holdPendingOrder(db: Executor, orderId: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .for('share');
  return order !== undefined;
}

export type TakenDelivery = NonNullable<Awaited<ReturnType<typeof takeOldestDelivery>>>;

/**
 * Puts a taken delivery back, set aside: tried again only once its wait is over, so that the
 * deliveries after it are not held up by one whose offers cannot be written.
 */
export async function setAsideDelivery(db: Executor, delivery: TakenDelivery) {
  const attempts = delivery.attempts + 1;
  const waitSeconds = offerRetryDelaySeconds(attempts);
  await db.insert(offerDeliveries).values({
    ...delivery,
    attempts,
    notBefore: sql`product_now() + make_interval(secs => ${waitSeconds})`,
  });
}
