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

/**
 * New jobs whose offers wait to be written, and those among them whose writing failed (set aside
 * to be tried again): a backlog, empty when the processes keep up.
 */
export async function waitingOfferDeliveries(db: Executor) {
  const result = (await db.execute(
    sql`select count(*)::int as waiting, (count(*) filter (where attempts > 0))::int as failing
      from offer_deliveries`,
  )) as unknown as { rows: { waiting: number; failing: number }[] };
  const [row] = result.rows;
  return { waiting: Number(row?.waiting ?? 0), failing: Number(row?.failing ?? 0) };
}
