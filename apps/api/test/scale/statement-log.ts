import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client';

/** One statement as the driver sent it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface StatementLog {
  /** Runs `work` and answers the statements sent while it ran. */
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }>;
  /** Puts the driver back as it was. */
  stop(): void;
}

type QueryArgs = [unknown, unknown?, ...unknown[]];

const statementOf = ([query, params]: QueryArgs): Statement => ({
  sql: typeof query === 'string' ? query : String((query as { text?: unknown }).text ?? ''),
  params: Array.isArray(params) ? params : [],
});

/**
 * Records the statements the app sends through `handle` while measured work runs (`during`),
 * at the driver: node-postgres `Client#query` (pool connections and transactions alike) or the
 * PGlite instance's `query`, `exec` and transactions (whose BEGIN and COMMIT are recorded as a
 * server would see them). For counting queries per request and for explaining the statements a
 * route runs: every statement of the process counts, so the app measured works no job
 * (`openScaleApp`).
 */
export function logStatements(handle: DatabaseHandle): StatementLog {
  let measuring: Statement[] | null = null;
  const record = (statement: Statement) => void measuring?.push(statement);
  const stop = handle.pglite ? wrapPglite(handle.pglite, record) : wrapNodePostgres(record);
  return {
    async during(work) {
      const statements: Statement[] = [];
      measuring = statements;
      try {
        return { result: await work(), statements };
      } finally {
        measuring = null;
      }
    },
    stop,
  };
}

function wrapNodePostgres(record: (statement: Statement) => void) {
  const prototype = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: QueryArgs) {
    record(statementOf(args));
    return original.apply(this, args);
  };
  return () => {
    prototype.query = original;
  };
}

function wrapPglite(pglite: PGlite, record: (statement: Statement) => void) {
  const { query, exec, transaction } = pglite;
  const recorded = <F>(target: object, fn: F): F =>
    ((...args: QueryArgs) => {
      record(statementOf(args));
      return (fn as unknown as (...forwarded: QueryArgs) => unknown).apply(target, args);
    }) as unknown as F;
  pglite.query = recorded(pglite, query);
  pglite.exec = recorded(pglite, exec);
  pglite.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) =>
    transaction.call(pglite, async (tx) => {
      record({ sql: 'BEGIN', params: [] });
      tx.query = recorded(tx, tx.query);
      tx.exec = recorded(tx, tx.exec);
      try {
        const result = await callback(tx);
        record({ sql: 'COMMIT', params: [] });
        return result;
      } catch (error) {
        record({ sql: 'ROLLBACK', params: [] });
        throw error;
      }
    })) as PGlite['transaction'];
  return () => {
    pglite.query = query;
    pglite.exec = exec;
    pglite.transaction = transaction;
  };
}
