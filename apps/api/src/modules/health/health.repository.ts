import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

type JobCount = { name: string; state: string; count: number | string };

/** The job queue's jobs by queue and state (pg-boss keeps them in its own schema). */
export async function jobCounts(db: Executor): Promise<JobCount[]> {
  const result = (await db.execute(
    sql`select name, state::text as state, count(*) as count from pgboss.job group by name, state`,
  )) as unknown as { rows: JobCount[] };
  return result.rows;
}

/** New jobs whose offers wait to be written: a backlog, empty when the processes keep up. */
export async function waitingOfferDeliveries(db: Executor) {
  const result = (await db.execute(
    sql`select count(*)::int as count from offer_deliveries`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}
