import { desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import type { Executor } from '../../db/database';
import { cappedCount, cappedTotal, matchingRow } from '../../db/capped-count';
import {
  pageRows,
  pageShape,
  pageShapeKey,
  preparedPerDatabase,
  preparedPerShape,
  runPage,
} from '../../db/prepared-queries';
import type { BilledProperty } from '@homekeep/contracts/payments';
import {
  maintenancePlans,
  maintenanceRequests,
  properties,
  subscriptions,
  transactionItems,
  transactions,
  transactionSubscriptions,
} from '../../db/schema';

/** A payment's line as its answer shows it. */
export interface TransactionLineFacts {
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

// A payment's lines come in the payment's (or the page's) statement itself, in name order, each
// payment's read by its key. The names are qualified by hand: in a one-table query the builder
// writes bare column names, and a bare "id" inside the subquery would be the line's own.
const linesOfTransaction = sql<TransactionLineFacts[]>`coalesce((
  select json_agg(json_build_object(
    'productId', line.product_id,
    'name', line.name,
    'quantity', line.quantity,
    'unitPriceCents', line.unit_price_cents
  ) order by line.name, line.id)
  from ${transactionItems} line
  where line.transaction_id = ${transactions}.id), '[]'::json)`;

// The properties a payment bills: those of the subscriptions it pays, or of the job it pays for;
// a property archived since is still named (the payment keeps showing it).
const billedProperties = sql<BilledProperty[]>`coalesce((
  select json_agg(json_build_object(
    'id', property.id,
    'name', property.name,
    'addressLine1', property.address_line1,
    'addressLine2', property.address_line2,
    'city', property.city,
    'state', property.state,
    'zipCode', property.zip_code
  ) order by property.name, property.id)
  from ${properties} property
  where property.id in (
    select paid.property_id from ${transactionSubscriptions} link
      join ${subscriptions} paid on paid.id = link.subscription_id
      where link.transaction_id = ${transactions}.id
    union all
    select job.property_id from ${maintenanceRequests} job
      where job.id = ${transactions}.maintenance_request_id)), '[]'::json)`;

const billedJob = sql<{ id: string; title: string } | null>`(
  select json_build_object('id', job.id, 'title', job.title)
  from ${maintenanceRequests} job where job.id = ${transactions}.maintenance_request_id)`;

// How often the plans a payment pays for renew (one interval: a checkout's plans share it).
const renewsEvery = sql<'month' | 'year' | null>`(
  select min(plan.interval) from ${transactionSubscriptions} link
    join ${subscriptions} paid on paid.id = link.subscription_id
    join ${maintenancePlans} plan on plan.id = paid.maintenance_plan_id
  where link.transaction_id = ${transactions}.id)`;

/** What a payment's answer shows, and whose it is. */
const transactionFacts = {
  id: transactions.id,
  userId: transactions.userId,
  status: transactions.status,
  amountCents: transactions.amountCents,
  currency: transactions.currency,
  provider: transactions.provider,
  maintenanceRequestId: transactions.maintenanceRequestId,
  createdAt: transactions.createdAt,
  paidAt: transactions.paidAt,
  cardBrand: transactions.cardBrand,
  cardLast4: transactions.cardLast4,
  receiptYear: transactions.receiptYear,
  receiptSequence: transactions.receiptSequence,
  items: linesOfTransaction.as('items'),
  properties: billedProperties.as('properties'),
  job: billedJob.as('job'),
  renewsEvery: renewsEvery.as('renews_every'),
};

export type TransactionFacts = NonNullable<Awaited<ReturnType<typeof findTransactionFacts>>>;

/** A page of the user's payments, newest first, with its capped total: one statement. */
const transactionsPage = preparedPerShape('transactions', pageShapeKey, (db, shape, name) => {
  const mine = eq(transactions.userId, sql.placeholder('userId'));
  const matching = db.select(matchingRow).from(transactions).where(mine);
  const rows = pageRows(shape);
  return {
    page: db
      .select({ ...transactionFacts, total: cappedTotal(db, matching) })
      .from(transactions)
      .where(mine)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(rows.limit)
      .offset(rows.offset)
      .prepare(name),
    count: cappedCount(db, matching).prepare(`${name}_count`),
  };
});

const transactionById = preparedPerDatabase((db) =>
  db
    .select(transactionFacts)
    .from(transactions)
    .where(eq(transactions.id, sql.placeholder('id')))
    .prepare('transaction_with_lines'),
);

/** One payment with its lines, and whose it is: one statement. */
export async function findTransactionFacts(db: Executor, id: string) {
  const [row] = await transactionById(db).execute({ id });
  return row;
}

const billedForById = preparedPerDatabase((db) =>
  db
    .select({ properties: billedProperties.as('properties'), job: billedJob.as('job') })
    .from(transactions)
    .where(eq(transactions.id, sql.placeholder('id')))
    .prepare('transaction_billed_for'),
);

/** The properties a payment bills and the job it pays for. */
export async function findBilledFor(db: Executor, id: string) {
  const [row] = await billedForById(db).execute({ id });
  return row ?? { properties: [], job: null };
}

export function listTransactions(db: Executor, userId: string, query: PageQuery) {
  return runPage(transactionsPage(db, pageShape(query)), query, { userId });
}
