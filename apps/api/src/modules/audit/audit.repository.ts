import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@homekeep/contracts/audit';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow } from '../../db/capped-count';
import { auditLog, users } from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry) {
  await db.insert(auditLog).values(entry);
}

const entryColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: users.email,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  details: auditLog.details,
  address: auditLog.address,
  at: auditLog.at,
};

/** A page of the log, newest first, by actor, action and period. */
export function listAuditEntries(db: Executor, query: AuditLogQuery) {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.at, query.from));
  if (query.to) conditions.push(lt(auditLog.at, query.to));
  const where = and(...conditions);
  return rowsAndTotal(
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(db, db.select(matchingRow).from(auditLog).where(where)),
  );
}
