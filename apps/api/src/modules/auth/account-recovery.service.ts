import { createHash, randomBytes } from 'node:crypto';
import type { PasswordResetConfirmBody } from '@homekeep/contracts/mail';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { enqueueUserMail } from '../mail/mail.service';
import { ACCOUNT_LINK_SECONDS } from '../mail/mail-rules';
import {
  findAccountByEmail,
  findAccountById,
  insertAccountToken,
  markEmailVerified,
  retireAccountTokens,
  setPasswordHash,
  useAccountToken,
  type AccountTokenPurpose,
} from './account-tokens.repository';
import type { AuthDeps, Caller } from './auth-deps';
import { assertStrongPassword, hashPassword } from './passwords';
import { endAllSessions } from './sessions.service';
import { signInFailureKey } from './sign-in-rules';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh single-use link token of `purpose` for a user, replacing the user's older ones of that
 * purpose; only its hash is stored.
 */
export async function issueAccountToken(
  tx: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  at: Date,
  lifetimeSeconds = ACCOUNT_LINK_SECONDS,
) {
  await retireAccountTokens(tx, userId, purpose, at);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + lifetimeSeconds * 1000);
  await insertAccountToken(tx, { userId, purpose, tokenHash: hashOf(token), expiresAt });
  return { token, expiresAt };
}

/** Mails a verification link to a user, inside the caller's transaction (sign-up, resend). */
export async function sendVerificationMail(tx: Executor, userId: string, at: Date) {
  const { token } = await issueAccountToken(tx, userId, 'verify_email', at);
  await enqueueUserMail(tx, userId, { kind: 'verify_email', data: { token } }, at);
}

const resetKey = (email: string) => `password-reset:${email.toLowerCase()}`;

/**
 * Mails a reset link when the email belongs to an account that may sign in; answers the same
 * whether or not it does, and sends an account at most a few links an hour.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, caller: Caller) {
  const account = await findAccountByEmail(deps.db, email);
  if (!account || account.blockedAt) return;
  const { hits } = await deps.counters.hit(resetKey(email), 3600_000);
  if (hits > deps.config.limits.accountMailsPerEmailPerHour) return;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { token } = await issueAccountToken(tx, account.id, 'password_reset', at);
    await enqueueUserMail(tx, account.id, { kind: 'password_reset', data: { token } }, at);
    await recordAudit(tx, {
      action: 'auth.password_reset_requested',
      at,
      actorId: account.id,
      targetType: 'user',
      targetId: account.id,
      address: caller.address,
    });
  });
}

const linkInvalid = () =>
  badRequest(
    'token_invalid',
    'This link is not valid any more: it was used already, has expired, or is incomplete. Ask for a new one.',
  );

/** Tells the account's owner that its password changed, in the transaction that changes it. */
export const mailPasswordChanged = (
  tx: Executor,
  userId: string,
  how: 'changed' | 'reset',
  at: Date,
) =>
  enqueueUserMail(
    tx,
    userId,
    { kind: 'password_changed', data: { how, at: at.toISOString() } },
    at,
  );

/** Sets a new password from a reset link and ends every session of the account. */
export async function confirmPasswordReset(
  deps: AuthDeps,
  body: PasswordResetConfirmBody,
  caller: Caller,
) {
  const passwordHash = await hashPassword(body.password);
  const at = deps.clock.now();
  const email = await deps.db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, 'password_reset', hashOf(body.token), at);
    if (!userId) throw linkInvalid();
    const account = await findAccountById(tx, userId);
    assertStrongPassword('password', body.password, deps.config.appName, account);
    await setPasswordHash(tx, userId, passwordHash);
    // Whoever opened the mailed link reads this mailbox.
    await markEmailVerified(tx, userId, at);
    await endAllSessions(deps, tx, userId, at);
    await mailPasswordChanged(tx, userId, 'reset', at);
    await recordAudit(tx, {
      action: 'auth.password_reset',
      at,
      actorId: userId,
      targetType: 'user',
      targetId: userId,
      address: caller.address,
    });
    return account?.email;
  });
  // The owner proved the mailbox: failed guesses against the account no longer hold it.
  if (email) await deps.counters.clear(signInFailureKey(email));
}

/** Marks the address of the link's account as verified. */
export async function verifyEmail(deps: AuthDeps, token: string) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, 'verify_email', hashOf(token), at);
    if (!userId) throw linkInvalid();
    await markEmailVerified(tx, userId, at);
  });
}

/** Mails a new verification link to a signed-in user whose address is not verified yet. */
export async function resendVerification(deps: AuthDeps, userId: string) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const account = await findAccountById(tx, userId);
    if (!account || account.emailVerifiedAt) return;
    await sendVerificationMail(tx, userId, at);
  });
}
