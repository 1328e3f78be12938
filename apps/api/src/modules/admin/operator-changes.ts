import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit.service';

/** What every operator action needs: the database and the product's clock. */
export interface AdminDeps {
  db: Database;
  clock: Clock;
}

/** Who acts, and from where, as the audit log records it. */
export interface Operator {
  id: string;
  address: string;
}

/** An operator's change: what the record was and what it is now. */
export interface Change<T> {
  before: T | null;
  after: T;
}

/**
 * Makes a change and writes its audit entry in one transaction: the entry exists exactly when
 * the change does. Answers the record as it is after the change.
 */
export async function audited<T>(
  { db, clock }: AdminDeps,
  operator: Operator,
  entry: { action: `${string}.${string}`; targetType: string; targetId?: string },
  change: (tx: Executor, now: Date) => Promise<Change<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const { before, after } = await change(tx, now);
    const targetId = entry.targetId ?? (after as { id?: string }).id ?? '';
    await recordAudit(tx, {
      actorId: operator.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId,
      before,
      after,
      address: operator.address,
      at: now,
    });
    return after;
  });
}
