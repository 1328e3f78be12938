import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, offsetOf, rowsAndTotal } from '../../lib/pagination';
import type { PageQuery } from '@homekeep/contracts/common';
import type { Executor } from '../../db/database';
import {
  orderOffers,
  orders,
  vendorProfiles,
  vendorServices,
  vendorZipCodes,
} from '../../db/schema';
import { profileReady, vendorReady } from '../vendors/vendor-readiness.conditions';
import { selectJobs } from './job-views.repository';

/**
 * The order is one this vendor may be offered: a service it offers, in a zip code of its area or
 * reached by a widened round (its city, its state), and its profile is ready for jobs at `now`.
 */
const matchesVendor = (vendorId: string, now: Date): SQL =>
  and(
    sql`exists (select 1 from ${vendorServices} where ${vendorServices.vendorId} = ${vendorId} and ${vendorServices.serviceId} = ${orders.serviceId})`,
    sql`(exists (select 1 from ${vendorZipCodes} where ${vendorZipCodes.vendorId} = ${vendorId} and ${vendorZipCodes.zipCode} = ${orders.zipCode})
      or exists (select 1 from ${orderOffers} where ${orderOffers.vendorId} = ${vendorId} and ${orderOffers.orderId} = ${orders.id}))`,
    vendorReady(vendorId, now),
  )!;

/** Vendors whose ready profile offers `serviceId` in `zipCode`: the ones to tell of a job. */
export async function matchingVendorIds(
  db: Executor,
  serviceId: string,
  zipCode: string,
  now: Date,
) {
  const rows = await db
    .select({ vendorId: vendorServices.vendorId })
    .from(vendorServices)
    .innerJoin(
      vendorZipCodes,
      and(
        eq(vendorZipCodes.vendorId, vendorServices.vendorId),
        eq(vendorZipCodes.zipCode, zipCode),
      ),
    )
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, vendorServices.vendorId))
    .where(and(eq(vendorServices.serviceId, serviceId), profileReady(now)));
  return rows.map((row) => row.vendorId);
}

/**
 * The newest `take` pending orders of each (service, zip code) pair the vendor covers, each pair
 * read from `orders_pending_match_idx` in order and stopped at `take`, plus the newest `take`
 * that a widened round offered it: the cost follows the pairs and the page, never every pending
 * order that matches.
 */
const newestPendingPerPair = (vendorId: string, now: Date, take: number) => sql`
  select picked.id, picked.created_at
  from ${vendorServices} vs
  join ${vendorZipCodes} vz on vz.vendor_id = vs.vendor_id
  cross join lateral (
    select o.id, o.created_at from ${orders} o
    where o.service_id = vs.service_id and o.zip_code = vz.zip_code and o.status = 'pending'
    order by o.created_at desc, o.id desc
    limit ${take}
  ) picked
  where vs.vendor_id = ${vendorId} and ${vendorReady(vendorId, now)}
  union
  (select o.id, o.created_at from ${orderOffers} offered
    join ${orders} o on o.id = offered.order_id and o.status = 'pending'
    where offered.vendor_id = ${vendorId} and ${vendorReady(vendorId, now)}
    order by o.created_at desc, o.id desc
    limit ${take})`;

/** Pending orders this vendor may take, newest first: the page's ids picked from the index first. */
export function listOpenJobsFor(db: Executor, vendorId: string, query: PageQuery, now: Date) {
  const offset = offsetOf(query);
  const pageIds = sql`select id from (${newestPendingPerPair(vendorId, now, offset + query.limit)}) page
    order by created_at desc, id desc limit ${query.limit} offset ${offset}`;
  const capped = sql`select count(*)::int as total from (
    select 1 from (${newestPendingPerPair(vendorId, now, COUNT_CAP + 1)}) every_pair limit ${COUNT_CAP + 1}
  ) capped`;
  return rowsAndTotal(
    selectJobs(db)
      .where(sql`${orders.id} in (${pageIds})`)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db.execute(capped).then((result) => (result as unknown as { rows: { total: number }[] }).rows),
  );
}

/** The job, if its order is this vendor's or one it may be offered; undefined otherwise. */
export async function findJobVisibleTo(db: Executor, orderId: string, vendorId: string, now: Date) {
  const [row] = await selectJobs(db).where(
    and(
      eq(orders.id, orderId),
      sql`(${orders.vendorId} = ${vendorId} or ${matchesVendor(vendorId, now)})`,
    ),
  );
  return row;
}

/**
 * The race is settled here: only the row still `pending` is updated, so of many concurrent
 * accepters exactly one gets a row back.
 */
export async function claimPendingOrder(
  db: Executor,
  orderId: string,
  vendorId: string,
  now: Date,
) {
  const [row] = await db
    .update(orders)
    .set({ vendorId, status: 'accepted', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), matchesVendor(vendorId, now)))
    .returning({ id: orders.id });
  return row !== undefined;
}
