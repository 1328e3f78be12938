import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('"newest first" indexes', () => {
  // Queries say `ORDER BY … DESC` (nulls first); an index kept `DESC NULLS LAST` cannot give
  // that order, and every row of the user is read and sorted for a page of 20.
  it('keep the NULLS order of the queries that read them', async () => {
    const result = (await t.db.execute(sql`
      SELECT indexname FROM pg_indexes
      WHERE schemaname = current_schema() AND indexdef ILIKE '%DESC NULLS LAST%'
      ORDER BY indexname`)) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((row) => row.indexname)).toEqual([]);
  });
});
