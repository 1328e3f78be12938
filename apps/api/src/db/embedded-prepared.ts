import type { PGlite } from '@electric-sql/pglite';
import type { RunArrays } from './positional-rows';

/** A value written into `EXECUTE`'s arguments: a quoted literal, cast by the prepared statement. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return literal(value.toISOString());
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return `'${String(value)}'`;
  }
  if (typeof value === 'string') {
    // Standard-conforming strings (PostgreSQL's default): a quote is the only character to double.
    if (value.includes('\0')) throw new Error('a text value cannot hold a NUL character');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`no literal for a value of type ${typeof value}`);
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
  return name;
};

/**
 * Named statements on PGlite, through SQL. Its `query` sends every statement unnamed, so a
 * statement is parsed and planned on every run: for a page of jobs (one statement of 5 KB with
 * eight correlated subqueries) planning cost more than running it, and PGlite runs on the
 * process's one thread. `PREPARE` keeps the statement and its plan for the session (PGlite is
 * one session); `EXECUTE` then takes the values as literals, since PostgreSQL gives a utility
 * statement no parameters. Each value is cast to its parameter's type as a parameter would be.
 */
export function embeddedPreparedRuns(
  client: PGlite,
  parsers: Record<number, (value: string) => unknown>,
): RunArrays {
  const prepared = new Map<string, Promise<unknown>>();
  return async (name, text, values) => {
    const statement = identifier(name);
    let preparing = prepared.get(statement);
    if (!preparing) {
      preparing = client.exec(`PREPARE ${statement} AS ${text}`);
      prepared.set(statement, preparing);
      preparing.catch(() => prepared.delete(statement));
    }
    await preparing;
    const execute = values.length
      ? `EXECUTE ${statement}(${values.map(literal).join(', ')})`
      : `EXECUTE ${statement}`;
    return (await client.query<unknown[]>(execute, [], { rowMode: 'array', parsers })).rows;
  };
}
