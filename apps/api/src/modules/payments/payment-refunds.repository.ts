import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminPaymentState, AdminPaymentsQuery } from '@homekeep/contracts/payment-refunds';
import type { Executor } from '../../db/database';
import { transactionColumns } from './payments.repository';
import {
  paymentDisputes,
  paymentRefunds,
  transactionItems,
  transactions,
  users,
} from '../../db/schema';

/** A paid transaction locked for a refund, with what refunds gave back of it so far. */
export async function lockPaidTransaction(db: Executor, id: string) {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .where(eq(transactions.id, id))
    .for('update');
  if (!row) return undefined;
  const [sum] = await db
    .select({
      refundedCents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)`.mapWith(Number),
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.transactionId, id));
  return { ...row, refundedCents: sum?.refundedCents ?? 0 };
}

export async function insertRefund(db: Executor, refund: typeof paymentRefunds.$inferInsert) {
  await db.insert(paymentRefunds).values(refund);
}

/** A dispute opened; nothing when the processor told of it (or of its end) already. */
export async function openDispute(
  db: Executor,
  dispute: { transactionId: string; processorDisputeId: string; status: string; at: Date },
) {
  const [row] = await db
    .insert(paymentDisputes)
    .values({ ...dispute, openedAt: dispute.at })
    .onConflictDoNothing()
    .returning({ transactionId: paymentDisputes.transactionId });
  return row;
}

/** A dispute closed, once, even when its end is told before its start. */
export async function closeDispute(
  db: Executor,
  dispute: { transactionId: string; processorDisputeId: string; status: string; at: Date },
) {
  const [row] = await db
    .insert(paymentDisputes)
    .values({ ...dispute, openedAt: dispute.at, closedAt: dispute.at })
    .onConflictDoUpdate({
      target: paymentDisputes.transactionId,
      set: { status: dispute.status, closedAt: dispute.at },
      setWhere: sql`${paymentDisputes.closedAt} IS NULL`,
    })
    .returning({ transactionId: paymentDisputes.transactionId });
  return row;
}

const refunded = sql<number>`coalesce((
  select sum(${paymentRefunds.amountCents}) from ${paymentRefunds}
  where ${paymentRefunds.transactionId} = ${transactions.id}), 0)`.mapWith(Number);

const title = sql<string>`coalesce((
  select string_agg(${transactionItems.name}, ', ' order by ${transactionItems.name})
  from ${transactionItems} where ${transactionItems.transactionId} = ${transactions.id}), '')`;

const stateOf = sql<AdminPaymentState>`case
  when ${paymentDisputes.openedAt} is not null and ${paymentDisputes.closedAt} is null then 'disputed'
  when ${refunded} >= ${transactions.amountCents} then 'refunded'
  when ${refunded} > 0 then 'partially_refunded'
  else 'paid' end`;

function stateFilter(state: AdminPaymentState | undefined): SQL | undefined {
  return state ? sql`${stateOf} = ${state}` : undefined;
}

const paymentColumns = {
  id: transactions.id,
  state: stateOf,
  amountCents: transactions.amountCents,
  refundedCents: refunded,
  currency: transactions.currency,
  paidAt: transactions.paidAt,
  residentEmail: users.email,
  maintenanceRequestId: transactions.maintenanceRequestId,
  title,
  disputedAt: paymentDisputes.openedAt,
};

const paidPayments = (db: Executor, where: SQL | undefined) =>
  db
    .select(paymentColumns)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(paymentDisputes, eq(paymentDisputes.transactionId, transactions.id))
    .where(and(eq(transactions.status, 'paid'), where));

/** Paid payments, newest first (the paid-at index), for the operations console. */
export async function listPaidPayments(db: Executor, query: AdminPaymentsQuery) {
  const where = stateFilter(query.state);
  const [data, [counted]] = await Promise.all([
    paidPayments(db, where)
      .orderBy(desc(transactions.paidAt), desc(transactions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(transactions)
      .leftJoin(paymentDisputes, eq(paymentDisputes.transactionId, transactions.id))
      .where(and(eq(transactions.status, 'paid'), where)),
  ]);
  return { data, total: counted?.total ?? 0 };
}

export async function findPaidPayment(db: Executor, id: string) {
  const [row] = await paidPayments(db, eq(transactions.id, id));
  return row;
}
