import type { AdminUser, AdminUsersQuery } from '@homekeep/contracts/admin';
import type { Database, Executor } from '../../db/database';
import { listOf } from '../../lib/pagination';
import * as repository from './account-admin.repository';
import { accountErrors } from './auth.errors';
import { endAllSessions, type SessionsDeps } from './sessions.service';

export const toAdminUser = ({ emailVerifiedAt, ...row }: repository.AccountRow): AdminUser => ({
  ...row,
  emailVerified: emailVerifiedAt !== null,
  blockedAt: row.blockedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listAccountsForOperators(db: Database, query: AdminUsersQuery) {
  const { data, total } = await repository.listAccounts(db, query);
  return listOf(data.map(toAdminUser), query, total);
}

export async function lockedAccount(tx: Executor, id: string) {
  const row = await repository.lockAccount(tx, id);
  if (!row) throw accountErrors.userNotFound();
  return row;
}

/** Blocks an account: it cannot sign in, and every session it has ends at once. */
export async function blockAccount(
  deps: SessionsDeps,
  tx: Executor,
  id: string,
  by: string,
  now: Date,
) {
  if (id === by) throw accountErrors.blockSelf();
  const before = await lockedAccount(tx, id);
  if (before.blockedAt) throw accountErrors.alreadyBlocked();
  const after = await repository.setBlocked(tx, id, now);
  const revokedSessions = await endAllSessions(deps, tx, id, now);
  return { before: toAdminUser(before), after: toAdminUser(after), revokedSessions };
}

export async function unblockAccount(tx: Executor, id: string) {
  const before = await lockedAccount(tx, id);
  if (!before.blockedAt) throw accountErrors.notBlocked();
  const after = await repository.setBlocked(tx, id, null);
  return { before: toAdminUser(before), after: toAdminUser(after) };
}
