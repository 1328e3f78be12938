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
import { transactionItems, transactions } from '../../db/schema';

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
  items: linesOfTransaction.as('items'),
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

export function listTransactions(db: Executor, userId: string, query: PageQuery) {
  return runPage(transactionsPage(db, pageShape(query)), query, { userId });
}
