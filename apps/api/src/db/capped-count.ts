import { count, sql } from 'drizzle-orm';
import type { SQLWrapper, Subquery } from 'drizzle-orm';
import { COUNT_CAP } from '../lib/pagination';
import type { Executor } from './database';

/** What a capped count selects of each matching row: nothing but that it is there. */
export const matchingRow = { one: sql<number>`1`.as('one') };

/** A select that a capped count can cut (`matching`). */
export interface Limitable {
  limit(limit: number): { as(alias: string): Subquery };
}

/**
 * Counts the rows `matching` selects, up to one more than `cap`: a list's total costs at most
 * that many index entries however many rows match (`listMeta` turns "more" into an estimate).
 * `matching` selects `matchingRow` so that no column is read to be thrown away.
 */
export function cappedCount(db: Executor, matching: Limitable, cap = COUNT_CAP) {
  return db.select({ total: count() }).from(matching.limit(cap + 1).as('capped'));
}

/**
 * A column for a page query: the capped count of `matching`, an uncorrelated subquery that the
 * server runs once for the statement however many rows the page has. The page and its total
 * come back in one round trip (`rowsWithTotal` reads it).
 */
export function cappedTotal(db: Executor, matching: Limitable, cap = COUNT_CAP) {
  return totalColumn(cappedCount(db, matching, cap));
}

/** A page query's `total` column (`rowsWithTotal` reads it) from a statement or expression. */
export const totalColumn = (count: SQLWrapper) =>
  sql<number>`(${count})::int`.mapWith(Number).as('capped_total');
