import type { Executor } from './database';

/**
 * A query built once per database (or transaction) and kept: a prepared query is built with
 * placeholders and executed with each request's values, so the query builder runs once, and on a
 * server it is a named statement, parsed and planned once per connection.
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
