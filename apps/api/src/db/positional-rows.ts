import { Column, fillPlaceholders, is } from 'drizzle-orm';
import type { Executor } from './database';

/** Runs a named statement and answers its rows as arrays, in the order the statement selects. */
export type RunArrays = (name: string, text: string, params: unknown[]) => Promise<unknown[][]>;

const runners = new WeakMap<object, RunArrays>();

/** Tells `preparedRows` how `db`'s driver runs a statement (set when the database is opened). */
export function runArraysWith(db: Executor, run: RunArrays) {
  runners.set(db, run);
}

// As drizzle's own drivers read them: a timestamp, a date or an interval as the server writes it,
// for its column to decode (`mapFromDriverValue`); json, numbers and the rest as the driver parses.
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const DATE = 1082;
const INTERVAL = 1186;
export const TEXT_TYPES = [TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL] as const;

/**
 * A select built by drizzle, prepared once and run by the driver as a named statement whose rows
 * come as arrays, each value put under its field's name and decoded by its column. Drizzle's own
 * row mapping walks every field's class for every cell: for a page of twenty jobs (42 columns)
 * it cost half a millisecond of the API's time, twice the driver's. The select's fields must be
 * flat (no nested objects); an expression's value is the driver's (cast it in SQL).
 */
export function preparedRows<Result>(
  db: Executor,
  name: string,
  select: {
    toSQL(): { sql: string; params: unknown[] };
    _: { result: Result; selectedFields: Record<string, unknown> };
  },
) {
  const run = runners.get(db);
  if (!run)
    throw new Error(
      `${name}: a prepared row read runs on an opened database, not in a transaction`,
    );
  const { sql: text, params } = select.toSQL();
  // The fields in the order the statement selects them (drizzle's order too).
  const fields = Object.entries(select._.selectedFields);
  const keys = fields.map(([key]) => key);
  const columns = fields.map(([, field]) => (is(field, Column) ? field : undefined));
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = values[i];
      const column = columns[i];
      row[keys[i]!] = value === null || !column ? value : column.mapFromDriverValue(value);
    }
    return row;
  };
  return {
    async execute(values: Record<string, unknown>): Promise<Result> {
      const rows = await run(name, text, fillPlaceholders(params, values));
      return rows.map(toRow) as Result;
    },
  };
}
