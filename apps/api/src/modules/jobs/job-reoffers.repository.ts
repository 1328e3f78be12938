import { and, asc, eq, lte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  cities,
  maintenanceRequests,
  orderOffers,
  orders,
  properties,
  services,
  vendorProfiles,
  vendorServices,
  vendorZipCodes,
  zipCodes,
} from '../../db/schema';
import { profileReady } from '../vendors/vendor-readiness.conditions';

/** Pending orders whose current round began at or before `before` and that can still widen. */
export function listWaitingOrders(db: Executor, before: Date, maxRound: number, limit: number) {
  return db
    .select({ id: orders.id, offerRound: orders.offerRound })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lt(orders.offerRound, maxRound),
        lte(orders.roundStartedAt, before),
      ),
    )
    .orderBy(asc(orders.roundStartedAt), asc(orders.id))
    .limit(limit);
}

/**
 * Moves a still-pending order from round `from` to the next, starting it at `now`. Conditional,
 * so of two runs (or processes) only one widens it; answers what its notices need, or undefined.
 */
export async function advanceRound(db: Executor, orderId: string, from: number, now: Date) {
  const [moved] = await db
    .update(orders)
    .set({ offerRound: from + 1, roundStartedAt: now, updatedAt: sql`product_now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), eq(orders.offerRound, from)))
    .returning({ id: orders.id, requestId: orders.requestId, round: orders.offerRound });
  if (!moved) return undefined;
  const [facts] = await db
    .select({
      serviceId: orders.serviceId,
      zipCode: orders.zipCode,
      residentId: maintenanceRequests.userId,
      title: maintenanceRequests.title,
      serviceName: services.name,
      // Round 2's city is the zip code's, the one its vendors are reached by.
      city: sql<string>`coalesce(${cities.name}, ${properties.city})`,
      state: properties.state,
    })
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(zipCodes, eq(zipCodes.code, orders.zipCode))
    .leftJoin(cities, eq(cities.id, zipCodes.cityId))
    .where(eq(orders.id, orderId));
  return { ...moved, ...facts! };
}

/** Round 2 reaches the order's city, round 3 its state (through the zip codes' places). */
const sameArea = (round: number, zipCode: string) => {
  const place = round === 2 ? zipCodes.cityId : zipCodes.stateId;
  const column = round === 2 ? sql.raw('city_id') : sql.raw('state_id');
  return sql`${place} = (select ${column} from ${zipCodes} where ${zipCodes.code} = ${zipCode})`;
};

/**
 * Offers the order to the ready vendors of the service whose area reaches `round`'s place and
 * who were not offered it before (neither covering its zip code nor reached by an earlier
 * round). Answers the vendors newly offered it.
 */
export async function offerToWiderArea(
  db: Executor,
  order: { id: string; serviceId: string; zipCode: string },
  round: number,
  now: Date,
) {
  const candidates = await db
    .selectDistinct({ vendorId: vendorServices.vendorId })
    .from(vendorServices)
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, vendorServices.vendorId))
    .innerJoin(vendorZipCodes, eq(vendorZipCodes.vendorId, vendorServices.vendorId))
    .innerJoin(zipCodes, eq(zipCodes.code, vendorZipCodes.zipCode))
    .where(
      and(
        eq(vendorServices.serviceId, order.serviceId),
        profileReady(now),
        sameArea(round, order.zipCode),
        sql`not exists (select 1 from ${vendorZipCodes} own where own.vendor_id = ${vendorServices.vendorId} and own.zip_code = ${order.zipCode})`,
      ),
    );
  if (candidates.length === 0) return [];
  const offered = await db
    .insert(orderOffers)
    .values(candidates.map(({ vendorId }) => ({ orderId: order.id, vendorId, round })))
    .onConflictDoNothing()
    .returning({ vendorId: orderOffers.vendorId });
  return offered.map((row) => row.vendorId);
}
