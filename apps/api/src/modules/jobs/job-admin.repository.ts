import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminOrdersQuery } from '@homekeep/contracts/admin';
import type { OrderStatus } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow } from '../../db/capped-count';
import {
  maintenanceRequests,
  orders,
  properties,
  services,
  users,
  vendorProfiles,
} from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';

const operatorColumns = {
  id: orders.id,
  requestId: orders.requestId,
  status: orders.status,
  title: maintenanceRequests.title,
  description: maintenanceRequests.description,
  serviceId: services.id,
  serviceName: services.name,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  residentId: users.id,
  residentName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  residentEmail: users.email,
  vendorId: orders.vendorId,
  vendorCompanyName: vendorProfiles.companyName,
  urgency: maintenanceRequests.urgency,
  source: maintenanceRequests.source,
  operatorsAlertedAt: orders.operatorsAlertedAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};
export type OperatorOrderRow = Awaited<ReturnType<typeof findOrderForOperators>> & object;

const fromOrders = (db: Executor) =>
  db
    .select(operatorColumns)
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(users, eq(users.id, maintenanceRequests.userId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, orders.vendorId));

export function listOrdersForOperators(db: Executor, query: AdminOrdersQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.attention !== undefined) {
    conditions.push(
      query.attention
        ? sql`(${orders.status} = 'pending' and ${orders.operatorsAlertedAt} is not null)`
        : sql`not (${orders.status} = 'pending' and ${orders.operatorsAlertedAt} is not null)`,
    );
  }
  if (query.serviceId) conditions.push(eq(orders.serviceId, query.serviceId));
  if (query.city) conditions.push(sql`lower(${properties.city}) = lower(${query.city})`);
  if (query.from) conditions.push(gte(orders.createdAt, query.from));
  if (query.to) conditions.push(lt(orders.createdAt, query.to));
  const where = and(...conditions);
  const sorts = { createdAt: orders.createdAt, updatedAt: orders.updatedAt, status: orders.status };
  const by = query.order === 'asc' ? asc : desc;
  return rowsAndTotal(
    fromOrders(db)
      .where(where)
      .orderBy(by(sorts[query.sort]), by(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(
      db,
      db
        .select(matchingRow)
        .from(orders)
        .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
        .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
        .where(where),
    ),
  );
}

export async function findOrderForOperators(db: Executor, orderId: string) {
  const [row] = await fromOrders(db).where(eq(orders.id, orderId));
  return row;
}

export async function lockOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, vendorId: orders.vendorId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** Moves the order from one of `from` to `to` with this vendor; false when it was not in `from`. */
export async function setOrderState(
  db: Executor,
  orderId: string,
  from: readonly OrderStatus[],
  to: { status: OrderStatus; vendorId: string | null },
) {
  const rows = await db
    .update(orders)
    .set({ ...to, updatedAt: sql`product_now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning({ requestId: orders.requestId });
  return rows[0];
}
