import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { services } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { maintenanceRequests } from './maintenance-requests';

const ORDER_STATUSES = [
  'pending',
  'accepted',
  'en_route',
  'in_progress',
  'completed',
  'canceled',
] as const;

/**
 * The job a maintenance request offers to vendors. `serviceId` and `zipCode` copy the request's
 * so that "pending orders matching this vendor" is one index lookup.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => users.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    zipCode: text('zip_code').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_request_key').on(t.requestId),
    index('orders_pending_match_idx')
      .on(t.serviceId, t.zipCode, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'pending'`),
    index('orders_vendor_status_updated_idx').on(
      t.vendorId,
      t.status,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);
