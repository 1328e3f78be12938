import type { Executor } from '../../db/database';
import { lockedAccount, toAdminUser } from './account-blocks.service';
import { lockAccount } from './account-admin.repository';
import { issueAccountToken } from './account-recovery.service';
import { markEmailVerified } from './account-tokens.repository';
import { accountErrors } from './auth.errors';

/** How long an operator's one-time link stays usable: enough to read it out on the phone. */
export const ACCESS_LINK_SECONDS = 30 * 60;

/**
 * A one-time link to choose a new password, for an operator to hand over when mail cannot reach
 * the person. It is a password-reset token: opening it proves nothing about the mailbox, but
 * choosing the password through it confirms the address as a mailed one does. It replaces any
 * earlier reset link of the account, and is kept only as its hash.
 */
export async function createAccessToken(tx: Executor, id: string, by: string, now: Date) {
  if (id === by) throw accountErrors.linkSelf();
  const account = await lockedAccount(tx, id);
  if (account.role === 'admin') throw accountErrors.linkOperator();
  if (account.blockedAt) throw accountErrors.linkBlocked();
  const link = await issueAccountToken(tx, id, 'password_reset', now, ACCESS_LINK_SECONDS);
  return { account: toAdminUser(account), ...link };
}

/** An operator confirms an address by other means (a call, an identity document). */
export async function confirmEmailAddress(tx: Executor, id: string, now: Date) {
  const before = await lockedAccount(tx, id);
  if (before.emailVerifiedAt) throw accountErrors.alreadyVerified();
  await markEmailVerified(tx, id, now);
  const after = await lockAccount(tx, id);
  return { before: toAdminUser(before), after: toAdminUser(after!) };
}
