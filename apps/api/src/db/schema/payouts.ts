import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYOUT_REQUIREMENTS } from '@homekeep/contracts/payouts';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './jobs';
import { transactions } from './payments';

/**
 * Where a vendor is paid: a connected account at the processor (Stripe Connect Express), or the
 * built-in test onboarding's. Its status follows the processor's word (`account.updated`).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    vendorId: uuid('vendor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    processorAccountId: text('processor_account_id').notNull(),
    status: text('status', { enum: ['pending', 'enabled', 'restricted'] })
      .notNull()
      .default('pending'),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    bankLast4: text('bank_last4'),
    missing: text('missing', { enum: PAYOUT_REQUIREMENTS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The processor's time of the last word applied: an older event changes nothing. */
    processorUpdatedAt: timestamp('processor_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payout_accounts_processor_account_key').on(t.processorAccountId)],
);

/**
 * What one job pays its vendor, from the resident's payment (or the plan visit's completion):
 * pending until `available_at`, then paid by a transfer (or held while the account cannot be
 * paid or the payment is disputed); refunds take back `reversed_cents` of the payout.
 */
export const earnings = pgTable(
  'earnings',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The resident's payment; null for a plan visit. */
    transactionId: uuid('transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    payoutCents: integer('payout_cents').notNull(),
    reversedCents: integer('reversed_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /** `available` is not kept: a pending earning is available once `available_at` has passed. */
    status: text('status', { enum: ['pending', 'held', 'paid', 'reversed'] })
      .notNull()
      .default('pending'),
    disputed: boolean('disputed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The processor's transfer (`tr_…`), or the test payout's reference. */
    transferId: text('transfer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('earnings_order_key').on(t.orderId),
    index('earnings_transaction_idx').on(t.transactionId),
    index('earnings_vendor_completed_idx').on(
      t.vendorId,
      t.completedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('earnings_vendor_status_idx').on(t.vendorId, t.status),
    index('earnings_due_idx')
      .on(t.availableAt)
      .where(sql`${t.status} IN ('pending', 'held')`),
    check(
      'earnings_money_check',
      sql`${t.feeCents} >= 0 AND ${t.payoutCents} >= 0 AND ${t.feeCents} + ${t.payoutCents} = ${t.priceCents} AND ${t.reversedCents} BETWEEN 0 AND ${t.payoutCents}`,
    ),
    check('earnings_paid_check', sql`(${t.paidAt} IS NULL) = (${t.transferId} IS NULL)`),
  ],
);
