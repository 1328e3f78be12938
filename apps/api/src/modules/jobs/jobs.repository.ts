import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CreateRequestInput, OrderStatus, RequestStatus } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import {
  maintenanceRequestPhotos,
  maintenanceRequests,
  orders,
  properties,
  services,
  vendorProfiles,
} from '../../db/schema';
import { CANCELLABLE_STATUSES } from './job-rules';

export async function findOwnProperty(db: Executor, id: string, residentId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      city: properties.city,
      zipCode: properties.zipCode,
      country: properties.country,
      timezone: properties.timezone,
    })
    .from(properties)
    .where(
      and(eq(properties.id, id), eq(properties.userId, residentId), isNull(properties.archivedAt)),
    );
  return row;
}

export async function findService(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: services.id,
      name: services.name,
      priceCents: services.priceCents,
      currency: services.currency,
    })
    .from(services)
    .where(and(eq(services.id, id), eq(services.active, true)));
  return row;
}

export async function insertRequest(
  db: Executor,
  residentId: string,
  values: Omit<CreateRequestInput, 'photoFileIds' | 'title'> & {
    title: string;
    listPriceCents: number;
    discountPercent: number;
    priceCents: number;
    currency: string;
  },
) {
  const [row] = await db
    .insert(maintenanceRequests)
    .values({ ...values, userId: residentId })
    .returning({ id: maintenanceRequests.id });
  return row!;
}

export async function insertPhotos(
  db: Executor,
  requestId: string,
  fileIds: string[],
  stage: 'request' | 'completion' = 'request',
) {
  if (fileIds.length === 0) return;
  await db
    .insert(maintenanceRequestPhotos)
    .values(fileIds.map((fileId, position) => ({ requestId, fileId, position, stage })));
}

export async function insertOrder(
  db: Executor,
  values: {
    requestId: string;
    serviceId: string;
    zipCode: string;
    roundStartedAt: Date;
    offerRound: number;
  },
) {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!;
}

/** The resident's own request, or nothing for an unknown id or someone else's. */
/** Locks the resident's request row for the rest of the transaction. */
export async function lockOwnRequest(db: Executor, id: string, residentId: string) {
  const [row] = await db
    .select({ id: maintenanceRequests.id, title: maintenanceRequests.title })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.userId, residentId)))
    .for('update');
  return row;
}

export async function setRequestStatus(
  db: Executor,
  id: string,
  status: Exclude<RequestStatus, 'open'>,
  at: Date,
) {
  await db
    .update(maintenanceRequests)
    .set({
      status,
      updatedAt: sql`product_now()`,
      // A completed job with a price is billed to its resident then.
      ...(status === 'completed'
        ? {
            completedAt: at,
            dueAt: sql`CASE WHEN ${maintenanceRequests.priceCents} > 0 THEN ${at.toISOString()}::timestamptz END`,
          }
        : {}),
    })
    .where(eq(maintenanceRequests.id, id));
}

/** The order's status and who holds it, or undefined. */
export async function findOrderState(db: Executor, id: string) {
  const [row] = await db
    .select({ status: orders.status, vendorId: orders.vendorId })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}

/** Moves the vendor's order from `from` to `to`; undefined when it was not in `from`. */
export async function moveOwnOrder(
  db: Executor,
  id: string,
  vendorId: string,
  step: { from: OrderStatus; to: OrderStatus },
) {
  const [row] = await db
    .update(orders)
    .set({ status: step.to, updatedAt: sql`product_now()` })
    .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId), eq(orders.status, step.from)))
    .returning({ requestId: orders.requestId });
  return row;
}

/** Cancels the request's order unless work has started; answers who had accepted it. */
export async function cancelOrderOfRequest(db: Executor, requestId: string) {
  const [row] = await db
    .update(orders)
    .set({ status: 'canceled', updatedAt: sql`product_now()` })
    .where(and(eq(orders.requestId, requestId), inArray(orders.status, [...CANCELLABLE_STATUSES])))
    .returning({ id: orders.id, vendorId: orders.vendorId });
  return row;
}

/**
 * Who a step of the order is told to, in the app and by mail: the request's resident, the
 * request, its title, the vendor's company.
 */
export async function findNoticeFacts(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      residentId: maintenanceRequests.userId,
      requestId: maintenanceRequests.id,
      title: maintenanceRequests.title,
      companyName: vendorProfiles.companyName,
      priceCents: maintenanceRequests.priceCents,
      currency: maintenanceRequests.currency,
      dueAt: maintenanceRequests.dueAt,
    })
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, orders.vendorId))
    .where(eq(orders.id, orderId));
  return row;
}
