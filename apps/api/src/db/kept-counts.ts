import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * Sums the rows of each kept count written since the last run into one (`notification_counts`,
 * `request_counts`, `vendor_order_counts`, `vendor_rating_counts`; decisions 046 and 069):
 * writes add rows and never wait for each other, and this keeps a read's sum to a few rows.
 * Answers how many counts it settled.
 */
export async function settleKeptCounts(db: Executor) {
  const result = (await db.execute(
    sql`select notification_counts_settle() + job_counts_settle() + vendor_rating_counts_settle()
      as settled`,
  )) as unknown as { rows: { settled: number }[] };
  return Number(result.rows[0]?.settled ?? 0);
}
