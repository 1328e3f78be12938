import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { CreateRequestInput, RequestsQuery } from '@homekeep/contracts/maintenance-requests';
import type { Executor } from '../../db/database';
import {
  maintenanceRequestPhotos,
  maintenanceRequests,
  orders,
  properties,
  services,
  vendorProfiles,
} from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';

const requestColumns = {
  id: maintenanceRequests.id,
  userId: maintenanceRequests.userId,
  title: maintenanceRequests.title,
  description: maintenanceRequests.description,
  urgency: maintenanceRequests.urgency,
  status: maintenanceRequests.status,
  preferredDate: maintenanceRequests.preferredDate,
  preferredTimeWindow: maintenanceRequests.preferredTimeWindow,
  completedAt: maintenanceRequests.completedAt,
  createdAt: maintenanceRequests.createdAt,
  propertyId: properties.id,
  propertyName: properties.name,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  serviceId: services.id,
  serviceName: services.name,
  orderId: orders.id,
  orderStatus: orders.status,
  orderUpdatedAt: orders.updatedAt,
  vendorCompanyName: vendorProfiles.companyName,
};

export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

function selectRequests(db: Executor) {
  return db
    .select(requestColumns)
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(services, eq(services.id, maintenanceRequests.serviceId))
    .innerJoin(orders, eq(orders.requestId, maintenanceRequests.id))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, orders.vendorId));
}

export function listRequests(db: Executor, userId: string, query: RequestsQuery) {
  const where = and(
    eq(maintenanceRequests.userId, userId),
    query.status ? eq(maintenanceRequests.status, query.status) : undefined,
  );
  return rowsAndTotal(
    selectRequests(db)
      .where(where)
      .orderBy(desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(maintenanceRequests).where(where),
  );
}

export async function findRequest(db: Executor, id: string) {
  const [row] = await selectRequests(db).where(eq(maintenanceRequests.id, id));
  return row;
}

export async function findOwnProperty(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      city: properties.city,
      zipCode: properties.zipCode,
      country: properties.country,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.userId, userId)));
  return row;
}

export async function findService(db: Executor, id: string) {
  const [row] = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.id, id));
  return row;
}

export async function insertRequest(
  db: Executor,
  userId: string,
  values: Omit<CreateRequestInput, 'photoFileIds' | 'title'> & { title: string },
) {
  const [row] = await db
    .insert(maintenanceRequests)
    .values({ ...values, userId })
    .returning({ id: maintenanceRequests.id });
  return row!;
}

export async function insertPhotos(db: Executor, requestId: string, fileIds: string[]) {
  if (fileIds.length === 0) return;
  await db
    .insert(maintenanceRequestPhotos)
    .values(fileIds.map((fileId, position) => ({ requestId, fileId, position })));
}

/** Locks the owner's request row for the rest of the transaction. */
export async function lockOwnRequest(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ id: maintenanceRequests.id, title: maintenanceRequests.title })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.userId, userId)))
    .for('update');
  return row;
}

export async function setRequestStatus(db: Executor, id: string, status: 'completed' | 'canceled') {
  await db
    .update(maintenanceRequests)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'completed' ? { completedAt: sql`now()` } : {}),
    })
    .where(eq(maintenanceRequests.id, id));
}
