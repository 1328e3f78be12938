import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { OrderStatus } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { totalColumn } from '../../db/capped-count';
import {
  maintenanceRequestPhotos,
  maintenanceRequests,
  messages,
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
  preparedPerDatabase,
  preparedPerShape,
  runPage,
  type PageShape,
} from '../../db/prepared-queries';
import { preparedRows } from '../../db/positional-rows';
import {
  appointmentOfOrder,
  availabilityOfRequest,
} from '../appointments/job-appointment.conditions';
import { reviewsOfOrder, vendorRatingOf, type RatingRow } from '../reviews/job-reviews.conditions';
import type { PhotoRow, StepRow } from './job-rows.repository';

// A job's photos (both stages) and its order's steps come with its row, read by the request's
// and the order's keys: one statement for a page, whatever it shows.
const photos = sql<PhotoRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${maintenanceRequestPhotos.fileId}, 'stage', ${maintenanceRequestPhotos.stage}
  ) order by ${maintenanceRequestPhotos.position})
  from ${maintenanceRequestPhotos}
  where ${maintenanceRequestPhotos.requestId} = ${maintenanceRequests.id}), '[]'::json)`;

const history = sql<StepRow[]>`coalesce((
  select json_agg(json_build_object(
    'status', ${orderStatusHistory.status}, 'note', ${orderStatusHistory.note},
    'at', ${orderStatusHistory.createdAt}
  ) order by ${orderStatusHistory.id})
  from ${orderStatusHistory}
  where ${orderStatusHistory.orderId} = ${orders.id}), '[]'::json)`;

// The messages of the job's conversation its reader (the resident, or the vendor holding the
// order) has not read: an index range of the reader's unread ones.
const unreadMessagesOf = (reader: SQL | typeof orders.vendorId) => sql<number>`(
  select count(*)::int from ${messages}
  where ${messages.recipientId} = ${reader} and ${messages.orderId} = ${orders.id}
    and ${messages.readAt} is null)`;

// What is shown only beside the vendor holding the job (`holds` and the vendor rating in
// job-answers.ts) is read only for a job some vendor holds: a pending job's row (most of a
// resident's first page, every row of a vendor's open jobs) runs none of those subqueries.
const whenHeld = <T>(value: SQL<T>, otherwise: SQL) =>
  sql<T>`case when ${orders.vendorId} is not null then ${value} else ${otherwise} end`;

// The product a checkout names to pay the job's bill: its service's.
const billProductId = sql<string | null>`(
  select ${products.id} from ${products} where ${products.serviceId} = ${services.id})`;

/** What both answers of a job show (`JobRow`). */
const jobColumns = {
  requestId: maintenanceRequests.id,
  title: maintenanceRequests.title,
  description: maintenanceRequests.description,
  urgency: maintenanceRequests.urgency,
  preferredDate: maintenanceRequests.preferredDate,
  preferredTimeWindow: maintenanceRequests.preferredTimeWindow,
  serviceId: services.id,
  serviceName: services.name,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  orderId: orders.id,
  orderStatus: orders.status,
  offerRound: orders.offerRound,
  orderUpdatedAt: orders.updatedAt,
  photos: photos.as('photos'),
  history: history.as('history'),
  timezone: properties.timezone,
  availability: availabilityOfRequest.as('availability'),
  appointment: appointmentOfOrder.as('appointment'),
  reviews: reviewsOfOrder(orders.id).as('reviews'),
};

/** The resident's answer's columns besides (`ResidentJobRow`). */
const residentJobColumns = {
  ...jobColumns,
  requestStatus: maintenanceRequests.status,
  source: maintenanceRequests.source,
  operatorsAlertedAt: orders.operatorsAlertedAt,
  propertyId: properties.id,
  propertyName: properties.name,
  vendorCompanyName: vendorProfiles.companyName,
  listPriceCents: maintenanceRequests.listPriceCents,
  discountPercent: maintenanceRequests.discountPercent,
  priceCents: maintenanceRequests.priceCents,
  currency: maintenanceRequests.currency,
  billProductId: billProductId.as('bill_product_id'),
  dueAt: maintenanceRequests.dueAt,
  paidAt: maintenanceRequests.paidAt,
  completedAt: maintenanceRequests.completedAt,
  requestedAt: maintenanceRequests.createdAt,
  ratedVendorId: orders.vendorId,
  vendorRating: whenHeld<RatingRow | null>(vendorRatingOf(orders.vendorId), sql`null`).as(
    'vendor_rating',
  ),
  unreadMessages: unreadMessagesOf(sql`${maintenanceRequests.userId}`).as('unread_messages'),
};

/** The vendor's answer's columns besides (`VendorJobRow`). */
const vendorJobColumns = {
  ...jobColumns,
  vendorId: orders.vendorId,
  propertyNotes: properties.notes,
  residentFirstName: users.firstName,
  residentPhone: users.phone,
  orderCreatedAt: orders.createdAt,
  jobCompletedAt: maintenanceRequests.completedAt,
  appointment: whenHeld(appointmentOfOrder, sql`null`).as('appointment'),
  reviews: whenHeld(reviewsOfOrder(orders.id), sql`'[]'::json`).as('reviews'),
  unreadMessages: whenHeld(unreadMessagesOf(orders.vendorId), sql`0`).as('unread_messages'),
  source: maintenanceRequests.source,
  listPriceCents: maintenanceRequests.listPriceCents,
  priceCents: maintenanceRequests.priceCents,
  currency: maintenanceRequests.currency,
};

function residentJobsWith<Extra extends Record<string, SQL.Aliased>>(db: Executor, extra: Extra) {
  return db
    .select({ ...residentJobColumns, ...extra })
    .from(maintenanceRequests)
    .innerJoin(orders, eq(orders.requestId, maintenanceRequests.id))
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

/** Each job a page reads, as its resident's answer is built from it, with the page's `total`. */
export const selectResidentJobsWithTotal = (db: Executor, total: SQL.Aliased<number>) =>
  residentJobsWith(db, { total });

/** Each order a page of open jobs reads, as a vendor's answer is built from it. */
export const selectOpenJobs = (
  db: Executor,
  page: { total: SQL.Aliased<number>; cursorId: SQL.Aliased<string> },
) => vendorJobsWith(db, page);

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
      page: preparedRows(
        db,
        name,
        vendorJobsWith(db, { total: totalColumn(count) })
          .where(sql`${orders.id} = any(array(${pageIds}))`)
          .orderBy(...order),
      ),
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

const residentJobById = preparedPerDatabase((db) =>
  preparedRows(
    db,
    'resident_job_by_id',
    residentJobsWith(db, {}).where(
      and(
        eq(maintenanceRequests.id, sql.placeholder('requestId')),
        eq(maintenanceRequests.userId, sql.placeholder('residentId')),
      ),
    ),
  ),
);

const vendorJobById = preparedPerDatabase((db) =>
  preparedRows(
    db,
    'vendor_job_by_id',
    vendorJobsWith(db, {}).where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.vendorId, sql.placeholder('vendorId')),
      ),
    ),
  ),
);

/** The resident's request; undefined for another resident's or none. */
export async function findResidentJob(db: Executor, residentId: string, requestId: string) {
  const [row] = await residentJobById(db).execute({ residentId, requestId });
  return row;
}

/** The vendor's own order; undefined when another vendor holds it, or none does. */
export async function findVendorJob(db: Executor, vendorId: string, orderId: string) {
  const [row] = await vendorJobById(db).execute({ vendorId, orderId });
  return row;
}
