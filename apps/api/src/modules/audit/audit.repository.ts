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

const targetUuid = sql`(case when ${auditLog.targetId} ~* '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$' then ${auditLog.targetId}::uuid end)`;

/** The name people know the target by, read from the target itself; null once it is gone. */
const targetName = sql<string | null>`case ${auditLog.targetType}
  when 'user' then (select t.first_name || ' ' || t.last_name from users t where t.id = ${targetUuid})
  when 'vendor' then (select coalesce(p.company_name, t.first_name || ' ' || t.last_name)
    from users t left join vendor_profiles p on p.user_id = t.id where t.id = ${targetUuid})
  when 'service' then (select t.name from services t where t.id = ${targetUuid})
  when 'maintenance_plan' then (select t.name from maintenance_plans t where t.id = ${targetUuid})
  when 'product' then (select t.name from products t where t.id = ${targetUuid})
  when 'banner' then (select t.title from banners t where t.id = ${targetUuid})
  when 'lead' then coalesce(
    (select t.first_name || ' ' || t.last_name from potential_clients t where t.id = ${targetUuid}),
    (select t.name from demo_requests t where t.id = ${targetUuid}))
  when 'order' then (select s.name from orders t join services s on s.id = t.service_id
    where t.id = ${targetUuid})
end`;

const entryColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: users.email,
  actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetName,
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
