import pg from 'pg';

/** Statement texts seen this many times are sent as named (server-side prepared) statements. */
export const NAME_AFTER_SIGHTINGS = 2;
/** At most this many texts get a name: each holds a parsed statement and plan per connection. */
export const MAX_NAMED_STATEMENTS = 200;
/** Texts seen but not yet named are forgotten past this many (one-off statements). */
const MAX_SIGHTED = 2_000;

/**
 * Names for repeated statement texts, shared by every connection of a pool. A named statement is
 * parsed once per connection and, after a few runs, executed with the plan the server keeps for
 * it: a list's statement is planned once instead of on every request. Statements with parameters
 * are named, and single reads without them (`mayBeNamed`); other texts may hold several commands,
 * which cannot be prepared. A text seen once (a bulk insert of some number of rows) is not named.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private sighted = new Map<string, number>();

  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= MAX_NAMED_STATEMENTS) return name;
    const seen = (this.sighted.get(text) ?? 0) + 1;
    if (seen < NAME_AFTER_SIGHTINGS) {
      if (this.sighted.size >= MAX_SIGHTED) this.sighted = new Map();
      this.sighted.set(text, seen);
      return undefined;
    }
    this.sighted.delete(text);
    const named = `hk_${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }

  get size() {
    return this.names.size;
  }
}

/**
 * Whether a statement text may be sent named: it has parameters (then it is one command), or it
 * is one read with none (a `SELECT` or `WITH` holding no semicolon), such as the first page of the
 * catalogue, whose values are all in its text.
 */
export const mayBeNamed = (text: string, params: unknown[] | undefined) =>
  (params !== undefined && params.length > 0) ||
  (/^\s*(select|with)\b/i.test(text) && !text.includes(';'));

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

const isUnnamedConfig = (query: unknown): query is QueryConfig =>
  typeof query === 'object' &&
  query !== null &&
  typeof (query as QueryConfig).text === 'string' &&
  (query as QueryConfig).name === undefined &&
  typeof (query as { submit?: unknown }).submit !== 'function';

/** A node-postgres client class that names the repeated statements it is given (see above). */
export function namingClient(names: StatementNames): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // node-postgres overloads `query`; this one passes every call through, naming some configs.
    override query(...args: unknown[]): never {
      const [query, values] = args;
      if (isUnnamedConfig(query)) {
        const params = Array.isArray(values) ? values : query.values;
        const name = mayBeNamed(query.text, params) ? names.nameOf(query.text) : undefined;
        if (name) args[0] = { ...query, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  };
}
