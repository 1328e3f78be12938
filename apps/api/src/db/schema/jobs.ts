import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  REQUEST_SOURCES,
  REQUEST_STATUSES,
  TIME_WINDOWS,
  URGENCIES,
} from '@homekeep/contracts/jobs';
import { users } from './auth';
import { services } from './catalog';
import { createdAt, id, productNow, updatedAt } from './columns';
import { files } from './files';
import { properties } from './properties';

/**
 * Jobs: a resident's maintenance request and the vendor order that offers it, one aggregate.
 * The order's status history is the job's timeline.
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull().default('normal'),
    preferredDate: date('preferred_date'),
    preferredTimeWindow: text('preferred_time_window', { enum: TIME_WINDOWS })
      .notNull()
      .default('any'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('open'),
    /** `plan`: a visit of the property's subscription, made by the product, not charged. */
    source: text('source', { enum: REQUEST_SOURCES }).notNull().default('resident'),
    /** The plan visit this request is (`<subscriptionId>:<n>`); unique, so a visit comes once. */
    planVisitKey: text('plan_visit_key'),
    /** The price agreed when the request was sent: the service's, less the plan's discount. */
    listPriceCents: integer('list_price_cents').notNull().default(0),
    discountPercent: doublePrecision('discount_percent').notNull().default(0),
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** When the bill fell due (the job's completion, when it has a price); null: nothing billed. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenance_requests_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('maintenance_requests_user_status_created_idx').on(
      t.userId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('maintenance_requests_property_idx').on(t.propertyId),
    index('maintenance_requests_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('maintenance_requests_plan_visit_key').on(t.planVisitKey),
    // The jobs completed in a window of days (review reminders).
    index('maintenance_requests_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} IS NOT NULL`),
    index('maintenance_requests_user_due_idx')
      .on(t.userId, t.dueAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.dueAt} IS NOT NULL AND ${t.paidAt} IS NULL`),
    check(
      'maintenance_requests_price_check',
      sql`${t.priceCents} BETWEEN 0 AND ${t.listPriceCents}`,
    ),
    check('maintenance_requests_paid_check', sql`${t.paidAt} IS NULL OR ${t.dueAt} IS NOT NULL`),
  ],
);

export const maintenanceRequestPhotos = pgTable(
  'maintenance_request_photos',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** `request`: the resident's, sent with the request; `completion`: the vendor's, of the work done. */
    stage: text('stage', { enum: ['request', 'completion'] })
      .notNull()
      .default('request'),
  },
  (t) => [
    primaryKey({ name: 'maintenance_request_photos_pkey', columns: [t.requestId, t.fileId] }),
    index('maintenance_request_photos_file_idx').on(t.fileId),
    // A job's answer reads its photos in order from this index alone (decision 070).
    index('maintenance_request_photos_answer_idx').on(t.requestId, t.position, t.fileId, t.stage),
  ],
);

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
    /** 1: vendors covering its zip code; 2: also those of its city; 3: also those of its state. */
    offerRound: integer('offer_round').notNull().default(1),
    /** When the current round began, by the product's clock: the next one starts a window later. */
    roundStartedAt: timestamp('round_started_at', { withTimezone: true })
      .notNull()
      .default(productNow),
    /**
     * When operations were told the job needs them: nobody in its state offers the service, or
     * nobody took it by the end of its last round. Stays as the fact it is; while the order is
     * `pending` it needs attention.
     */
    operatorsAlertedAt: timestamp('operators_alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_request_key').on(t.requestId),
    // The last round's orders waiting for an accept, before operations are told.
    index('orders_last_round_idx')
      .on(t.roundStartedAt)
      .where(
        sql`${t.status} = 'pending' and ${t.offerRound} = 3 and ${t.operatorsAlertedAt} is null`,
      ),
    // The operators' list of jobs that need them, newest first.
    index('orders_attention_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'pending' and ${t.operatorsAlertedAt} is not null`),
    index('orders_waiting_round_idx')
      .on(t.roundStartedAt)
      .where(sql`${t.status} = 'pending' and ${t.offerRound} < 3`),
    // The pending orders of a (service, zip code) pair: a vendor's new pairs find theirs here
    // (the open jobs' triggers, `db/sql/open-job-matches.sql`).
    index('orders_pending_match_idx')
      .on(t.serviceId, t.zipCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'pending'`),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The jobs of a service: the operators' list of jobs filtered by service.
    index('orders_service_idx').on(t.serviceId),
    // The vendor's own orders of every status, most recently changed first.
    index('orders_vendor_updated_idx').on(
      t.vendorId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_vendor_status_updated_idx').on(
      t.vendorId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
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

/**
 * The vendors a widened round reached beyond the order's own zip code (rounds 2 and 3). Round 1
 * is not stored: it is the index lookup of the vendors covering the zip code.
 */
export const orderOffers = pgTable(
  'order_offers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'order_offers_pkey', columns: [t.orderId, t.vendorId] }),
    index('order_offers_vendor_idx').on(t.vendorId, t.orderId),
  ],
);

/**
 * The pending orders in each vendor's (service, zip code) pairs and those a widened round offered
 * it, kept by the database's triggers on `orders`, `vendor_services`, `vendor_zip_codes` and
 * `order_offers` (`db/sql/open-job-matches.sql`, decision 035): a vendor's open jobs are one key
 * range read newest first, not a search of every pending order. No foreign keys: the triggers
 * remove a row with its order, its pair or its offer (a truncate of any of them refills the rows
 * from what is left), and a bulk fill checks no key per row. Whether the vendor may take jobs
 * today is read with the page.
 */
export const openJobMatches = pgTable(
  'open_job_matches',
  {
    vendorId: uuid('vendor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').notNull(),
    /** The order's request, read with the pick from the index alone. */
    requestId: uuid('request_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    zipCode: text('zip_code').notNull(),
  },
  (t) => [
    // The request is in the key (an order has one) so that a page reads the rows it picks and
    // their requests from the index alone.
    primaryKey({
      name: 'open_job_matches_pkey',
      columns: [t.vendorId, t.createdAt, t.orderId, t.requestId],
    }),
    index('open_job_matches_order_idx').on(t.orderId),
  ],
);

/**
 * How many requests each resident has of each status, kept by the database's triggers on
 * `maintenance_requests` (`db/sql/job-counts.sql`, decisions 029 and 046): the sum of the
 * resident's rows of that status, written as `notification_counts` are (a change adds a row, the
 * queue settles them), so the requests list's total is a short key range, exact however many
 * there are.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    total: integer('total').notNull().default(0),
    /** The sum of the rows settled before (true), or a change since (false). */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('request_counts_user_status_idx').on(t.userId, t.status),
    index('request_counts_unsettled_idx')
      .on(t.userId, t.status)
      .where(sql`not ${t.settled}`),
  ],
);

/** How many orders each vendor holds of each status, kept by triggers on `orders` (as above). */
export const vendorOrderCounts = pgTable(
  'vendor_order_counts',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    total: integer('total').notNull().default(0),
    /** The sum of the rows settled before (true), or a change since (false). */
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    index('vendor_order_counts_vendor_status_idx').on(t.vendorId, t.status),
    index('vendor_order_counts_unsettled_idx')
      .on(t.vendorId, t.status)
      .where(sql`not ${t.settled}`),
  ],
);
