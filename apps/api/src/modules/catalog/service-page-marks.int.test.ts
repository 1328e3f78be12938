import { randomUUID } from 'node:crypto';
import { inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@homekeep/contracts/catalog';
import { services } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';

// A page by number starts from the kept mark at or before its offset (`service_page_marks`,
// decision 039): every 200th listed service of each scope ('' every kind, or one kind), with how
// many of the scope's services are ahead of it. Statements of up to 25 services move the marks
// one by one; larger ones make them anew. Services are made in a database of this file's own.
let t: TestApp;
const word = `zm${randomUUID().slice(0, 8)}`;
let spacing: number;

const named = (prefix: string, count: number, kind: (i: number) => 'home' | 'luxe') =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${word} ${String(i).padStart(4, '0')}`,
    kind: kind(i),
    priceCents: 1_000,
  }));

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Mark {
  scope: string;
  ahead: number;
  /** The scope's listed services ahead of the mark, counted. */
  counted: number;
  /** Listed services from this mark to the next (to the end for the last). */
  held: number;
  last: boolean;
}

/** Every mark with what it says and what is true, by scope in name order. */
async function marks() {
  const found = await rows<Mark>(sql`
    with marks as (
      select m.scope, m.name, m.id, m.ahead,
        (select count(*) from services s where s.active and (m.scope = '' or s.kind = m.scope)
          and (s.name, s.id) < (m.name, m.id))::int as counted,
        (select count(*) from services s where s.active and (m.scope = '' or s.kind = m.scope))::int
          as listed,
        lead(m.ahead) over (partition by m.scope order by m.name, m.id) as next_ahead
      from service_page_marks m)
    select scope, ahead, counted, coalesce(next_ahead, listed) - ahead as held,
      next_ahead is null as last
    from marks order by scope, name, id`);
  return found;
}

/** The listed services of a scope, counted. */
async function listed(scope: '' | 'home' | 'luxe') {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from services
    where active and (${scope} = '' or kind = ${scope})`);
  return row!.n;
}

/** What every kept mark must be: in its place, and its block within bounds. */
async function expectMarksInPlace() {
  const found = await marks();
  for (const scope of ['', 'home', 'luxe'] as const) {
    const own = found.filter((mark) => mark.scope === scope);
    const total = await listed(scope);
    // Marks are kept only where a scope has more than one spacing of services.
    expect(own.length).toBeGreaterThanOrEqual(total > 2 * spacing ? 1 : 0);
    for (const mark of own) {
      expect(mark.ahead).toBe(mark.counted);
      expect(mark.held).toBeLessThanOrEqual(2 * spacing);
      if (!mark.last) expect(mark.held).toBeGreaterThanOrEqual(spacing / 4);
    }
    expect(own[0]?.ahead ?? 0).toBeLessThanOrEqual(2 * spacing);
  }
  return found;
}

const inBatches = async <T>(items: T[], size: number, each: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < items.length; i += size) await each(items.slice(i, i + size));
};

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  const [kept] = await rows<{ spacing: number }>(
    sql`select service_page_mark_spacing() as spacing`,
  );
  spacing = kept!.spacing;
  // One statement of 1,200 services: the marks are made anew.
  await t.db
    .insert(services)
    .values(named('Marked', 1_200, (i) => (i % 4 === 0 ? 'luxe' : 'home')));
});
afterAll(() => t.close());

describe('the kept marks of the services list', () => {
  it('marks every 200th listed service of each scope once a statement adds many', async () => {
    const found = await expectMarksInPlace();
    const every = found.filter((mark) => mark.scope === '');
    expect(every.map((mark) => mark.ahead)).toEqual(
      Array.from({ length: every.length }, (_, i) => (i + 1) * spacing),
    );
    expect(every.length).toBe(Math.floor(((await listed('')) - 1) / spacing));
  });

  it('keeps them in place as services come, change and go a few at a time', async () => {
    // 450 services in one block, 25 a statement: the block splits as it passes twice the spacing.
    const crowd = named('Marked crowd', 450, (i) => (i % 3 === 0 ? 'luxe' : 'home'));
    await inBatches(crowd, 25, (batch) => t.db.insert(services).values(batch));
    const grown = await expectMarksInPlace();
    expect(grown.filter((mark) => mark.scope === '').length).toBeGreaterThan(
      Math.floor(1_200 / spacing),
    );

    const moved = await t.db
      .select({ id: services.id })
      .from(services)
      .where(like(services.name, `Marked ${word} 00%`));
    await inBatches(moved, 10, (batch) =>
      t.db
        .update(services)
        .set({ kind: 'luxe' })
        .where(
          inArray(
            services.id,
            batch.map((row) => row.id),
          ),
        ),
    );
    await t.db
      .update(services)
      .set({ name: sql`'Zz renamed ' || ${services.name}` })
      .where(like(services.name, `Marked ${word} 010%`));
    await t.db
      .update(services)
      .set({ active: false })
      .where(like(services.name, `Marked ${word} 02%`));
    await expectMarksInPlace();

    // The crowd goes again, 25 a statement: the blocks it leaves too small join their neighbours.
    const crowdIds = await t.db
      .select({ id: services.id })
      .from(services)
      .where(like(services.name, `Marked crowd ${word}%`));
    await inBatches(crowdIds, 25, (batch) =>
      t.db.delete(services).where(
        inArray(
          services.id,
          batch.map((row) => row.id),
        ),
      ),
    );
    await expectMarksInPlace();
  });

  it('gives every page by number the slice of the listing it names', async () => {
    const order = async (kind?: 'luxe') =>
      (
        await rows<{ id: string }>(sql`select id from services
          where active and (${kind ?? ''} = '' or kind = ${kind ?? ''}) order by name, id`)
      ).map((row) => row.id);
    for (const [query, kind] of [
      ['', undefined],
      ['kind=luxe&', 'luxe'],
    ] as const) {
      const all = await order(kind);
      for (const limit of [20, 100]) {
        const last = Math.ceil(all.length / limit);
        for (const page of [2, 10, 11, last - 1, last, last + 1]) {
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/v1/services?${query}page=${page}&limit=${limit}`,
          });
          expect(response.statusCode).toBe(200);
          const ids = (response.json() as { data: Service[] }).data.map((service) => service.id);
          expect(ids, `${query}page ${page} of ${limit}`).toEqual(
            all.slice((page - 1) * limit, page * limit),
          );
        }
      }
    }
  });

  // Last: it empties the catalogue.
  it('drops every mark with the services (truncate), and marks them again from none', async () => {
    expect((await marks()).length).toBeGreaterThan(0);
    await t.db.execute(sql`truncate services cascade`);
    expect(await marks()).toEqual([]);

    await t.db.insert(services).values(named('Again', 500, () => 'home'));
    const found = await expectMarksInPlace();
    expect(found.map((mark) => [mark.scope, mark.ahead])).toEqual([
      ['', spacing],
      ['', 2 * spacing],
      ['home', spacing],
      ['home', 2 * spacing],
    ]);
  });
});
