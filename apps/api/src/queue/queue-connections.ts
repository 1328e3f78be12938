import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import pg from 'pg';

/**
 * pg-boss's connection to the database, which the queue closes itself. A job that outlives the
 * queue's stop (it waits a second, then stops) still ends in pg-boss, which then writes its
 * completion without waiting for it: once closed, such a write is dropped (an unawaited failure
 * would end the process), and the job's lease expires so that another worker runs it.
 */
export interface QueueDb extends PgBoss.Db {
  close(): Promise<void>;
}

// What pg-boss reads as "no job changed" from a completion or a failure (`rows` absent: it counts
// none); only those come after the stop, since its workers have stopped fetching.
const nothing = { rows: undefined as unknown as [], rowCount: 0 };

/** A connection that drops the writes that come once it is closed. */
function closable(executeSql: PgBoss.Db['executeSql'], end: () => Promise<void>): QueueDb {
  let closed = false;
  return {
    executeSql: async (text, values) => (closed ? nothing : executeSql(text, values)),
    async close() {
      closed = true;
      await end();
    },
  };
}

/**
 * On the embedded database: pg-boss sends several statements at once without parameters
 * (PGlite's `query` refuses those as a prepared statement, so they go to `exec`), and single
 * statements with parameters (which `query` binds).
 */
export function pgliteBossAdapter(pglite: PGlite): QueueDb {
  return closable(
    async (text, values) => {
      if (values && values.length > 0) {
        const result = await pglite.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await pglite.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
    async () => undefined,
  );
}

/** On a server: a small pool of the queue's own. */
export function serverBossAdapter(connectionString: string): QueueDb {
  const pool = new pg.Pool({ connectionString, max: 3 });
  // A connection the server ends while idle is dropped and replaced; unheard, it ends the process.
  pool.on('error', () => undefined);
  return closable(
    async (text, values) => {
      // Several statements at once (pg-boss creating its tables) answer one result each.
      const answered: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      const result = Array.isArray(answered) ? answered.at(-1) : answered;
      return { rows: result?.rows ?? [], rowCount: result?.rowCount ?? result?.rows.length ?? 0 };
    },
    () => pool.end(),
  );
}
