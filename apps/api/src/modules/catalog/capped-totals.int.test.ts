import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMeta } from '@homekeep/contracts/common';
import { services } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';

// A list stops counting at 1,000 matches, a search at 100: its total then says "at least"
// (totalIsEstimate) instead of reading every match for a page of 20. The catalogue's totals per
// kind are kept by the database (service_counts): a key read, shown capped like any list's. The 1,050 services are made
// in a database of this file's own: on a shared server they would change the catalogue other
// files walk.
let t: TestApp;
const word = `zq${randomUUID().slice(0, 8)}`;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  const rows = Array.from({ length: 1_050 }, (_, i) => ({
    name: `Capped ${word} ${String(i).padStart(4, '0')}`,
    kind: 'home' as const,
    priceCents: 1_000,
  }));
  const inserted = await t.db.insert(services).values(rows).returning({ id: services.id });
  ids.push(...inserted.map((row) => row.id));
});
afterAll(async () => {
  await t.db.update(services).set({ active: false }).where(inArray(services.id, ids));
  await t.close();
});

const metaOf = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/services?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: unknown[]; meta: ListMeta }).meta;
};

describe('list totals past the counting cap', () => {
  it('says "at least 1,000" on the first page of a larger list', async () => {
    const meta = await metaOf('limit=20');
    expect(meta).toEqual({
      page: 1,
      limit: 20,
      total: 1_000,
      totalPages: 50,
      totalIsEstimate: true,
      nextCursor: expect.any(String),
    });
  });

  it("keeps each kind's total as services come, change and go (a key read, not a count)", async () => {
    const luxe = async () =>
      (
        await t.db
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.active, true), eq(services.kind, 'luxe')))
      ).length;
    const before = await luxe();
    expect(before).toBeLessThan(1_000);
    expect((await metaOf('kind=luxe')).total).toBe(before);
    const moved = ids.slice(0, 5);
    await t.db.update(services).set({ kind: 'luxe' }).where(inArray(services.id, moved));
    await t.db
      .update(services)
      .set({ active: false })
      .where(inArray(services.id, moved.slice(0, 2)));
    const [removed] = await t.db
      .insert(services)
      .values({ name: `Capped ${word} gone`, kind: 'luxe', priceCents: 1 })
      .returning({ id: services.id });
    expect((await metaOf('kind=luxe')).total).toBe(before + 4);
    await t.db.delete(services).where(eq(services.id, removed!.id));
    expect((await metaOf('kind=luxe')).total).toBe(before + 3);
    expect(await luxe()).toBe(before + 3);
    await t.db
      .update(services)
      .set({ kind: 'home', active: true })
      .where(inArray(services.id, moved));
    expect((await metaOf('kind=luxe')).total).toBe(before);
  });

  it('says "at least 100" on the first page of a search with more matches', async () => {
    const meta = await metaOf(`global=${word}`);
    expect(meta).toEqual({
      page: 1,
      limit: 20,
      total: 100,
      totalPages: 5,
      totalIsEstimate: true,
      nextCursor: expect.any(String),
    });
  });

  it('keeps a next page open on the last counted page while pages are full', async () => {
    const meta = await metaOf(`global=${word}&page=5`);
    expect(meta.totalIsEstimate).toBe(true);
    expect(meta.totalPages).toBe(6);
    const deeper = await metaOf(`global=${word}&page=50`);
    expect(deeper).toMatchObject({ total: 1_001, totalPages: 51, totalIsEstimate: true });
  });

  it('knows the exact total on the part-full last page', async () => {
    const meta = await metaOf(`global=${word}&page=53`);
    expect(meta).toEqual({ page: 53, limit: 20, total: 1_050, totalPages: 53 });
  });

  it('counts a small list exactly, without the estimate flag', async () => {
    const meta = await metaOf(`global=${word} 000`);
    expect(meta.total).toBe(10);
    expect(meta.totalIsEstimate).toBeUndefined();
    const hundred = await metaOf(`global=${word} 00&limit=20`);
    expect(hundred).toMatchObject({ total: 100, totalPages: 5 });
    expect(hundred.totalIsEstimate).toBeUndefined();
  });

  // The page brings its total with its rows; a page with no rows counts the total apart.
  it('keeps the total on a page past the last one, and on a list with no match', async () => {
    expect(await metaOf(`global=${word} 000&page=2`)).toEqual({
      page: 2,
      limit: 20,
      total: 10,
      totalPages: 1,
    });
    expect((await metaOf(`global=${word}&page=60`)).totalIsEstimate).toBe(true);
    expect(await metaOf(`global=${word}-none`)).toEqual({
      page: 1,
      limit: 20,
      total: 0,
      totalPages: 0,
    });
  });
});
