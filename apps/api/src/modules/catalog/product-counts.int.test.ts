import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMeta } from '@homekeep/contracts/common';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;

// A database of its own on a server: other files add services (and their products) meanwhile.
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const totalOf = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { meta: ListMeta }).meta;
};

/** The active products of each kind, counted from the table itself. */
async function counted() {
  const { rows } = (await t.db.execute(sql`select kind, count(*)::int as n from products
    where active group by kind`)) as unknown as { rows: { kind: string; n: number }[] };
  return Object.fromEntries(rows.map((row) => [row.kind, row.n])) as Record<string, number>;
}

describe('the products list counted as products are written (product_counts)', () => {
  it('totals each kind and every kind, and follows products added, changed and removed', async () => {
    // Each total as any list's: exact to a thousand, "1,000+" past it.
    const shown = (total: number, limit: number) =>
      total > 1000
        ? { total: 1000, totalIsEstimate: true, totalPages: 1000 / limit }
        : { total, totalPages: Math.ceil(total / limit) };
    const expectTotals = async () => {
      const byKind = await counted();
      for (const kind of ['service', 'maintenance_plan', 'custom_maintenance_request']) {
        expect(await totalOf(`/products?kind=${kind}`), kind).toEqual({
          page: 1,
          limit: 20,
          ...shown(byKind[kind] ?? 0, 20),
        });
      }
      const all = Object.values(byKind).reduce((sum, n) => sum + n, 0);
      expect(await totalOf('/products?limit=100')).toEqual({
        page: 1,
        limit: 100,
        ...shown(all, 100),
      });
    };
    await expectTotals();

    // Whoever writes them: SQL run by hand is counted like the admin's routes.
    const { rows } = (await t.db.execute(sql`select id from products
      where kind = 'service' and active order by name limit 2`)) as unknown as {
      rows: { id: string }[];
    };
    const [first, second] = rows.map((row) => row.id);
    await t.db.execute(sql`update products set active = false where id = ${first!}`);
    await expectTotals();
    // One back on sale and another off in one statement: the kind's count is where it was.
    await t.db.execute(sql`update products set active = (id = ${first!})
      where id in (${first!}, ${second!})`);
    await expectTotals();
    // Past the thousand a list shows, and back.
    await t.db.execute(sql`insert into products (kind, name, price_cents)
      select 'service', 'A product counted ' || n, 100 from generate_series(1, 1200) n`);
    expect((await counted()).service).toBeGreaterThan(1200);
    await expectTotals();
    await t.db.execute(sql`delete from products where name like 'A product counted %'`);
    await expectTotals();
    await t.db.execute(sql`delete from products where id in (${first!}, ${second!})`);
    await expectTotals();
  });

  // Last: it empties the catalogue.
  it('empties the counts of services and products with their rows (truncate)', async () => {
    const countsOf = { services: 'service_counts', products: 'product_counts' } as const;
    /** A table's kept counts beside its active rows of each kind, counted. */
    const keptAndCounted = async (table: keyof typeof countsOf) => {
      const read = async (query: ReturnType<typeof sql>) =>
        ((await t.db.execute(query)) as unknown as { rows: { kind: string; n: number }[] }).rows;
      return {
        kept: await read(sql`select kind, active as n from ${sql.identifier(countsOf[table])}
          where active <> 0 order by kind`),
        counted: await read(sql`select kind, count(*)::int as n from ${sql.identifier(table)}
          where active group by kind order by kind`),
      };
    };
    const expectKept = async () => {
      for (const table of ['services', 'products'] as const) {
        const { kept, counted } = await keptAndCounted(table);
        expect(kept, table).toEqual(counted);
      }
    };
    expect((await keptAndCounted('products')).kept.length).toBeGreaterThan(0);

    await t.db.execute(sql`truncate products cascade`);
    expect((await keptAndCounted('products')).kept).toEqual([]);
    expect((await keptAndCounted('services')).kept.length).toBeGreaterThan(0);
    await expectKept();

    await t.db.execute(sql`insert into products (kind, name, price_cents)
      select 'service', 'A product after ' || n, 100 from generate_series(1, 3) n`);
    await expectKept();

    await t.db.execute(sql`truncate services cascade`);
    expect((await keptAndCounted('services')).kept).toEqual([]);
    await expectKept();
    await t.db.execute(sql`insert into services (name, kind, price_cents)
      values ('A service after', 'home', 100)`);
    await expectKept();
  });
});
