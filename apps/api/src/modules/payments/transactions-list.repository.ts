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
import { transactionColumns, type TransactionLine } from './payments.repository';

// A payment's lines come in the payment's (or the page's) query itself: one round trip, each
// transaction's lines read by its key. The names are qualified by hand: in a one-table query the
// builder writes bare column names, and a bare "id" inside the subquery would be the line's own.
const linesOfTransaction = sql<TransactionLine[]>`coalesce((
  select json_agg(json_build_object(
    'productId', line.product_id,
    'name', line.name,
    'quantity', line.quantity,
    'unitPriceCents', line.unit_price_cents
  ) order by line.name, line.id)
  from ${transactionItems} line
  where line.transaction_id = ${transactions}.id), '[]'::json)`;

/** A page of the user's payments, newest first, with its capped total: one statement. */
const transactionsPage = preparedPerShape('transactions', pageShapeKey, (db, shape, name) => {
  const mine = eq(transactions.userId, sql.placeholder('userId'));
  const matching = db.select(matchingRow).from(transactions).where(mine);
  const rows = pageRows(shape);
  return {
    page: db
      .select({
        ...transactionColumns,
        items: linesOfTransaction.as('items'),
        total: cappedTotal(db, matching),
      })
      .from(transactions)
      .where(mine)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(rows.limit)
      .offset(rows.offset)
      .prepare(name),
    count: cappedCount(db, matching).prepare(`${name}_count`),
  };
});

const transactionWithLines = preparedPerDatabase((db) =>
  db
    .select({ ...transactionColumns, items: linesOfTransaction.as('items') })
    .from(transactions)
    .where(eq(transactions.id, sql.placeholder('id')))
    .prepare('transaction_with_lines'),
);

/** One payment with its lines: one statement. */
export async function findTransactionWithLines(db: Executor, id: string) {
  const [row] = await transactionWithLines(db).execute({ id });
  return row;
}

export function listTransactions(db: Executor, userId: string, query: PageQuery) {
  return runPage(transactionsPage(db, pageShape(query)), query, { userId });
}
