import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import { offsetOf } from '../lib/pagination';

// Only modules/jobs still imports these, until its rewrite drops them: every other list writes
// its limit and offset as parameters and keeps one plan by `plan_cache_mode` (decision 042).

/**
 * A row count written into a statement's text (`limit 20`), not sent as a parameter (`limit $3`).
 * PostgreSQL plans a LIMIT or OFFSET it cannot see for a tenth of the rows, so the one plan it
 * could keep for a prepared statement looks costlier than planning every run, and it plans every
 * run: for a vendor's orders that planning took 2.3 ms of the 3.2 the statement cost. With the
 * number in the text the kept plan is the one for that many rows. Typed as a number so that
 * drizzle's `.limit()` and `.offset()` take it; it is SQL, for those and for `sql` templates only.
 */
export function inlined(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`a row count must be a whole number of 0 or more, not ${count}`);
  }
  return sql.raw(String(count)) as unknown as number;
}

/** A page's LIMIT: one statement text per page size, which a client keeps to one or two. */
export const pageLimit = (query: Pick<PageQuery, 'limit'>) => inlined(query.limit);

/**
 * A page's OFFSET: written into the text for the first page, which most requests ask for, and a
 * parameter past it, so that paging deep does not give the server a statement text per page.
 */
export function pageOffset(query: PageQuery) {
  const offset = offsetOf(query);
  return offset === 0 ? inlined(0) : offset;
}

/**
 * A value the planner reads as unknown on every run, as it is in the plan a prepared statement
 * keeps (`(select $1)`, found once per run). Sent as a plain parameter, each run's own plan is
 * made for its value (a kind's share of the rows, an offset past the rows expected of an average
 * owner, which prices an empty page) and can look cheaper than the kept one, so none is kept.
 */
export const unknownToPlanner = (value: SQL | Placeholder) => sql`(select ${value})`;
