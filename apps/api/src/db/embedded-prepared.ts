import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What drizzle and the app call on PGlite: its queries, and its transactions. */
type Queries = Pick<PGlite, 'query'>;

/**
 * A value written into `EXECUTE`'s arguments: a quoted literal, cast by the prepared statement;
 * undefined for one a literal cannot say exactly (arrays, bytes, NUL in a text), which then goes
 * as a parameter of an unnamed statement.
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return literal(value.toISOString());
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return `'${String(value)}'`;
  }
  // Standard-conforming strings (PostgreSQL's default): a quote is the only character to double.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/** One statement that reads or writes rows (a utility statement has no plan to keep). */
const preparable = /^\s*(select|insert|update|delete|with)\b[^;]*$/i;

/** How many statements a session keeps prepared: each holds its plan in PGlite's memory. */
const KEPT_STATEMENTS = 400;

/**
 * PGlite, with its statements prepared once in SQL. Its `query` sends every statement unnamed,
 * so each run is parsed and planned again, on the process's one thread: for a page of jobs (one
 * statement of 5 KB with eight correlated subqueries) planning cost more than running it.
 * PostgreSQL's own `PREPARE` keeps a statement and its plan for the session (PGlite is one
 * session), and `EXECUTE` runs it; being a utility statement, `EXECUTE` takes no parameters, so
 * each value is written as a quoted literal, which PostgreSQL casts to its parameter's type as it
 * would a parameter. A statement with a value a literal cannot say, several statements, or one
 * past the kept number goes unnamed as before. Statements are prepared outside transactions
 * only, where a rollback cannot take them back; inside one, those prepared already run by name.
 */
export function preparingClient(pglite: PGlite): PGlite {
  // Statements prepared, and those being prepared (outside a transaction; a transaction waits
  // for none of them, or it would wait for PGlite's lock that it holds itself).
  const ready = new Map<string, string>();
  const preparing = new Map<string, Promise<string | undefined>>();
  let named = 0;

  const prepare = (text: string) => {
    let pending = preparing.get(text);
    if (!pending && ready.size + preparing.size < KEPT_STATEMENTS) {
      named += 1;
      const name = `hk_${named}`;
      pending = pglite.exec(`PREPARE ${name} AS ${text}`).then(
        () => (ready.set(text, name), name),
        () => undefined,
      );
      pending.finally(() => preparing.delete(text));
      preparing.set(text, pending);
    }
    return pending;
  };

  const queries = (target: Queries, inTransaction: boolean): Queries => ({
    async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      const args = params?.length && preparable.test(text) ? params.map(literal) : [];
      const fits = args.length > 0 && !args.includes(undefined);
      const name = !fits
        ? undefined
        : (ready.get(text) ?? (inTransaction ? undefined : await prepare(text)));
      if (!name) return target.query<T>(text, params, options);
      return target.query<T>(`EXECUTE ${name}(${args.join(', ')})`, [], options);
    },
  });

  // Drizzle asks its client for these two only; anything else goes to `pglite` itself.
  return {
    query: queries(pglite, false).query,
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) => callback({ ...queries(tx, true), sql: tx.sql } as Transaction)),
  } as unknown as PGlite;
}
