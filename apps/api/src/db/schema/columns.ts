import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The product clock's time as the database writes it (`src/db/sql/product-now.sql`). */
export const productNow = sql`product_now()`;

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
/**
 * A key in the order rows are written (`src/db/sql/time-ordered-ids.sql`), for the tables written
 * hundreds of rows at a time.
 */
export const timeOrderedId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`uuid_v7()`);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(productNow);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().default(productNow);

// Indexes read "newest first" are `.desc().nullsFirst()`: drizzle's `.desc()` alone makes
// `DESC NULLS LAST`, which a query's `ORDER BY … DESC` (nulls first) cannot read in order, so the
// planner would read and sort every row of the user instead.
