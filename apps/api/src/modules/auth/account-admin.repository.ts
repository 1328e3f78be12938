import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@homekeep/contracts/admin';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow } from '../../db/capped-count';
import { users } from '../../db/schema';
import { likePattern, offsetOf, rowsAndTotal } from '../../lib/pagination';

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  blockedAt: users.blockedAt,
  createdAt: users.createdAt,
};
export type AccountRow = Awaited<ReturnType<typeof lockAccount>> & object;

export function listAccounts(db: Executor, query: AdminUsersQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.state === 'blocked') conditions.push(isNotNull(users.blockedAt));
  if (query.state === 'active') conditions.push(isNull(users.blockedAt));
  if (query.global) {
    const pattern = likePattern(query.global);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const sorts = { createdAt: users.createdAt, email: users.email, lastName: users.lastName };
  const by = query.order === 'asc' ? asc : desc;
  return rowsAndTotal(
    db
      .select(accountColumns)
      .from(users)
      .where(where)
      .orderBy(by(sorts[query.sort]), by(users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(db, db.select(matchingRow).from(users).where(where)),
  );
}

export async function lockAccount(db: Executor, id: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setBlocked(db: Executor, id: string, blockedAt: Date | null) {
  const [row] = await db
    .update(users)
    .set({ blockedAt, updatedAt: sql`product_now()` })
    .where(eq(users.id, id))
    .returning(accountColumns);
  return row!;
}
