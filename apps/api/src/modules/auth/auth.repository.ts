import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { maintenancePlans, sessions, signInFailures, users, vendorProfiles } from '../../db/schema';

const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  avatarFileId: users.avatarFileId,
  maintenancePlanId: users.maintenancePlanId,
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
    .select({ ...userColumns, passwordHash: users.passwordHash })
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
    .select(userColumns)
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
    .set({ identityProvider: provider, identitySubject: subject, updatedAt: new Date() })
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
    .set({ ...changes, updatedAt: new Date() })
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

export async function insertSession(db: Executor, userId: string, expiresAt: Date) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The session behind a token, if it is neither revoked nor expired. */
export async function findLiveSession(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}

/**
 * Adds one failure to a fixed window counter and returns the count and the window's start.
 * A window older than `windowSeconds` restarts at 1.
 */
export async function recordFailure(db: Executor, key: string, windowSeconds: number) {
  const result = (await db.execute(sql`
    INSERT INTO ${signInFailures} (key, failures, window_started_at)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${signInFailures.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})
                      THEN 1 ELSE ${signInFailures.failures} + 1 END,
      window_started_at = CASE WHEN ${signInFailures.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})
                      THEN now() ELSE ${signInFailures.windowStartedAt} END
    RETURNING failures, window_started_at`)) as unknown as {
    rows: { failures: number; window_started_at: string | Date }[];
  };
  const row = result.rows[0]!;
  return { failures: Number(row.failures), windowStartedAt: new Date(row.window_started_at) };
}

export async function readFailures(db: Executor, key: string, windowSeconds: number) {
  const [row] = await db
    .select({ failures: signInFailures.failures, windowStartedAt: signInFailures.windowStartedAt })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.key, key),
        gt(signInFailures.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row;
}

export async function clearFailures(db: Executor, key: string) {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
