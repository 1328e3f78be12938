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

/**
 * A card kept to charge renewals: what a person needs to recognise it (brand, last four digits,
 * expiry) and the processor's token for it. Never the card number.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_cards_user_idx').on(t.userId),
    uniqueIndex('payment_cards_token_key').on(t.token),
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

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
    /** The kept card this was charged to (renewals, and test checkouts that keep the card). */
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id, {
      onDelete: 'set null',
    }),
    /** `renewal`: charged by the product at a period's end, without the person at the checkout. */
    purpose: text('purpose', { enum: ['checkout', 'renewal'] })
      .notNull()
      .default('checkout'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The card that paid, for receipts: its network and last four digits, never the number. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A paid one's receipt: its year and its number in that year (`receipt_counters`). */
    receiptYear: integer('receipt_year'),
    receiptSequence: integer('receipt_sequence'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transactions_provider_session_key').on(t.providerSessionId),
    uniqueIndex('transactions_receipt_key').on(t.receiptYear, t.receiptSequence),
    index('transactions_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_maintenance_request_idx').on(t.maintenanceRequestId),
    index('transactions_payment_card_idx').on(t.paymentCardId),
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

/** Each year's last receipt number: a payment takes the next as it becomes paid. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

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
