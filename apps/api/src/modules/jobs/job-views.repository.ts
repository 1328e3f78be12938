import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { OrderStatus } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { totalColumn } from '../../db/capped-count';
import { isoTimestamp, isoTimestampOrNull } from '../../db/iso-timestamps';
import {
  maintenanceRequestPhotos,
  maintenanceRequests,
  orders,
  products,
  properties,
  services,
  users,
  vendorOrderCounts,
  vendorProfiles,
} from '../../db/schema';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerShape,
  runPage,
  type PageShape,
} from '../../db/prepared-queries';

// A page's photos and timelines come in the page query itself: one round trip, not three.
const photoIdsOf = (stage: 'request' | 'completion') => sql<string[]>`coalesce((
  select json_agg(${maintenanceRequestPhotos.fileId} order by ${maintenanceRequestPhotos.position})
  from ${maintenanceRequestPhotos}
  where ${maintenanceRequestPhotos.requestId} = ${maintenanceRequests.id}
    and ${maintenanceRequestPhotos.stage} = ${stage}), '[]'::json)`;

// The product a checkout names to pay the job's bill: its service's.
const billProductId = sql<string | null>`(
  select ${products.id} from ${products} where ${products.serviceId} = ${services.id})`;

/**
 * What both views of a job show: the request, its order, the service and where it is, with the
 * request's photos and the order's timeline (kept in its row). Each view reads only its own columns besides: a page
 * of twenty jobs costs the server and the API by the column.
 */
const jobColumns = {
  requestId: maintenanceRequests.id,
  title: maintenanceRequests.title,
  description: maintenanceRequests.description,
  urgency: maintenanceRequests.urgency,
  preferredDate: maintenanceRequests.preferredDate,
  preferredTimeWindow: maintenanceRequests.preferredTimeWindow,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  serviceId: services.id,
  serviceName: services.name,
  orderId: orders.id,
  orderStatus: orders.status,
  offerRound: orders.offerRound,
  orderUpdatedAt: isoTimestamp(orders.updatedAt),
  photoIds: photoIdsOf('request').as('photo_ids'),
  completionPhotoIds: photoIdsOf('completion').as('completion_photo_ids'),
  timeline: orders.timeline,
};

/** The job as its resident sees it: their property, the vendor who took it, and its bill. */
const residentJobColumns = {
  ...jobColumns,
  residentId: maintenanceRequests.userId,
  requestStatus: maintenanceRequests.status,
  source: maintenanceRequests.source,
  propertyId: properties.id,
  propertyName: properties.name,
  vendorCompanyName: vendorProfiles.companyName,
  listPriceCents: maintenanceRequests.listPriceCents,
  discountPercent: maintenanceRequests.discountPercent,
  priceCents: maintenanceRequests.priceCents,
  currency: maintenanceRequests.currency,
  billProductId: billProductId.as('bill_product_id'),
  dueAt: isoTimestampOrNull(maintenanceRequests.dueAt),
  paidAt: isoTimestampOrNull(maintenanceRequests.paidAt),
  completedAt: isoTimestampOrNull(maintenanceRequests.completedAt),
  requestedAt: isoTimestamp(maintenanceRequests.createdAt),
};

/** The job as a vendor sees it: whose order it is, the property's notes and the resident. */
const vendorJobColumns = {
  ...jobColumns,
  vendorId: orders.vendorId,
  propertyNotes: properties.notes,
  residentFirstName: users.firstName,
  residentPhone: users.phone,
  orderCreatedAt: isoTimestamp(orders.createdAt),
};

export type ResidentJobRow = NonNullable<Awaited<ReturnType<typeof findJobByRequest>>>;
export type VendorJobRow = NonNullable<Awaited<ReturnType<typeof findJobByOrder>>>;

function residentJobsWith<Extra extends Record<string, SQL.Aliased>>(db: Executor, extra: Extra) {
  return db
    .select({ ...residentJobColumns, ...extra })
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, orders.vendorId));
}

function vendorJobsWith<Extra extends Record<string, SQL.Aliased>>(db: Executor, extra: Extra) {
  return db
    .select({ ...vendorJobColumns, ...extra })
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(users, eq(users.id, maintenanceRequests.userId));
}

export const selectResidentJobs = (db: Executor) => residentJobsWith(db, {});
export const selectVendorJobs = (db: Executor) => vendorJobsWith(db, {});

/** Jobs, each with `total` (see `rowsWithTotal`). */
export const selectResidentJobsWithTotal = (db: Executor, total: SQL.Aliased<number>) =>
  residentJobsWith(db, { total });
export const selectVendorJobsWithTotal = (db: Executor, total: SQL.Aliased<number>) =>
  vendorJobsWith(db, { total });

interface VendorJobsShape extends PageShape {
  /** The statuses asked for, or all of them. */
  statuses: OrderStatus[] | undefined;
}

/**
 * A page of the vendor's own orders, most recently changed first, with their exact total
 * (`vendor_order_counts`). The page's ids are picked first, from an
 * index, and passed to the joins as one array: every vendor's page then costs the server the same
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
      page: selectVendorJobsWithTotal(db, totalColumn(count))
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

export async function findJobByRequest(db: Executor, requestId: string) {
  const [row] = await selectResidentJobs(db).where(eq(maintenanceRequests.id, requestId));
  return row;
}

export async function findJobByOrder(db: Executor, orderId: string) {
  const [row] = await selectVendorJobs(db).where(eq(orders.id, orderId));
  return row;
}
