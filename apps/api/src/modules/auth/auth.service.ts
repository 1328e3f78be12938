import {
  IDENTITY_PROVIDER_SCOPE,
  type IdentityProvider,
  type PasswordSignInBody,
  type ProviderSignInBody,
  type SignUpBody,
  type UpdateProfileBody,
  type User,
} from '@homekeep/contracts/auth';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../lib/database-errors';
import { authErrors } from './auth.errors';
import {
  findCredentialsByEmail,
  findPasswordHash,
  findUserByIdentity,
  findUserById,
  insertSession,
  insertUser,
  insertVendorProfile,
  linkIdentity,
  planExists,
  revokeOtherSessions,
  revokeSession,
  updateUser,
  type NewUser,
  type UserChanges,
  type UserRow,
} from './auth.repository';
import { fetchProviderIdentity } from './identity-provider';
import { authorizationEndpointOf } from './provider-discovery';
import { hashPassword, verifyPassword } from './passwords';
import type { SignInLimiter } from './sign-in-limits';
import { issueToken } from './tokens';

export interface AuthDeps {
  db: Database;
  config: Config;
  limiter: SignInLimiter;
}

export const toUser = (row: UserRow): User => ({ ...row, createdAt: row.createdAt.toISOString() });

async function startSession(deps: AuthDeps, user: UserRow) {
  const expiresAt = new Date(Date.now() + deps.config.tokenTtlSeconds * 1000);
  const sessionId = await insertSession(deps.db, user.id, expiresAt);
  const accessToken = await issueToken(
    deps.config.jwtSecret,
    { userId: user.id, role: user.role, sessionId },
    expiresAt,
  );
  return { accessToken, user: toUser(user) };
}

/** Creates the account (and a vendor's empty company profile) in one transaction. */
async function createAccount(db: Database, account: NewUser, companyName: string | null) {
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, account);
      if (user.role === 'vendor') await insertVendorProfile(tx, user.id, companyName);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw authErrors.emailTaken();
    throw error;
  }
}

export async function signUp(deps: AuthDeps, body: SignUpBody) {
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
  );
  return startSession(deps, user);
}

export async function signIn(deps: AuthDeps, body: PasswordSignInBody, address: string) {
  await deps.limiter.assertAllowed(body.email, address);
  const found = await findCredentialsByEmail(deps.db, body.email);
  const valid = await verifyPassword(found?.passwordHash ?? null, body.password);
  if (!found || !valid) {
    await deps.limiter.recordFailure(body.email, address);
    throw authErrors.invalidCredentials();
  }
  await deps.limiter.recordSuccess(body.email);
  const { passwordHash: _hash, ...user } = found;
  return startSession(deps, user);
}

const PROVIDER = 'google';

/** The providers a browser may sign in with: none unless configured and reachable. */
export async function listIdentityProviders(config: Config): Promise<IdentityProvider[]> {
  const { issuer, clientId } = config.oidc;
  if (!issuer || !clientId) return [];
  const authorizationEndpoint = await authorizationEndpointOf(issuer);
  if (!authorizationEndpoint) return [];
  return [
    {
      id: PROVIDER,
      name: 'Google',
      authorizationEndpoint,
      clientId,
      scope: IDENTITY_PROVIDER_SCOPE,
    },
  ];
}

export async function signInWithProvider(deps: AuthDeps, body: ProviderSignInBody) {
  const issuer = deps.config.oidc.issuer;
  if (!issuer) throw authErrors.providerNotConfigured();
  const identity = await fetchProviderIdentity(issuer, body.accessToken);
  const linked = await findUserByIdentity(deps.db, PROVIDER, identity.subject);
  if (linked) return startSession(deps, linked);

  const existing = await findCredentialsByEmail(deps.db, identity.email);
  if (existing) {
    await linkIdentity(deps.db, existing.id, PROVIDER, identity.subject);
    const { passwordHash: _hash, ...user } = existing;
    return startSession(deps, user);
  }
  const user = await createAccount(
    deps.db,
    {
      email: identity.email,
      passwordHash: null,
      role: body.role ?? 'resident',
      firstName: identity.firstName,
      lastName: identity.lastName,
      phone: null,
      identityProvider: PROVIDER,
      identitySubject: identity.subject,
    },
    null,
  );
  return startSession(deps, user);
}

export async function currentUser(db: Executor, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw authErrors.userGone();
  return toUser(user);
}

export async function updateProfile(
  deps: AuthDeps,
  session: { userId: string; sessionId: string },
  body: UpdateProfileBody,
) {
  const { currentPassword, newPassword, ...profile } = body;
  const changes: UserChanges = { ...profile };
  if (newPassword !== undefined && currentPassword !== undefined) {
    const stored = await findPasswordHash(deps.db, session.userId);
    if (!stored) throw authErrors.noPasswordSet();
    if (!(await verifyPassword(stored, currentPassword))) throw authErrors.wrongCurrentPassword();
    changes.passwordHash = await hashPassword(newPassword);
  }
  const user = await deps.db.transaction(async (tx) => {
    const updated = await updateUser(tx, session.userId, changes);
    if (changes.passwordHash) await revokeOtherSessions(tx, session.userId, session.sessionId);
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

export const signOut = (db: Executor, sessionId: string) => revokeSession(db, sessionId);

/** Operators are never created by sign-up; this is what the create-admin script calls. */
export async function createAdmin(
  db: Database,
  admin: { email: string; password: string; firstName: string; lastName: string },
) {
  const { password, ...names } = admin;
  const passwordHash = await hashPassword(password);
  const user = await createAccount(
    db,
    { ...names, passwordHash, role: 'admin', phone: null },
    null,
  );
  return toUser(user);
}
