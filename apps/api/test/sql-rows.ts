import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/** The rows of a statement written by hand, as both drivers answer them. */
export const rowsOf = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
