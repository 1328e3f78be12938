import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The product's clock: how far the test clock has moved it ahead of the real time. One row,
 * shared by every API process on this database; only `PAYMENTS_MODE=test` ever moves it.
 */
export const productClock = pgTable(
  'product_clock',
  {
    id: smallint('id').primaryKey().default(1),
    offsetSeconds: bigint('offset_seconds', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_clock_single_row', sql`${t.id} = 1`),
    check('product_clock_forward_only', sql`${t.offsetSeconds} >= 0`),
  ],
);
