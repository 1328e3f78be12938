import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { EarningStatus, PayoutRequirement } from '@homekeep/contracts/payouts';
import type { Executor } from '../../db/database';
import { earnings, maintenanceRequests, orders, payoutAccounts, users } from '../../db/schema';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function findAccount(db: Executor, vendorId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.vendorId, vendorId));
  return row;
}

export async function findVendorEmail(db: Executor, vendorId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, vendorId));
  return row?.email;
}

/** The vendor's account, unless one was made already (then the one made first answers). */
export async function insertAccount(
  db: Executor,
  account: { vendorId: string; provider: 'stripe' | 'test'; processorAccountId: string },
) {
  await db.insert(payoutAccounts).values(account).onConflictDoNothing();
  return (await findAccount(db, account.vendorId))!;
}

export interface AccountState {
  status: 'pending' | 'enabled' | 'restricted';
  payoutsEnabled: boolean;
  bankLast4: string | null;
  missing: PayoutRequirement[];
}

/**
 * The processor's word about an account, unless a later word was applied already (events come
 * in any order). Answers the vendor whose account it is, or undefined.
 */
export async function applyAccountState(
  db: Executor,
  processorAccountId: string,
  state: AccountState,
  at: Date,
) {
  const [row] = await db
    .update(payoutAccounts)
    .set({ ...state, processorUpdatedAt: at, updatedAt: at })
    .where(
      and(
        eq(payoutAccounts.processorAccountId, processorAccountId),
        or(isNull(payoutAccounts.processorUpdatedAt), lte(payoutAccounts.processorUpdatedAt, at)),
      ),
    )
    .returning({ vendorId: payoutAccounts.vendorId });
  return row;
}

/** What an earning is made from: the job's order, vendor, title and price. */
const paidJobColumns = {
  orderId: orders.id,
  vendorId: orders.vendorId,
  title: maintenanceRequests.title,
  source: maintenanceRequests.source,
  priceCents: maintenanceRequests.priceCents,
  listPriceCents: maintenanceRequests.listPriceCents,
  currency: maintenanceRequests.currency,
  completedAt: maintenanceRequests.completedAt,
};

/** The job a paid bill (or a completed visit) pays its vendor for. */
export async function findPaidJob(db: Executor, requestId: string) {
  const [row] = await db
    .select(paidJobColumns)
    .from(maintenanceRequests)
    .innerJoin(orders, eq(orders.requestId, maintenanceRequests.id))
    .where(eq(maintenanceRequests.id, requestId));
  return row;
}

export type NewEarning = typeof earnings.$inferInsert;

/** One earning per order: a second payment event of the same job adds nothing. */
export async function insertEarning(db: Executor, earning: NewEarning) {
  const [row] = await db
    .insert(earnings)
    .values(earning)
    .onConflictDoNothing({ target: earnings.orderId })
    .returning({ id: earnings.id });
  return row;
}

/** Completed plan visits of the last `since` that have no earning yet (the visit key's index). */
export function findUnpaidPlanVisits(db: Executor, since: Date, limit: number) {
  return db
    .select(paidJobColumns)
    .from(maintenanceRequests)
    .innerJoin(orders, eq(orders.requestId, maintenanceRequests.id))
    .where(
      and(
        isNotNull(maintenanceRequests.planVisitKey),
        eq(maintenanceRequests.status, 'completed'),
        gte(maintenanceRequests.completedAt, since),
        isNotNull(orders.vendorId),
        sql`NOT EXISTS (SELECT 1 FROM ${earnings} WHERE ${earnings.orderId} = ${orders.id})`,
      ),
    )
    .limit(limit);
}

/**
 * The status a vendor reads: a disputed earning is `held`, and a pending one `available` once
 * its day has come.
 */
export const shownStatus = (now: Date) =>
  sql<EarningStatus>`CASE
    WHEN ${earnings.disputed} AND ${earnings.status} = 'pending' THEN 'held'
    WHEN ${earnings.status} = 'pending' AND ${earnings.availableAt} <= ${now.toISOString()}::timestamptz THEN 'available'
    ELSE ${earnings.status} END`;

function statusFilter(status: EarningStatus | undefined, now: Date): SQL | undefined {
  const undisputedPending = and(eq(earnings.status, 'pending'), eq(earnings.disputed, false));
  switch (status) {
    case undefined:
      return undefined;
    case 'available':
      return and(undisputedPending, lte(earnings.availableAt, now));
    case 'pending':
      return and(undisputedPending, gt(earnings.availableAt, now));
    case 'held':
      return or(
        eq(earnings.status, 'held'),
        and(eq(earnings.status, 'pending'), eq(earnings.disputed, true)),
      );
    default:
      return eq(earnings.status, status);
  }
}

const earningColumns = (now: Date) => ({
  id: earnings.id,
  orderId: earnings.orderId,
  title: earnings.title,
  completedAt: earnings.completedAt,
  priceCents: earnings.priceCents,
  feeCents: earnings.feeCents,
  payoutCents: earnings.payoutCents,
  reversedCents: earnings.reversedCents,
  currency: earnings.currency,
  status: shownStatus(now),
  disputed: earnings.disputed,
  availableAt: earnings.availableAt,
  paidAt: earnings.paidAt,
});
export type EarningRow = Awaited<ReturnType<typeof listEarnings>>['data'][number];

/** A page of the vendor's earnings, newest job first, with the total of the status asked for. */
export async function listEarnings(
  db: Executor,
  vendorId: string,
  query: { status?: EarningStatus; page: number; limit: number },
  now: Date,
) {
  const where = and(eq(earnings.vendorId, vendorId), statusFilter(query.status, now));
  const [data, [counted]] = await Promise.all([
    db
      .select(earningColumns(now))
      .from(earnings)
      .where(where)
      .orderBy(desc(earnings.completedAt), desc(earnings.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(earnings)
      .where(where),
  ]);
  return { data, total: counted?.total ?? 0 };
}

/** The vendor's earnings summed per shown status: what each keeps, and what refunds reversed. */
export function sumEarnings(db: Executor, vendorId: string, now: Date) {
  const status = shownStatus(now);
  return (
    db
      .select({
        status,
        keptCents: sql<number>`sum(${earnings.payoutCents} - ${earnings.reversedCents})`.mapWith(
          Number,
        ),
        reversedCents: sql<number>`sum(${earnings.reversedCents})`.mapWith(Number),
        currency: sql<string>`min(${earnings.currency})`,
      })
      .from(earnings)
      .where(eq(earnings.vendorId, vendorId))
      // By its place: the status's expression carries its own parameter in the select.
      .groupBy(sql`1`)
  );
}

/** The vendor's earnings of the jobs completed in [from, to), in the order they were done. */
export function listEarningsBetween(
  db: Executor,
  vendorId: string,
  from: Date,
  to: Date,
  now: Date,
) {
  return db
    .select(earningColumns(now))
    .from(earnings)
    .where(
      and(
        eq(earnings.vendorId, vendorId),
        gte(earnings.completedAt, from),
        lt(earnings.completedAt, to),
      ),
    )
    .orderBy(asc(earnings.completedAt), asc(earnings.id));
}

/** Earnings due by `now` that are not paid, with the state of their vendor's account. */
export function findDueEarnings(db: Executor, now: Date, limit: number) {
  return db
    .select({
      id: earnings.id,
      vendorId: earnings.vendorId,
      status: earnings.status,
      accountId: payoutAccounts.processorAccountId,
      enabled: sql<boolean>`coalesce(${payoutAccounts.status} = 'enabled' AND ${payoutAccounts.payoutsEnabled}, false)`,
    })
    .from(earnings)
    .leftJoin(payoutAccounts, eq(payoutAccounts.vendorId, earnings.vendorId))
    .where(
      and(
        inArray(earnings.status, ['pending', 'held']),
        lte(earnings.availableAt, now),
        eq(earnings.disputed, false),
      ),
    )
    .orderBy(asc(earnings.availableAt), asc(earnings.id))
    .limit(limit);
}

/** A due earning of an account that cannot be paid waits as `held`. */
export async function holdEarnings(db: Executor, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(earnings)
    .set({ status: 'held', updatedAt: at })
    .where(and(inArray(earnings.id, ids), eq(earnings.status, 'pending')));
}

/** Locks an unpaid, undisputed earning to pay it; undefined when it was paid (or changed) meanwhile. */
export async function lockPayableEarning(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: earnings.id,
      vendorId: earnings.vendorId,
      orderId: earnings.orderId,
      title: earnings.title,
      payoutCents: earnings.payoutCents,
      reversedCents: earnings.reversedCents,
      priceCents: earnings.priceCents,
      feeCents: earnings.feeCents,
      currency: earnings.currency,
    })
    .from(earnings)
    .where(
      and(
        eq(earnings.id, id),
        inArray(earnings.status, ['pending', 'held']),
        eq(earnings.disputed, false),
      ),
    )
    .for('update');
  return row;
}

export async function markEarningPaid(db: Executor, id: string, transferId: string, at: Date) {
  await db
    .update(earnings)
    .set({ status: 'paid', paidAt: at, transferId, updatedAt: at })
    .where(eq(earnings.id, id));
}

/** The earning a payment made, locked for a refund or a dispute to change it. */
export async function lockEarningOfTransaction(db: Executor, transactionId: string) {
  const [row] = await db
    .select()
    .from(earnings)
    .where(eq(earnings.transactionId, transactionId))
    .for('update');
  return row;
}

export async function updateEarning(
  db: Executor,
  id: string,
  change: Partial<Pick<typeof earnings.$inferInsert, 'status' | 'reversedCents' | 'disputed'>>,
  at: Date,
) {
  await db
    .update(earnings)
    .set({ ...change, updatedAt: at })
    .where(eq(earnings.id, id));
}
