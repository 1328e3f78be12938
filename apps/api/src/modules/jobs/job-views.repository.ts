import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { OrderStatus, StatusChange } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { totalColumn } from '../../db/capped-count';
import {
  maintenanceRequestPhotos,
  maintenanceRequests,
  orderStatusHistory,
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

const timeline = sql<StatusChange[]>`coalesce((
  select json_agg(json_build_object(
    'status', ${orderStatusHistory.status},
    'note', ${orderStatusHistory.note},
    'at', to_char(${orderStatusHistory.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by ${orderStatusHistory.id})
  from ${orderStatusHistory}
  where ${orderStatusHistory.orderId} = ${orders.id}), '[]'::json)`;

// The product a checkout names to pay the job's bill: its service's.
const billProductId = sql<string | null>`(
  select ${products.id} from ${products} where ${products.serviceId} = ${services.id})`;

/**
 * One job: the request, its order, the property, the service and the vendor who took it, with
 * the request's photos and the order's timeline.
 */
const jobColumns = {
  requestId: maintenanceRequests.id,
  residentId: maintenanceRequests.userId,
  title: maintenanceRequests.title,
  description: maintenanceRequests.description,
  urgency: maintenanceRequests.urgency,
  requestStatus: maintenanceRequests.status,
  preferredDate: maintenanceRequests.preferredDate,
  preferredTimeWindow: maintenanceRequests.preferredTimeWindow,
  completedAt: maintenanceRequests.completedAt,
  listPriceCents: maintenanceRequests.listPriceCents,
  discountPercent: maintenanceRequests.discountPercent,
  priceCents: maintenanceRequests.priceCents,
  currency: maintenanceRequests.currency,
  dueAt: maintenanceRequests.dueAt,
  paidAt: maintenanceRequests.paidAt,
  billProductId: billProductId.as('bill_product_id'),
  requestedAt: maintenanceRequests.createdAt,
  propertyId: properties.id,
  propertyName: properties.name,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  propertyNotes: properties.notes,
  residentFirstName: users.firstName,
  residentPhone: users.phone,
  serviceId: services.id,
  serviceName: services.name,
  orderId: orders.id,
  orderStatus: orders.status,
  offerRound: orders.offerRound,
  source: maintenanceRequests.source,
  vendorId: orders.vendorId,
  vendorCompanyName: vendorProfiles.companyName,
  orderCreatedAt: orders.createdAt,
  orderUpdatedAt: orders.updatedAt,
  photoIds: photoIdsOf('request').as('photo_ids'),
  completionPhotoIds: photoIdsOf('completion').as('completion_photo_ids'),
  timeline: timeline.as('timeline'),
};

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJobByOrder>>>;

function selectJobsWith<Extra extends Record<string, SQL.Aliased>>(db: Executor, extra: Extra) {
  return db
    .select({ ...jobColumns, ...extra })
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(users, eq(users.id, maintenanceRequests.userId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, orders.vendorId));
}

export const selectJobs = (db: Executor) => selectJobsWith(db, {});

/** Jobs, each with `total` (see `rowsWithTotal`). */
export const selectJobsWithTotal = (db: Executor, total: SQL.Aliased<number>) =>
  selectJobsWith(db, { total });

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
      page: selectJobsWithTotal(db, totalColumn(count))
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
  const [row] = await selectJobs(db).where(eq(maintenanceRequests.id, requestId));
  return row;
}

export async function findJobByOrder(db: Executor, orderId: string) {
  const [row] = await selectJobs(db).where(eq(orders.id, orderId));
  return row;
}
