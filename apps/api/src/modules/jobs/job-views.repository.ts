import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { OrderStatus, RequestsQuery } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import {
  maintenanceRequestPhotos,
  maintenanceRequests,
  orders,
  properties,
  services,
  users,
  vendorProfiles,
} from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';

/** One job: the request, its order, the property, the service and the vendor who took it. */
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
  vendorId: orders.vendorId,
  vendorCompanyName: vendorProfiles.companyName,
  orderCreatedAt: orders.createdAt,
  orderUpdatedAt: orders.updatedAt,
};

export type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

export function selectJobs(db: Executor) {
  return db
    .select(jobColumns)
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(users, eq(users.id, maintenanceRequests.userId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, orders.vendorId));
}

/** A page of jobs matching `where` in the given order, with the total. */
export function pageOfJobs(db: Executor, where: SQL | undefined, order: SQL[], query: PageQuery) {
  return rowsAndTotal(
    selectJobs(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
      .where(where),
  );
}

/** The resident's requests, newest first. */
export function listResidentJobs(db: Executor, residentId: string, query: RequestsQuery) {
  const where = and(
    eq(maintenanceRequests.userId, residentId),
    query.status ? eq(maintenanceRequests.status, query.status) : undefined,
  );
  return pageOfJobs(
    db,
    where,
    [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)],
    query,
  );
}

/** The vendor's own orders, of the given statuses or all, most recently changed first. */
export function listVendorJobs(
  db: Executor,
  vendorId: string,
  statuses: OrderStatus[] | undefined,
  query: PageQuery,
) {
  const where = and(
    eq(orders.vendorId, vendorId),
    statuses ? inArray(orders.status, statuses) : undefined,
  );
  return pageOfJobs(db, where, [desc(orders.updatedAt), desc(orders.id)], query);
}

export async function findJobByRequest(db: Executor, requestId: string) {
  const [row] = await selectJobs(db).where(eq(maintenanceRequests.id, requestId));
  return row;
}

export async function findJobByOrder(db: Executor, orderId: string) {
  const [row] = await selectJobs(db).where(eq(orders.id, orderId));
  return row;
}

/** The photos of each request, in the order the resident gave them. */
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
