import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { listenerName } from '../src/db/listener';

/**
 * The backends of this process's LISTEN connections on a server, to `channel` or to any, once
 * their LISTEN has finished: a backend shows the statement while it runs, before it hears.
 */
export async function listenConnections(db: Database, channel?: string) {
  const result = (await db.execute(sql`
    select pid from pg_stat_activity
    where application_name = ${listenerName()} and state = 'idle'
      and ${channel ? sql`query = ${`LISTEN ${channel}`}` : sql`query like 'LISTEN%'`}`)) as unknown as {
    rows: { pid: number }[];
  };
  return result.rows.map((row) => row.pid);
}
