import { sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@homekeep/contracts/common';
import { offsetOf, rowsWithTotal } from '../lib/pagination';
import { cappedCount, cappedTotal, type Limitable } from './capped-count';
import type { Executor } from './database';

/**
 * A query built once per database (or transaction) and kept: a prepared query is built with
 * placeholders and executed with each request's values, so the query builder runs once, and on a
 * server it is a named statement, parsed and planned once per connection (on the embedded
 * database PGlite sends it unnamed, parsed and planned on each run).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Prepared queries of one kind, built once per database and per shape: what the statement's text
 * depends on (which filters are set, the page size). `key` names a shape; `build` is given the
 * statement name to prepare under, `<name>_<key>`, unique to the text.
 */
export function preparedPerShape<Shape, T>(
  name: string,
  key: (shape: Shape) => string,
  build: (db: Executor, shape: Shape, statementName: string) => T,
): (db: Executor, shape: Shape) => T {
  const shapes = new Map<string, (db: Executor) => T>();
  return (db, shape) => {
    const shapeKey = key(shape);
    let perDatabase = shapes.get(shapeKey);
    if (perDatabase === undefined) {
      const statementName = `${name}_${shapeKey}`;
      perDatabase = preparedPerDatabase((each) => build(each, shape, statementName));
      shapes.set(shapeKey, perDatabase);
    }
    return perDatabase(db);
  };
}

/** What a prepared page is built for: its size, and whether it is the first (offset 0). */
export interface PageShape {
  limit: number;
  first: boolean;
}

export const pageShape = (query: PageQuery): PageShape => ({
  limit: query.limit,
  first: query.page === 1,
});

export const pageShapeKey = (shape: PageShape) => `${shape.limit}${shape.first ? '_first' : ''}`;

/**
 * A prepared page's LIMIT and OFFSET, both parameters: the page size a value of the prepared
 * query, the offset of a later page the placeholder `offset`.
 */
export const pageRows = (shape: PageShape) => ({
  limit: shape.limit,
  offset: shape.first ? 0 : sql.placeholder('offset'),
});

type Values = Record<string, unknown>;

/** A prepared page with its total (`cappedTotal`) and its capped count for an empty page. */
export interface PreparedPage<Row extends { total: number }> {
  page: { execute(values: Values): Promise<Row[]> };
  count: { execute(values: Values): Promise<{ total: number }[]> };
}

/** Runs a prepared page with the request's values and the page's `offset` (see `pageRows`). */
export function runPage<Row extends { total: number }>(
  { page, count }: PreparedPage<Row>,
  query: PageQuery,
  values: Values,
) {
  const all = { ...values, offset: offsetOf(query) };
  return rowsWithTotal(page.execute(all), () => count.execute(all));
}

/** A list's page before it is prepared: its select, with `total` and its LIMIT and OFFSET. */
interface PageSelect<Row extends { total: number }> {
  prepare(name: string): PreparedPage<Row>['page'];
}

/** What a list's statement text depends on: its page, and which of its filters are set. */
interface ListShape extends PageShape {
  filters: string[];
}

const listShapeKey = ({ filters, ...page }: ListShape) =>
  `${filters.map((filter) => `${filter}_`).join('')}${pageShapeKey(page)}`;

/**
 * A list prepared once per shape: its page size and which of the values it is run with are set
 * (one left undefined leaves its filter out of the statement). `build` is told which are set
 * (`has`) and gives the page's select given its `total` column (cut by `rows`, each value a
 * placeholder), the rows its capped count counts, and how far it counts (`COUNT_CAP` unless it
 * says). Answers a function that runs a page with the request's values.
 */
export function preparedList<Row extends { total: number }>(
  name: string,
  build: (
    db: Executor,
    rows: ReturnType<typeof pageRows>,
    has: (filter: string) => boolean,
  ) => { page: (total: SQL.Aliased<number>) => PageSelect<Row>; matching: Limitable; cap?: number },
) {
  const pages = preparedPerShape(name, listShapeKey, (db, shape: ListShape, statementName) => {
    const { page, matching, cap } = build(db, pageRows(shape), (filter) =>
      shape.filters.includes(filter),
    );
    return {
      page: page(cappedTotal(db, matching, cap)).prepare(statementName),
      count: cappedCount(db, matching, cap).prepare(`${statementName}_count`),
    };
  });
  return (db: Executor, query: PageQuery, values: Values = {}) => {
    const filters = Object.keys(values).filter((filter) => values[filter] !== undefined);
    return runPage(pages(db, { filters, ...pageShape(query) }), query, values);
  };
}
