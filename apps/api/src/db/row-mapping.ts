import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';

/** A selected field as drizzle hands it to a prepared query: where it goes, what decodes it. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Row = Record<string, unknown>;

// `decoder` is drizzle's own (not in its types): what `mapWith` set, or the identity.
const decoderOfSql = (sqlOf: SQL) => (sqlOf as unknown as { decoder: Decoder }).decoder;

const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
};

/**
 * Turns a statement's rows (arrays, in the order of `fields`) into objects as drizzle's own
 * `mapResultRow` does, with each field's decoder and path worked out once for the statement:
 * drizzle works them out again for every cell of every row (a fifth of a list's API time went to
 * its `is` checks). The same rules: nested paths make objects, and a left-joined table whose
 * columns are all null is null (`joinsNotNullableMap`).
 */
export function rowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const plan = fields.map(({ path, field }) => ({
    decoder: decoderOf(field),
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    object: path[0]!,
    joinedTable:
      joinsNotNullableMap && is(field, Column) && path.length === 2
        ? getTableName(field.table)
        : undefined,
  }));
  const flat = plan.every((step) => step.parents.length === 0 && step.joinedTable === undefined);
  if (flat) {
    return (row: unknown[]) => {
      const result: Row = {};
      for (let i = 0; i < plan.length; i += 1) {
        const raw = row[i];
        result[plan[i]!.key] = raw === null ? null : plan[i]!.decoder.mapFromDriverValue(raw);
      }
      return result;
    };
  }
  return (row: unknown[]) => {
    const result: Row = {};
    const nullify: Record<string, string | false> = {};
    plan.forEach((step, i) => {
      let node = result;
      for (const chunk of step.parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Row;
      }
      const raw = row[i];
      const value = (node[step.key] = raw === null ? null : step.decoder.mapFromDriverValue(raw));
      if (step.joinedTable === undefined) return;
      const seen = nullify[step.object];
      if (seen === undefined) nullify[step.object] = value === null ? step.joinedTable : false;
      else if (typeof seen === 'string' && seen !== step.joinedTable) nullify[step.object] = false;
    });
    for (const [object, table] of Object.entries(nullify)) {
      if (typeof table === 'string' && !joinsNotNullableMap?.[table]) result[object] = null;
    }
    return result;
  };
}

interface PreparedQuery {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type PrepareQuery = (this: unknown, ...args: unknown[]) => PreparedQuery;

/**
 * Gives every query that drizzle maps field by field (a select) a `rowMapper`, built the first
 * time the query runs (drizzle sets the joins' map after preparing): a prepared query builds it
 * once and keeps it. Queries that map their own rows (relational queries) keep their mapper.
 */
function mapRowsOnce(session: { prototype: object }) {
  const prototype = session.prototype as { prepareQuery: PrepareQuery };
  const prepare = prototype.prepareQuery;
  prototype.prepareQuery = function (this: unknown, ...args: unknown[]) {
    const prepared = prepare.apply(this, args);
    const fields = prepared.fields;
    if (fields && !prepared.customResultMapper) {
      let map: ((row: unknown[]) => Row) | undefined;
      prepared.customResultMapper = (rows) => {
        map ??= rowMapper(fields, prepared.joinsNotNullableMap);
        return rows.map(map);
      };
    }
    return prepared;
  };
}

mapRowsOnce(NodePgSession);
mapRowsOnce(PgliteSession);
