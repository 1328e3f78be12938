import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss on the embedded database: it sends several statements at once without parameters
 * (PGlite's `query` refuses those as a prepared statement, so they go to `exec`), and single
 * statements with parameters (which `query` binds).
 */
export function pgliteBossAdapter(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await pglite.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await pglite.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
  };
}
