import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { offsetOf, rowsWithTotal } from '../../lib/pagination';
import type { PageQuery } from '@homekeep/contracts/common';
import type { Executor } from '../../db/database';
import { inlined } from '../../db/statement-literals';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerShape,
  type PageShape,
} from '../../db/prepared-queries';
import {
  orderOffers,
  orders,
  vendorProfiles,
  vendorServices,
  vendorZipCodes,
} from '../../db/schema';
import {
  profileReady,
  vendorReady,
  type ProductTime,
} from '../vendors/vendor-readiness.conditions';
import { selectVendorCards } from './job-views.repository';

/** A vendor's user id: a value, or a prepared query's placeholder. */
type VendorKey = string | SQL;
/** How many rows a part reads: in the statement's text (`inlined`), or a parameter. */
type RowCount = number | SQL;

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
 * How the pending orders in a vendor's (service, zip code) pairs are picked, newest first:
 * `probe` reads `orders_pending_match_idx` pair by pair, each stopped at the page, so its cost
 * follows the pairs; `walk` reads `orders_pending_newest_idx` newest first and keeps the orders
 * in the vendor's pairs, so its cost follows the page over the vendor's share of pending orders,
 * and probes when `WALK_READS_PER_MATCH` reads per order wanted found too few. `auto` walks for
 * vendors covering at least `WIDE_VENDOR_PAIRS` pairs, probes for the rest.
 */
export type PendingStrategy = 'probe' | 'walk' | 'auto';

/**
 * A vendor with this many pairs covers much of the city: a walk finds a page within a few
 * hundred pending orders, where probing its pairs reads an index entry for each of them.
 */
export const WIDE_VENDOR_PAIRS = 500;

/**
 * A walk reads at most this many of the newest pending orders for each one it wants (1,830 for a
 * capped count of 61, 30,000 for page 50). A burst of orders the vendor cannot take (a plan's
 * visits, made together each period, in a service it does not offer) would otherwise be walked
 * whole before its first match: 48,453 entries at 1M orders, where probing its 2,820 pairs costs
 * a few milliseconds. A vendor meeting fewer than one in this many is probed.
 */
export const WALK_READS_PER_MATCH = 30;

/** Pending orders older than a cursor's order (`afterOrder`), or all of them. */
type After = SQL | undefined;

/** The orders (aliased `o`) that come after this order, newest first: a condition on the index's key. */
const olderThan = (orderId: SQL): SQL =>
  sql`(o.created_at, o.id) < ((select created_at from ${orders} where id = ${orderId}), ${orderId})`;

const probePairs = (vendorId: VendorKey, take: RowCount, after?: After) => sql`
  select picked.id, picked.created_at
  from ${vendorServices} vs
  join ${vendorZipCodes} vz on vz.vendor_id = vs.vendor_id
  cross join lateral (
    select o.id, o.created_at from ${orders} o
    where o.service_id = vs.service_id and o.zip_code = vz.zip_code and o.status = 'pending'
      ${after ? sql`and ${after}` : sql``}
    order by o.created_at desc, o.id desc
    limit ${take}
  ) picked
  where vs.vendor_id = ${vendorId}`;

// The vendor's services and zip codes are each read once into a hash table, then each pending
// order the walk meets is looked up in both: no index lookup per order read, and the walk stops
// at the page. `(… in (…)) is true` keeps each test a hashed subplan: a bare `in` becomes a
// semi-join, which the planner runs as an index probe per order or as a hash join that reads the
// whole head and sorts it; an array (`<@`, `= any`) is scanned whole for each order (3 times the
// server's time at 1M rows, docs/BENCHMARKS.md). Neither side holds nulls, so `is true` changes
// no answer.
const walkNewest = (
  vendorId: VendorKey,
  take: RowCount,
  readsPerMatch: number,
  after?: After,
) => sql`
  select head.id, head.created_at from (
    select o.id, o.created_at, o.service_id, o.zip_code from ${orders} o
    where o.status = 'pending' ${after ? sql`and ${after}` : sql``}
    order by o.created_at desc, o.id desc
    limit ${take} * ${inlined(readsPerMatch)}
  ) head
  where (head.service_id in (select service_id from ${vendorServices} where vendor_id = ${vendorId})) is true
    and (head.zip_code in (select zip_code from ${vendorZipCodes} where vendor_id = ${vendorId})) is true
  order by head.created_at desc, head.id desc
  limit ${take}`;

/**
 * The walk's matches when it found `take` of them among the newest pending orders it read (then
 * they are the newest `take` of all), else the probe's: each behind a condition the server checks
 * once, so only one of them is read.
 */
const walkThenProbe = (
  vendorId: VendorKey,
  take: RowCount,
  readsPerMatch: number,
  after?: After,
) => sql`
  select * from (
    with head_matches as materialized (${walkNewest(vendorId, take, readsPerMatch, after)})
    select id, created_at from head_matches where (select count(*) from head_matches) >= ${take}
    union all
    select * from (${probePairs(vendorId, take, after)}) probed
    where (select count(*) from head_matches) < ${take}
  ) walked_or_probed`;

/**
 * The vendor as the page reads it, once: a row (`ready_vendor`) with the number of its (service,
 * zip code) pairs when its profile is ready at `now`, none when it is not. Each part of the pick
 * tests this row, where each read the vendor's profile, services and zip codes again (17 % of the
 * statement's time at 1M rows).
 */
const readyVendor = (vendorId: VendorKey, now: ProductTime) => sql`ready_vendor as materialized (
  select (select count(*) from ${vendorServices} where vendor_id = ${vendorId})
    * (select count(*) from ${vendorZipCodes} where vendor_id = ${vendorId}) as pairs
  from ${vendorProfiles} where ${vendorProfiles.userId} = ${vendorId} and ${profileReady(now)})`;

const pairCount = sql`(select pairs from ready_vendor)`;
const isReady = sql`exists (select 1 from ready_vendor)`;

/** How a vendor's pending orders are picked: the strategy, and how far a walk reads. */
interface PendingPick {
  strategy: PendingStrategy;
  readsPerMatch: number;
}

/**
 * Of the pending orders in the vendor's pairs, the newest `take`. In `auto` both ways are in the
 * statement, each behind a condition on the pair count that the server checks once before
 * running it: only one of them reads orders.
 */
function newestInPairs(
  vendorId: VendorKey,
  take: RowCount,
  { strategy, readsPerMatch }: PendingPick,
  after?: After,
) {
  if (strategy === 'probe') return probePairs(vendorId, take, after);
  if (strategy === 'walk') return walkThenProbe(vendorId, take, readsPerMatch, after);
  return sql`
    select * from (${walkThenProbe(vendorId, take, readsPerMatch, after)}) walked where ${pairCount} >= ${inlined(WIDE_VENDOR_PAIRS)}
    union all
    select * from (${probePairs(vendorId, take, after)}) probed where ${pairCount} < ${inlined(WIDE_VENDOR_PAIRS)}`;
}

/**
 * The newest `take` pending orders in the vendor's pairs, plus the newest `take` that a widened
 * round offered it, if its profile is ready: the cost follows the page, never every pending order
 * that matches.
 */
const newestPending = (
  vendorId: VendorKey,
  now: ProductTime,
  take: RowCount,
  pick: PendingPick,
  after?: After,
) => sql`
  with ${readyVendor(vendorId, now)}
  select paired.id, paired.created_at from (${newestInPairs(vendorId, take, pick, after)}) paired
  where ${isReady}
  union
  (select o.id, o.created_at from ${orderOffers} offered
    join ${orders} o on o.id = offered.order_id and o.status = 'pending'
    where offered.vendor_id = ${vendorId} and ${isReady}
      ${after ? sql`and ${after}` : sql``}
    order by o.created_at desc, o.id desc
    limit ${take})`;

interface OpenJobsShape extends PageShape, PendingPick {
  /** The page after a cursor's order: picked and counted from there on. */
  after: boolean;
}

/**
 * A vendor's open jobs are counted up to 60, three pages of twenty: each is found by a walk of the
 * newest pending orders kept when in the vendor's pairs, and the vendor covering most of the city
 * meets one in four or five of them, so the count, not the page, decides what every look at its
 * offers reads (456 index entries for 101 on the embedded database at a tenth, ~90 for a page;
 * docs/decisions/034-open-jobs-count-three-pages.md). Past 60 the pager says "60+"; a later page
 * counts from its own start and still reaches every job.
 */
export const OPEN_JOBS_COUNT_CAP = 60;

const COUNTED = OPEN_JOBS_COUNT_CAP + 1;

/** The capped count of the pending orders this vendor may take. */
const openJobsCount = (vendorId: VendorKey, now: ProductTime, pick: PendingPick) => {
  const cap = inlined(COUNTED);
  return sql`select count(*)::int as total from (
    select 1 from (${newestPending(vendorId, now, cap, pick)}) every_pair limit ${cap}
  ) capped`;
};

/**
 * A page of the pending orders a vendor may take, newest first, and their capped count, from one
 * pick of the newest open jobs: as many as the count needs (61) or the page reaches, whichever
 * is more. The page is cut from them and the count is theirs (a window over the pick), so the
 * vendor's pairs are walked once, not once for the page and again for the count. A page after a
 * cursor's order picks and counts from that order on, as the first page does from the newest: a
 * deep page costs what the first does. Prepared per shape, with placeholders for the vendor, the
 * product's day, and a later page's offset and reach or the cursor's order.
 */
const openJobsPage = preparedPerShape(
  'open_jobs',
  (shape: OpenJobsShape) =>
    `${shape.after ? 'after_' : ''}${shape.strategy}_${shape.readsPerMatch}_${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const vendorId = sql`${sql.placeholder('vendorId')}::uuid`;
    const today = sql`${sql.placeholder('today')}::date`;
    const after = shape.after ? olderThan(sql`${sql.placeholder('afterOrder')}::uuid`) : undefined;
    // A page after a cursor starts there: no offset, whatever its page number says.
    const start = shape.first || shape.after;
    const rows = pageRows({ ...shape, first: start });
    // The first page is within what the count reads; a later one may reach past it.
    const reach = start
      ? inlined(Math.max(COUNTED, shape.limit))
      : sql`greatest(${sql.placeholder('pageNeeds')}::int, ${inlined(COUNTED)})`;
    const picked = sql`(
      select id, least(count(*) over (), ${inlined(COUNTED)})::int as total
      from (${newestPending(vendorId, today, reach, shape, after)}) open
      order by created_at desc, id desc limit ${rows.limit} offset ${rows.offset}) picked`;
    return selectVendorCards(db, {
      total: sql<number>`picked.total`.as('total'),
      cursorId: sql<string>`${orders.id}`.as('cursor_id'),
    })
      .innerJoin(picked, sql`picked.id = ${orders.id}`)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .prepare(name);
  },
);

/**
 * Pending orders this vendor may take, newest first, their total and the cap it was counted to:
 * the page `query` names, or the page after `afterOrder` (a cursor's), which is then page
 * `query.page` and counts the orders before it as the pages before it showed them.
 */
export async function listOpenJobsFor(
  db: Executor,
  vendorId: string,
  query: PageQuery & { afterOrder?: string | undefined },
  now: Date,
  strategy: PendingStrategy = 'auto',
  readsPerMatch = WALK_READS_PER_MATCH,
) {
  const offset = offsetOf(query);
  const pick = { strategy, readsPerMatch };
  const after = query.afterOrder !== undefined;
  const page = openJobsPage(db, { ...pick, ...pageShape(query), after });
  const { data, total } = await rowsWithTotal(
    page.execute({
      vendorId,
      today: now.toISOString().slice(0, 10),
      offset,
      pageNeeds: offset + query.limit,
      afterOrder: query.afterOrder,
    }),
    // Nothing after the cursor's order: none to count there either.
    async () =>
      after
        ? [{ total: 0 }]
        : db
            .execute(openJobsCount(vendorId, now, pick))
            .then((result) => (result as unknown as { rows: { total: number }[] }).rows),
  );
  const before = after ? offset : 0;
  return { data, total: before + total, cap: before + OPEN_JOBS_COUNT_CAP };
}

/** Whether the order is this vendor's or one it may be offered. */
export async function isJobVisibleTo(db: Executor, orderId: string, vendorId: string, now: Date) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        sql`(${orders.vendorId} = ${vendorId} or ${matchesVendor(vendorId, now)})`,
      ),
    );
  return row !== undefined;
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
