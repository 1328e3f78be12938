import { unreadMessageCount } from '../messages/messages.service';
import {
  type PasswordSignInBody,
  type SignUpBody,
  type UpdateProfileBody,
  type User,
} from '@homekeep/contracts/auth';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../lib/database-errors';
import { assertOwnFiles } from '../files/files.service';
import { recordAudit, type AuditAction, type AuditEntry } from '../audit/audit.service';
import { mailPasswordChanged, sendVerificationMail } from './account-recovery.service';
import type { AuthDeps, Caller } from './auth-deps';
import { authErrors } from './auth.errors';
import {
  findCredentialsByEmail,
  findPasswordHash,
  findUserById,
  insertSession,
  insertUser,
  insertVendorProfile,
  planExists,
  updateUser,
  type NewUser,
  type UserChanges,
  type UserRow,
} from './auth.repository';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { SIGN_IN_FAILURE_WINDOW_MS, signInDelayMs, signInFailureKey } from './sign-in-rules';
import { endOtherSessions, endSession } from './sessions.service';
import { issueToken } from './tokens';

export const toUser = ({ emailVerifiedAt, ...row }: UserRow): User => ({
  ...row,
  emailVerified: emailVerifiedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const audit = (deps: Pick<AuthDeps, 'db' | 'clock'>, entry: Omit<AuditEntry, 'at'>) =>
  recordAudit(deps.db, { ...entry, at: deps.clock.now() });

export async function startSession(
  deps: AuthDeps,
  user: UserRow,
  caller: Caller,
  action: AuditAction = 'auth.signed_in',
  details?: Record<string, unknown>,
) {
  await audit(deps, { action, actorId: user.id, address: caller.address, details });
  const issuedAt = deps.clock.now();
  const expiresAt = new Date(issuedAt.getTime() + deps.config.tokenTtlSeconds * 1000);
  const sessionId = await insertSession(deps.db, user.id, { startedAt: issuedAt, expiresAt });
  const accessToken = await issueToken(
    deps.config.jwtSecret,
    { userId: user.id, role: user.role, sessionId },
    { issuedAt, expiresAt },
  );
  return { accessToken, user: toUser(user) };
}

/** Creates the account (and a vendor's empty company profile) in one transaction. */
export async function createAccount(
  db: Database,
  account: NewUser,
  companyName: string | null,
  onCreated?: (tx: Executor, user: UserRow) => Promise<void>,
) {
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, account);
      if (user.role === 'vendor') await insertVendorProfile(tx, user.id, companyName);
      await onCreated?.(tx, user);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw authErrors.emailTaken();
    throw error;
  }
}

export async function signUp(deps: AuthDeps, body: SignUpBody, caller: Caller) {
  assertStrongPassword('password', body.password, deps.config.appName, body);
  const user = await createAccount(
    deps.db,
    {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      role: body.role,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
    },
    body.companyName ?? null,
    (tx, created) => sendVerificationMail(tx, created.id, deps.clock.now()),
  );
  return startSession(deps, user, caller, 'auth.signed_up');
}

/**
 * The account behind an email and password, or 401. Every attempt is counted against the account
 * first, in one atomic step, so that guesses sent at once from many addresses see each other: after
 * a few failures each attempt is slowed (see `signInDelayMs`); past the account's limit, attempts
 * are refused (429) before any password is checked, except from a browser the account signed in
 * on before (`knownDeviceUserId`): its owner is never locked out. A reset clears the count.
 */
export async function accountWithPassword(
  deps: AuthDeps,
  { email, password }: PasswordSignInBody,
  caller: Caller,
  knownDeviceUserId?: string,
) {
  const key = signInFailureKey(email);
  const limits = deps.config.limits;
  const counted = await deps.counters.hit(key, SIGN_IN_FAILURE_WINDOW_MS);
  const failures = counted.hits - 1;
  const found = await findCredentialsByEmail(deps.db, email);
  const knownDevice = found !== undefined && knownDeviceUserId === found.id;
  if (counted.hits > limits.signInFailuresPerAccountPer15Minutes && !knownDevice) {
    const details = { email, failures };
    await audit(deps, { action: 'auth.sign_in_refused', actorId: found?.id, ...caller, details });
    throw authErrors.tooManyGuesses(Math.max(1, Math.ceil(counted.resetInMs / 1000)));
  }
  const delay = signInDelayMs(failures, limits.signInFailuresBeforeDelay, limits.signInDelayCapMs);
  if (delay > 0) {
    const details = { email, failures, delayMs: delay };
    await audit(deps, { action: 'auth.sign_in_slowed', actorId: found?.id, ...caller, details });
    await deps.pause(delay);
  }
  const valid = await verifyPassword(found?.passwordHash ?? null, password);
  if (!found || !valid) {
    const details = { email, knownAccount: Boolean(found) };
    await audit(deps, { action: 'auth.sign_in_failed', actorId: found?.id, ...caller, details });
    throw authErrors.invalidCredentials();
  }
  await deps.counters.clear(key);
  const { passwordHash: _hash, blockedAt, ...user } = found;
  if (blockedAt) throw authErrors.accountBlocked();
  return user;
}

export async function signIn(
  deps: AuthDeps,
  body: PasswordSignInBody,
  caller: Caller,
  knownDeviceUserId?: string,
) {
  const account = await accountWithPassword(deps, body, caller, knownDeviceUserId);
  return startSession(deps, account, caller);
}

/** The signed-in user, with how many of their jobs' messages they have not read. */
export async function currentUser(db: Executor, userId: string) {
  const [user, unreadMessages] = await Promise.all([
    findUserById(db, userId),
    unreadMessageCount(db, userId),
  ]);
  if (!user) throw authErrors.userGone();
  return { ...toUser(user), unreadMessages };
}

export async function updateProfile(
  deps: AuthDeps,
  session: { userId: string; sessionId: string },
  body: UpdateProfileBody,
  caller: Caller,
) {
  const { currentPassword, newPassword, ...profile } = body;
  const changes: UserChanges = { ...profile };
  if (profile.avatarFileId) {
    await assertOwnFiles(deps.db, session.userId, [profile.avatarFileId], 'avatarFileId');
  }
  if (newPassword !== undefined && currentPassword !== undefined) {
    const stored = await findPasswordHash(deps.db, session.userId);
    if (!stored) throw authErrors.noPasswordSet();
    if (!(await verifyPassword(stored, currentPassword))) throw authErrors.wrongCurrentPassword();
    const person = await findUserById(deps.db, session.userId);
    assertStrongPassword('newPassword', newPassword, deps.config.appName, person);
    changes.passwordHash = await hashPassword(newPassword);
  }
  const user = await deps.db.transaction(async (tx) => {
    const updated = await updateUser(tx, session.userId, changes);
    if (changes.passwordHash) {
      const at = deps.clock.now();
      await endOtherSessions(deps, tx, session.userId, session.sessionId, at);
      await mailPasswordChanged(tx, session.userId, 'changed', at);
      await recordAudit(tx, {
        action: 'auth.password_changed',
        at,
        actorId: session.userId,
        targetType: 'user',
        targetId: session.userId,
        address: caller.address,
      });
    }
    return updated;
  });
  if (!user) throw authErrors.userGone();
  return toUser(user);
}

export async function chooseMaintenancePlan(db: Database, userId: string, planId: string) {
  if (!(await planExists(db, planId))) throw authErrors.planNotFound();
  const user = await updateUser(db, userId, { maintenancePlanId: planId });
  if (!user) throw authErrors.userGone();
  return toUser(user);
}

export const signOut = (
  deps: AuthDeps,
  session: { userId: string; sessionId: string },
  caller: Caller,
) =>
  deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    await endSession(deps, tx, session.sessionId, at);
    await recordAudit(tx, {
      action: 'auth.signed_out',
      at,
      actorId: session.userId,
      targetType: 'session',
      targetId: session.sessionId,
      address: caller.address,
    });
  });

/** Operators are never created by sign-up; this is what the create-admin script calls. */
export async function createAdmin(
  db: Database,
  admin: { email: string; password: string; firstName: string; lastName: string },
  appName: string,
) {
  const { password, ...names } = admin;
  assertStrongPassword('password', password, appName, admin);
  const passwordHash = await hashPassword(password);
  const user = await createAccount(
    db,
    { ...names, passwordHash, role: 'admin', phone: null },
    null,
  );
  return toUser(user);
}
