import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { OrderStatus } from '@homekeep/contracts/orders';
import type { Executor } from '../../db/database';
import {
  maintenanceRequestPhotos,
  maintenanceRequests,
  orders,
  orderStatusHistory,
  properties,
  services,
  vendorProfiles,
  vendorServices,
  vendorZipCodes,
} from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';

const orderColumns = {
  id: orders.id,
  status: orders.status,
  vendorId: orders.vendorId,
  requestId: orders.requestId,
  title: maintenanceRequests.title,
  description: maintenanceRequests.description,
  urgency: maintenanceRequests.urgency,
  preferredDate: maintenanceRequests.preferredDate,
  preferredTimeWindow: maintenanceRequests.preferredTimeWindow,
  serviceId: services.id,
  serviceName: services.name,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function selectOrders(db: Executor) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId));
}

/** The order offers a service this vendor offers, in a zip code of its area. */
const matchesVendor = (vendorId: string): SQL =>
  and(
    sql`exists (select 1 from ${vendorServices} where ${vendorServices.vendorId} = ${vendorId} and ${vendorServices.serviceId} = ${orders.serviceId})`,
    sql`exists (select 1 from ${vendorZipCodes} where ${vendorZipCodes.vendorId} = ${vendorId} and ${vendorZipCodes.zipCode} = ${orders.zipCode})`,
  )!;

/** Vendors whose complete profile offers `serviceId` in `zipCode`: the ones to tell of a job. */
export async function matchingVendorIds(db: Executor, serviceId: string, zipCode: string) {
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
    .where(and(eq(vendorServices.serviceId, serviceId), profileComplete()));
  return rows.map((row) => row.vendorId);
}

function profileComplete(): SQL {
  return sql`coalesce(${vendorProfiles.companyName}, '') <> ''
    and ${vendorProfiles.vendorTypeId} is not null
    and ${vendorProfiles.companyTypeId} is not null
    and ${vendorProfiles.licenseTypeId} is not null
    and coalesce(${vendorProfiles.licenseNumber}, '') <> ''`;
}

export async function companyNameOf(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ companyName: vendorProfiles.companyName })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, vendorId));
  return row?.companyName ?? null;
}

export async function insertOrder(
  db: Executor,
  values: { requestId: string; serviceId: string; zipCode: string },
) {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!;
}

export async function insertHistory(
  db: Executor,
  orderId: string,
  status: OrderStatus,
  note: string | null = null,
) {
  await db.insert(orderStatusHistory).values({ orderId, status, note });
}

/** Pending orders matching the vendor, newest first. */
export function listMatchingPending(db: Executor, vendorId: string, query: PageQuery) {
  const where = and(eq(orders.status, 'pending'), matchesVendor(vendorId));
  return rowsAndTotal(
    selectOrders(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  );
}

/** The vendor's own orders, of the given statuses or all, most recently changed first. */
export function listOwnOrders(
  db: Executor,
  vendorId: string,
  statuses: OrderStatus[] | undefined,
  query: PageQuery,
) {
  const where = and(
    eq(orders.vendorId, vendorId),
    statuses ? inArray(orders.status, statuses) : undefined,
  );
  return rowsAndTotal(
    selectOrders(db)
      .where(where)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  );
}

export async function findOrder(db: Executor, id: string) {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row;
}

/** The order, if it is this vendor's or matches it; undefined otherwise. */
export async function findVisibleOrder(db: Executor, id: string, vendorId: string) {
  const [row] = await selectOrders(db).where(
    and(eq(orders.id, id), sql`(${orders.vendorId} = ${vendorId} or ${matchesVendor(vendorId)})`),
  );
  return row;
}

export async function isProfileComplete(db: Executor, vendorId: string) {
  const [row] = await db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(
      and(
        eq(vendorProfiles.userId, vendorId),
        profileComplete(),
        sql`exists (select 1 from ${vendorServices} where ${vendorServices.vendorId} = ${vendorId})`,
        sql`exists (select 1 from ${vendorZipCodes} where ${vendorZipCodes.vendorId} = ${vendorId})`,
      ),
    );
  return row !== undefined;
}

/**
 * The race is settled here: only the row still `pending` is updated, so of many concurrent
 * accepters exactly one gets a row back.
 */
export async function claimPendingOrder(db: Executor, id: string, vendorId: string) {
  const [row] = await db
    .update(orders)
    .set({ vendorId, status: 'accepted', updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), matchesVendor(vendorId)))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** Moves the vendor's order from `from` to `to`; false when it was not in `from`. */
export async function moveOwnOrder(
  db: Executor,
  id: string,
  vendorId: string,
  from: OrderStatus,
  to: OrderStatus,
) {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId), eq(orders.status, from)))
    .returning({ requestId: orders.requestId });
  return row;
}

/** Cancels the request's order unless work has started; answers who had accepted it. */
export async function cancelOrderOfRequest(db: Executor, requestId: string) {
  const [row] = await db
    .update(orders)
    .set({ status: 'canceled', updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.requestId, requestId),
        inArray(orders.status, ['pending', 'accepted', 'en_route']),
      ),
    )
    .returning({ id: orders.id, vendorId: orders.vendorId });
  return row;
}

export async function historyOf(db: Executor, orderIds: string[]) {
  const byOrder = new Map<string, { status: OrderStatus; note: string | null; at: string }[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ status: row.status, note: row.note, at: row.createdAt.toISOString() });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function photosOfRequests(db: Executor, requestIds: string[]) {
  const byRequest = new Map<string, string[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      requestId: maintenanceRequestPhotos.requestId,
      fileId: maintenanceRequestPhotos.fileId,
    })
    .from(maintenanceRequestPhotos)
    .where(inArray(maintenanceRequestPhotos.requestId, requestIds))
    .orderBy(asc(maintenanceRequestPhotos.requestId), asc(maintenanceRequestPhotos.position));
  for (const row of rows) {
    byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row.fileId]);
  }
  return byRequest;
}
