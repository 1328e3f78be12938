import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { datedOrNow } from '../../db/product-clock';
import { mailOptOuts, outbox, users } from '../../db/schema';
import { offsetOf, rowsAndTotal } from '../../lib/pagination';
import { cappedCount, matchingRow } from '../../db/capped-count';

export interface NewOutboxRow {
  kind: string;
  userId: string | null;
  toAddress: string;
  data: Record<string, unknown>;
  nextAttemptAt: Date;
}

export async function insertOutboxRow(db: Executor, row: NewOutboxRow) {
  const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return inserted!.id;
}

/** The address and name mail for a user goes to, unless they turned this kind off. */
export async function findRecipient(db: Executor, userId: string, kind: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      optedOut: sql<boolean>`exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${users.id} and ${mailOptOuts.kind} = ${kind})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The same mail to each of `userIds` at their address, greeting each by name (`firstName`
 * beside the mail's data), leaving out those who turned `optOutKind` off (null: a kind nobody
 * can turn off). One statement whose text and parameters do not grow with the number mailed.
 */
export async function insertOutboxRowsFor(
  db: Executor,
  userIds: string[],
  mail: Pick<NewOutboxRow, 'kind' | 'data' | 'nextAttemptAt'> & {
    optOutKind: string | null;
    /** When the event happened, if not now (a new job's offers, delivered after it). */
    datedAt?: Date | undefined;
  },
) {
  const optedOut = mail.optOutKind
    ? sql`and not exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${users.id} and ${mailOptOuts.kind} = ${mail.optOutKind})`
    : sql``;
  await db.execute(sql`
    insert into ${outbox} (kind, user_id, to_address, data, next_attempt_at, created_at)
    select ${mail.kind}, ${users.id}, ${users.email},
      ${JSON.stringify(mail.data)}::jsonb || jsonb_build_object('firstName', ${users.firstName}),
      ${mail.nextAttemptAt.toISOString()}::timestamptz, ${datedOrNow(mail.datedAt)}
    from ${users}
    where ${users.id} = any(${sql.param(userIds)}::uuid[]) ${optedOut}`);
}

const claimedColumns = {
  id: outbox.id,
  kind: outbox.kind,
  userId: outbox.userId,
  toAddress: outbox.toAddress,
  data: outbox.data,
  attempts: outbox.attempts,
};
export type ClaimedMail = { [K in keyof typeof claimedColumns]: (typeof outbox.$inferSelect)[K] };

/**
 * Takes up to `limit` due mails for this process: counts the attempt and holds each until
 * `leaseUntil`, in one statement, so two processes never send the same mail at once.
 */
export async function claimDueMail(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning(claimedColumns) as Promise<ClaimedMail[]>;
}

export interface RenderedParts {
  subject: string;
  text: string;
  html: string;
}

/** Keeps what the mail says (secrets masked) for operators to read. */
export async function saveRendered(db: Executor, id: string, parts: RenderedParts) {
  await db.update(outbox).set(parts).where(eq(outbox.id, id));
}

export async function markSent(db: Executor, id: string, at: Date, data: Record<string, unknown>) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, lastError: null, data })
    .where(eq(outbox.id, id));
}

export async function markAttemptFailed(
  db: Executor,
  id: string,
  failure: { error: string; retryAt: Date | null },
) {
  await db
    .update(outbox)
    .set({
      lastError: failure.error,
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { status: 'failed' as const }),
    })
    .where(eq(outbox.id, id));
}

export async function listOptOuts(db: Executor, userId: string) {
  const rows = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  return rows.map((r) => r.kind);
}

export async function setOptedOut(db: Executor, userId: string, kind: string, out: boolean) {
  if (out) {
    await db.insert(mailOptOuts).values({ userId, kind }).onConflictDoNothing();
  } else {
    await db
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
  }
}

export interface OutboxFilter {
  to?: string;
  kind?: string;
  status?: 'pending' | 'sent' | 'failed';
  page: number;
  limit: number;
}

export async function listOutbox(db: Executor, filter: OutboxFilter) {
  const conditions: SQL[] = [];
  if (filter.to) conditions.push(sql`lower(${outbox.toAddress}) = lower(${filter.to})`);
  if (filter.kind) conditions.push(eq(outbox.kind, filter.kind));
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  // Every offer is a mail: the outbox grows with the business, and its total is capped.
  return rowsAndTotal(
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    cappedCount(db, db.select(matchingRow).from(outbox).where(where)),
  );
}
