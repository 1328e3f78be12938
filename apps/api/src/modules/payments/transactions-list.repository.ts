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
import { transactions } from '../../db/schema';

/**
 * A payment's answer as the database keeps it (`receipt`, decision 037): JSON text, read as text
 * so that the driver hands it over without parsing it, and put into the answer as it is.
 */
const receipt = sql<string>`${transactions.receipt}::text`;

/** A page of the user's payments, newest first, with its capped total: one statement. */
const transactionsPage = preparedPerShape('transactions', pageShapeKey, (db, shape, name) => {
  const mine = eq(transactions.userId, sql.placeholder('userId'));
  const matching = db.select(matchingRow).from(transactions).where(mine);
  const rows = pageRows(shape);
  return {
    page: db
      .select({ receipt, total: cappedTotal(db, matching) })
      .from(transactions)
      .where(mine)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(rows.limit)
      .offset(rows.offset)
      .prepare(name),
    count: cappedCount(db, matching).prepare(`${name}_count`),
  };
});

const transactionReceipt = preparedPerDatabase((db) =>
  db
    .select({ userId: transactions.userId, receipt })
    .from(transactions)
    .where(eq(transactions.id, sql.placeholder('id')))
    .prepare('transaction_receipt'),
);

/** One payment's receipt and whose it is: one statement. */
export async function findTransactionReceipt(db: Executor, id: string) {
  const [row] = await transactionReceipt(db).execute({ id });
  return row;
}

export function listTransactions(db: Executor, userId: string, query: PageQuery) {
  return runPage(transactionsPage(db, pageShape(query)), query, { userId });
}
