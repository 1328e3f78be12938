import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accountTokens, users } from '../../db/schema';

export type AccountTokenPurpose = 'password_reset' | 'verify_email';

export async function insertAccountToken(
  db: Executor,
  token: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(accountTokens).values(token);
}

/**
 * Uses a token once: a conditional UPDATE of an unused, unexpired token of this purpose, so
 * two requests with the same token cannot both succeed. Answers the user it belongs to.
 */
export async function useAccountToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** Retires the user's other open tokens of this purpose (a newer link replaces older ones). */
export async function retireAccountTokens(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

export async function markEmailVerified(db: Executor, userId: string, at: Date) {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`product_now()` })
    .where(eq(users.id, userId));
}

/** The account behind an email, with what the reset rules need. */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      blockedAt: users.blockedAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findAccountById(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
