import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-queries';
import { maintenancePlans, sessions, users, vendorProfiles } from '../../db/schema';

const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  avatarFileId: users.avatarFileId,
  maintenancePlanId: users.maintenancePlanId,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export type UserRow = {
  [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K];
};

export type NewUser = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'passwordHash'
  | 'role'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'identityProvider'
  | 'identitySubject'
  | 'emailVerifiedAt'
>;

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning(userColumns);
  return row!;
}

export async function insertVendorProfile(
  db: Executor,
  userId: string,
  companyName: string | null,
) {
  await db.insert(vendorProfiles).values({ userId, companyName });
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findCredentialsByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, blockedAt: users.blockedAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findPasswordHash(db: Executor, userId: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function findUserByIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select({ ...userColumns, blockedAt: users.blockedAt })
    .from(users)
    .where(and(eq(users.identityProvider, provider), eq(users.identitySubject, subject)));
  return row;
}

export async function linkIdentity(
  db: Executor,
  userId: string,
  provider: string,
  subject: string,
) {
  await db
    .update(users)
    .set({ identityProvider: provider, identitySubject: subject, updatedAt: sql`product_now()` })
    .where(eq(users.id, userId));
}

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'phone' | 'avatarFileId' | 'passwordHash' | 'maintenancePlanId'
  >
>;

export async function updateUser(db: Executor, id: string, changes: UserChanges) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`product_now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}

export async function planExists(db: Executor, planId: string) {
  const [row] = await db
    .select({ id: maintenancePlans.id })
    .from(maintenancePlans)
    .where(and(eq(maintenancePlans.id, planId), eq(maintenancePlans.active, true)));
  return row !== undefined;
}

export async function insertSession(
  db: Executor,
  userId: string,
  { startedAt, expiresAt }: { startedAt: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, lastSeenAt: startedAt })
    .returning({ id: sessions.id });
  return row!.id;
}

/** Records a use of the session at `at` (never moving its last use back). */
export async function touchSession(db: Executor, sessionId: string, at: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, at)));
}

// Every signed-in request asks for its session: the statement is built once per database.
const liveSession = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      role: users.role,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.blockedAt),
      ),
    )
    .prepare('live_session'),
);

/**
 * The session behind a token, if it is neither revoked nor expired at `now`; whether it has been
 * idle too long is the caller's to judge (it tells the person so).
 */
export async function findLiveSession(db: Executor, sessionId: string, now: Date) {
  // As the column writes a date: a placeholder's value is sent as it is given.
  const [row] = await liveSession(db).execute({ sessionId, now: now.toISOString() });
  return row;
}

/** Revokes the session if it is live; answers the ids it revoked (none or that one). */
export async function revokeSession(db: Executor, sessionId: string, at: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/**
 * Revokes the user's live sessions except `keepSessionId` (none kept when it is null); answers
 * the ids it revoked.
 */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string | null,
  at: Date,
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}
