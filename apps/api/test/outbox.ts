import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/** The kinds of the mails the outbox holds for an address, oldest first. */
export async function mailKindsTo(db: Database, email: string) {
  const { rows } = (await db.execute(
    sql`select kind from outbox where lower(to_address) = lower(${email}) order by created_at`,
  )) as unknown as { rows: { kind: string }[] };
  return rows.map((row) => row.kind);
}
