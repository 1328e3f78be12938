import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inlined, pageLimit, pageOffset, unknownToPlanner } from './statement-literals';

const dialect = new PgDialect();
const render = (count: unknown) => dialect.sqlToQuery(sql`limit ${count}`);

describe('row counts in a statement', () => {
  it('writes a page size and the first page’s offset into the text, with no parameter', () => {
    expect(render(pageLimit({ limit: 20 }))).toMatchObject({ sql: 'limit 20', params: [] });
    expect(render(pageOffset({ page: 1, limit: 20 }))).toMatchObject({
      sql: 'limit 0',
      params: [],
    });
  });

  it('sends a later page’s offset as a parameter: one text for every page', () => {
    expect(render(pageOffset({ page: 3, limit: 20 }))).toMatchObject({
      sql: 'limit $1',
      params: [40],
    });
  });

  it('refuses anything but a whole number of 0 or more', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => inlined(bad)).toThrow(RangeError);
    }
  });
});

describe('a value unknown to the planner', () => {
  it('is sent as a parameter found once per run, the same text for every value', () => {
    const offset = sql.placeholder('offset');
    const query = dialect.sqlToQuery(sql`offset ${unknownToPlanner(sql`${offset}::int`)}`);
    expect(query.sql).toBe('offset (select $1::int)');
  });
});
