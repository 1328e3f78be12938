import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productNow } from './columns';
import { orders } from './jobs';

/** What each vendor a new job reaches is told of it, in its notification and its mail. */
export interface NewJobOffer {
  serviceName: string;
  title: string;
  city: string;
  zipCode: string;
  emergency: boolean;
}

/**
 * A new job's offers not yet delivered: the vendors its dispatch reached and what they are told.
 * Written in the dispatch's transaction and turned into their notifications and mails once it
 * has committed (decision 074), so that a resident's request does not wait on hundreds of
 * vendors' notices. A row is taken by one deliverer (`for update skip locked`) and removed as its
 * offers are written; a row left by a stopped process is delivered by the next scheduled run.
 * One whose offers could not be written is set aside until `notBefore`, so the rest go on.
 */
export const offerDeliveries = pgTable(
  'offer_deliveries',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorIds: uuid('vendor_ids').array().notNull(),
    offer: jsonb('offer').$type<NewJobOffer>().notNull(),
    /** The dispatch's time by the product's clock, as its job's: the offers are dated by it. */
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().default(productNow),
    /** How many times writing its offers failed. */
    attempts: integer('attempts').notNull().default(0),
    /** Not taken before this time by the product's clock: later after each failure. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().default(productNow),
  },
  (t) => [index('offer_deliveries_offered_idx').on(t.offeredAt)],
);
