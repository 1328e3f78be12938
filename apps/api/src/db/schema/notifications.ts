import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@homekeep/contracts/notifications';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, timeOrderedId } from './columns';
import { orders } from './jobs';

export const notifications = pgTable(
  'notifications',
  {
    id: timeOrderedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The order's request, written by the database from the order
     * (`db/sql/notification-request.sql`): a page of notifications links each to its request
     * without reading the orders. Removed with the order.
     */
    requestId: uuid('request_id'),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_user_unseen_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.seen} = false`),
    // The offers of a job, withdrawn once it is taken or canceled.
    index('notifications_offer_order_idx')
      .on(t.orderId)
      .where(sql`${t.type} = 'order.new'`),
  ],
);

/**
 * How many notifications each user has, and how many of them are unseen, kept by the database's
 * triggers on `notifications` (`db/sql/notification-counts.sql`, decisions 029 and 046): a user's
 * counts are the sum of their rows. A write adds a row of its changes and never updates one, so
 * concurrent writes to the same users (a dispatch to 500 vendors) do not wait for each other; the
 * queue settles each user's rows into one every minute, so a read sums a few.
 */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    unseen: integer('unseen').notNull().default(0),
    /** The sum of the rows settled before (true), or a change since (false). */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('notification_counts_user_idx').on(t.userId),
    index('notification_counts_unsettled_idx')
      .on(t.userId)
      .where(sql`not ${t.settled}`),
  ],
);
