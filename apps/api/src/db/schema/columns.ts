import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The product clock's time as the database writes it (`src/db/sql/product-now.sql`). */
export const productNow = sql`product_now()`;

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(productNow);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().default(productNow);

// Indexes read "newest first" are `.desc().nullsFirst()`: drizzle's `.desc()` alone makes
// `DESC NULLS LAST`, which a query's `ORDER BY … DESC` (nulls first) cannot read in order, so the
// planner would read and sort every row of the user instead.
