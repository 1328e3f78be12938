import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';
import { transactions } from './payments';

/** Money given back to the resident by an operator, at the processor; part or all of a payment. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The processor's refund (`re_…`), or the test refund's reference. */
    processorRefundId: text('processor_refund_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_transaction_idx').on(t.transactionId),
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A card holder's dispute of a payment, as the processor's webhook reports it. */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    processorDisputeId: text('processor_dispute_id').notNull(),
    status: text('status').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_disputes_open_idx')
      .on(t.openedAt)
      .where(sql`${t.closedAt} IS NULL`),
  ],
);
