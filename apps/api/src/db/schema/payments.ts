import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { subscriptions } from './subscriptions';

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'paid', 'expired', 'failed'] })
      .notNull()
      .default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** The processor's checkout session; set once the session exists. */
    providerSessionId: text('provider_session_id'),
    /** What the payment is for; the maintenance-requests area links it later. */
    maintenanceRequestId: uuid('maintenance_request_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The card that paid, for receipts: its network and last four digits, never the number. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transactions_provider_session_key').on(t.providerSessionId),
    index('transactions_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_maintenance_request_idx').on(t.maintenanceRequestId),
    index('transactions_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check('transactions_amount_check', sql`${t.amountCents} >= 0`),
    check('transactions_paid_at_check', sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL)`),
  ],
);

export const transactionItems = pgTable(
  'transaction_items',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Name and price as they were when the person checked out. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    index('transaction_items_product_idx').on(t.productId),
    uniqueIndex('transaction_items_product_key').on(t.transactionId, t.productId),
    check('transaction_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 20`),
    check('transaction_items_price_check', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** Subscriptions a transaction pays for. */
export const transactionSubscriptions = pgTable(
  'transaction_subscriptions',
  {
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.subscriptionId] }),
    index('transaction_subscriptions_subscription_idx').on(t.subscriptionId),
  ],
);

/** Processor events already handled, so that a repeated delivery changes nothing. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
