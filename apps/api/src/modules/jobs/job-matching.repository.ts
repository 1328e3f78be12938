import { and, eq, sql, type SQL } from 'drizzle-orm';
import { offsetOf, rowsWithTotal } from '../../lib/pagination';
import type { PageQuery } from '@homekeep/contracts/common';
import type { Executor } from '../../db/database';
import {
  pageShape,
  pageShapeKey,
  preparedPerShape,
  type PageShape,
} from '../../db/prepared-queries';
import {
  openJobMatches,
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
import { preparedRows } from '../../db/positional-rows';
import { selectOpenJobs } from './job-views.repository';

/** A vendor's user id: a value, or a prepared query's placeholder. */
type VendorKey = string | SQL;
/** How many rows a part reads: a value, or a prepared query's placeholder. */
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

/** Rows after this order, newest first, by their key columns: a condition on the index's key. */
const olderThan = (createdAt: SQL, id: SQL, orderId: SQL): SQL =>
  sql`(${createdAt}, ${id}) < ((select created_at from ${orders} where id = ${orderId}), ${orderId})`;

/**
 * The newest `take` pending orders the vendor may take, from its rows of `open_job_matches` (the
 * orders in its pairs and those a widened round offered it, one key range of the vendor's): the
 * cost follows the page, never every pending order that matches. Whether the vendor is ready is
 * the reader's to test, once, outside.
 */
const newestPending = (vendorId: VendorKey, take: RowCount, afterOrder?: SQL) => sql`
  select matched.order_id as id, matched.created_at, matched.request_id from ${openJobMatches} matched
    where matched.vendor_id = ${vendorId}
      ${afterOrder ? sql`and ${olderThan(sql`matched.created_at`, sql`matched.order_id`, afterOrder)}` : sql``}
    order by matched.created_at desc, matched.order_id desc
    limit ${take}`;

interface OpenJobsShape extends PageShape {
  /** The page after a cursor's order: picked and counted from there on. */
  after: boolean;
  /** A later page within what the count reads (pages 2 and 3 of twenty): its reach is the count's. */
  withinCount: boolean;
  /** A page starting past the count's cap (page 4 of twenty on): any row it has fills the count. */
  pastCount: boolean;
}

/**
 * A vendor's open jobs are counted up to 60, three pages of twenty
 * (docs/decisions/034-open-jobs-count-three-pages.md). Past 60 the pager says "60+"; a later page
 * counts from its own start and still reaches every job.
 */
export const OPEN_JOBS_COUNT_CAP = 60;

const COUNTED = OPEN_JOBS_COUNT_CAP + 1;

/** The capped count of the pending orders this vendor may take. */
const openJobsCount = (vendorId: VendorKey, now: ProductTime) => {
  return sql`select count(*)::int as total from (
    select 1 from (${newestPending(vendorId, COUNTED)}) every_pair limit ${COUNTED}
  ) capped where ${vendorReady(vendorId, now)}`;
};

/**
 * A page of the pending orders a vendor may take, newest first, and their capped count, from one
 * pick of the newest open jobs: as many as the count needs (61) or the page reaches, whichever
 * is more. The page is cut from them and the count is theirs (a window over the pick), so the
 * vendor's matches are read once, not once for the page and again for the count. A page after a
 * cursor's order picks and counts from that order on, as the first page does from the newest: a
 * deep page costs what the first does. Prepared per shape, with placeholders for the vendor, the
 * product's day, and a later page's offset and reach or the cursor's order.
 */
const openJobsPage = preparedPerShape(
  'open_jobs',
  (shape: OpenJobsShape) =>
    `${shape.after ? 'after_' : ''}${shape.withinCount ? 'counted_' : ''}${
      shape.pastCount ? 'past_' : ''
    }${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const vendorId = sql`${sql.placeholder('vendorId')}::uuid`;
    const today = sql`${sql.placeholder('today')}::date`;
    const after = shape.after ? sql`${sql.placeholder('afterOrder')}::uuid` : undefined;
    // A page after a cursor starts there: no offset, whatever its page number says.
    const start = shape.first || shape.after;
    const limit = sql`${sql.placeholder('limit')}::int`;
    // Far pages reach past an int: (page - 1) × limit as a bigint, as LIMIT and OFFSET take it.
    const offset = start ? 0 : sql`${sql.placeholder('offset')}::bigint`;
    // The first page is within what the count reads; a later one may reach past it.
    const reach =
      start || shape.withinCount
        ? Math.max(COUNTED, shape.limit)
        : sql`greatest(${sql.placeholder('pageNeeds')}::bigint, ${COUNTED})`;
    // A page that starts past the count's cap and has rows has more jobs before it than the
    // count reads: its total is the cap, written once on the page's rows rather than carried on
    // every row the pick skips. Any other page's total is a window over the pick.
    const total = shape.pastCount ? sql<number>`${COUNTED}::int` : sql<number>`picked.total`;
    const counted = shape.pastCount
      ? sql``
      : sql`, least(count(*) over (), ${COUNTED}::int)::int as total`;
    const picked = sql`(
      select id, created_at, request_id${counted}
      from (${newestPending(vendorId, reach, after)}) open
      order by created_at desc, id desc limit ${limit} offset ${offset}) picked`;
    // Whether the vendor is ready is tested once for the whole statement: a vendor that is not
    // reads no pick at all. Only the picked orders are joined to what their answers show.
    return preparedRows(
      db,
      name,
      selectOpenJobs(db, {
        total: total.as('total'),
        cursorId: sql<string>`picked.id`.as('cursor_id'),
      })
        .innerJoin(picked, sql`picked.id = ${orders.id}`)
        .where(vendorReady(vendorId, today))
        .orderBy(sql`picked.created_at desc, picked.id desc`),
    );
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
) {
  const offset = offsetOf(query);
  const after = query.afterOrder !== undefined;
  const withinCount = !after && offset + query.limit <= COUNTED;
  const pastCount = !after && offset >= OPEN_JOBS_COUNT_CAP;
  const page = openJobsPage(db, { ...pageShape(query), after, withinCount, pastCount });
  const { data, total } = await rowsWithTotal(
    page.execute({
      vendorId,
      today: now.toISOString().slice(0, 10),
      limit: query.limit,
      offset,
      pageNeeds: offset + query.limit,
      afterOrder: query.afterOrder,
    }),
    // Nothing after the cursor's order: none to count there either.
    async () =>
      after
        ? [{ total: 0 }]
        : db
            .execute(openJobsCount(vendorId, now))
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
    .set({ vendorId, status: 'accepted', updatedAt: sql`product_now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), matchesVendor(vendorId, now)))
    .returning({ id: orders.id });
  return row !== undefined;
}
