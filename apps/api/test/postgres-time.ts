import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/** What PostgreSQL answers for `instant + interval '1 <unit>'`, for each instant, in one query. */
export async function postgresAddInterval(db: Database, instants: Date[], unit: 'month' | 'year') {
  const result = (await db.execute(sql`
    select (t::timestamptz + ${`1 ${unit}`}::interval) as "end"
    from unnest(${sql.param(instants.map((instant) => instant.toISOString()))}::text[])
      with ordinality as x(t, n)
    order by n`)) as unknown as { rows: { end: string | Date }[] };
  return result.rows.map((row) => new Date(row.end));
}
