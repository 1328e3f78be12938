import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/**
 * Runs statements in one transaction with every trigger off (`session_replication_role =
 * replica`), as a bulk load or a restore with `--disable-triggers` writes: no trigger sees them,
 * foreign keys included.
 */
export function withTriggersOff(db: Database, ...statements: SQL[]) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of statements) await tx.execute(statement);
  });
}
