import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { OrderStatus } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { totalColumn } from '../../db/capped-count';
import { jobCards, maintenanceRequests, orders, vendorOrderCounts } from '../../db/schema';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerDatabase,
  preparedPerShape,
  runPage,
  type PageShape,
} from '../../db/prepared-queries';

/**
 * A job's answer as the database keeps it (`job_cards`, decision 033): JSON text, read as text so
 * that the driver hands it over without parsing it, and put into the answer as it is.
 */
export const residentCard = sql<string>`${jobCards.residentCard}::text`;
export const vendorCard = sql<string>`${jobCards.vendorCard}::text`;

/** The resident's card of each request the query reads. */
export const selectResidentCards = <Extra extends Record<string, SQL.Aliased>>(
  db: Executor,
  extra: Extra,
) =>
  db
    .select({ card: residentCard, ...extra })
    .from(maintenanceRequests)
    .innerJoin(jobCards, eq(jobCards.requestId, maintenanceRequests.id));

/** The vendor's card of each order the query reads. */
export const selectVendorCards = <Extra extends Record<string, SQL.Aliased>>(
  db: Executor,
  extra: Extra,
) =>
  db
    .select({ card: vendorCard, ...extra })
    .from(orders)
    .innerJoin(jobCards, eq(jobCards.requestId, orders.requestId));

interface VendorJobsShape extends PageShape {
  /** The statuses asked for, or all of them. */
  statuses: OrderStatus[] | undefined;
}

/**
 * A page of the vendor's own orders, most recently changed first, with their exact total
 * (`vendor_order_counts`). The page's ids are picked first, from an
 * index, and passed to the join as one array: every vendor's page then costs the server the same
 * to plan, so it keeps one plan for the statement, where for the vendor with the most orders the
 * joins looked cheap enough to be planned again on every run (2 ms of its 3).
 */
const vendorJobsPage = preparedPerShape(
  'vendor_jobs',
  (shape: VendorJobsShape) => `${shape.statuses?.join('_') ?? 'all'}_${pageShapeKey(shape)}`,
  (db, shape, name) => {
    const where = and(
      eq(orders.vendorId, sql.placeholder('vendorId')),
      shape.statuses ? inArray(orders.status, shape.statuses) : undefined,
    );
    const order = [desc(orders.updatedAt), desc(orders.id)];
    const rows = pageRows(shape);
    const pageIds = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(rows.limit)
      .offset(rows.offset);
    const count = keptCount(db, shape.statuses);
    return {
      page: selectVendorCards(db, { total: totalColumn(count) })
        .where(sql`${orders.id} = any(array(${pageIds}))`)
        .orderBy(...order)
        .prepare(name),
      count: count.prepare(`${name}_count`),
    };
  },
);

/** The vendor's orders (of the statuses asked for) as `vendor_order_counts` keeps them: exact. */
const keptCount = (db: Executor, statuses: OrderStatus[] | undefined) =>
  db
    .select({ total: sql<number>`coalesce(sum(${vendorOrderCounts.total}), 0)`.mapWith(Number) })
    .from(vendorOrderCounts)
    .where(
      and(
        eq(vendorOrderCounts.vendorId, sql.placeholder('vendorId')),
        statuses ? inArray(vendorOrderCounts.status, statuses) : undefined,
      ),
    );

/** The vendor's own orders, of the given statuses or all, most recently changed first. */
export function listVendorJobs(
  db: Executor,
  vendorId: string,
  statuses: OrderStatus[] | undefined,
  query: PageQuery,
) {
  return runPage(vendorJobsPage(db, { statuses, ...pageShape(query) }), query, { vendorId });
}

const residentCardById = preparedPerDatabase((db) =>
  selectResidentCards(db, {})
    .where(
      and(
        eq(maintenanceRequests.id, sql.placeholder('requestId')),
        eq(maintenanceRequests.userId, sql.placeholder('residentId')),
      ),
    )
    .prepare('resident_card_by_id'),
);

const vendorCardById = preparedPerDatabase((db) =>
  selectVendorCards(db, {})
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.vendorId, sql.placeholder('vendorId')),
      ),
    )
    .prepare('vendor_card_by_id'),
);

/** The card of the resident's request; undefined for another resident's or none. */
export async function findResidentCard(db: Executor, residentId: string, requestId: string) {
  const [row] = await residentCardById(db).execute({ residentId, requestId });
  return row?.card;
}

/** The card of the vendor's own order; undefined when another vendor holds it, or none does. */
export async function findVendorCard(db: Executor, vendorId: string, orderId: string) {
  const [row] = await vendorCardById(db).execute({ vendorId, orderId });
  return row?.card;
}
