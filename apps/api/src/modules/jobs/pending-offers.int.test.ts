import { desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMeta } from '@homekeep/contracts/common';
import { apiCaller, someServices } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { requestService, residentWithProperty, vendorCovering } from '../../../test/jobs';
import { orderOffers, orders } from '../../db/schema';
import { listOpenJobsFor, OPEN_JOBS_COUNT_CAP } from './job-matching.repository';

let t: TestApp;
let vendorId: string;
let vendorToken: string;
let inPairs: () => Promise<unknown>;
/** The orders the vendor may take, newest first: those in its pairs and the one offered to it. */
let expected: string[] = [];

// A vendor covering two services in two zip codes, among requests in and out of its pairs, and
// one outside them that a widened round offered it.
beforeAll(async () => {
  // Its own database on a server: other files' pending orders in these zip codes would join the list.
  t = await createTestApp({ ownDatabase: true });
  const [serviceA, serviceB, serviceC] = await someServices(t.app, 3);
  const vendor = await vendorCovering(t.app, [serviceA!.id, serviceB!.id], ['94107', '94110']);
  vendorId = vendor.user.id;
  vendorToken = vendor.token;
  const residents = await Promise.all(
    ['94107', '94110', '94133'].map((zip) => residentWithProperty(t.app, zip)),
  );
  const mayTake: string[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const [r, resident] of residents.entries()) {
      for (const service of [serviceA!, serviceB!, serviceC!]) {
        const created = await requestService(t.app, resident, service.id);
        const inPairs = r < 2 && service !== serviceC;
        if (inPairs) mayTake.push(created.order.id);
      }
    }
  }
  inPairs = () => requestService(t.app, residents[0]!, serviceB!.id);
  const outside = await requestService(t.app, residents[2]!, serviceA!.id);
  await t.db.insert(orderOffers).values({ orderId: outside.order.id, vendorId, round: 2 });
  mayTake.push(outside.order.id);
  const newestFirst = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, mayTake))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  expected = newestFirst.map((order) => order.id);
});
afterAll(() => t.close());

const pageOf = async (page: number, limit: number, afterOrder?: string) => {
  const { data, total } = await listOpenJobsFor(
    t.db,
    vendorId,
    { page, limit, afterOrder },
    new Date(),
  );
  return { ids: data.map((row) => row.orderId), total };
};

describe("pending offers: the orders in a vendor's pairs and those offered to it", () => {
  it('come newest first, page by page, with their total', async () => {
    expect(expected).toHaveLength(17);
    for (const limit of [5, 20]) {
      const pages = Math.ceil(expected.length / limit) + 1;
      for (let page = 1; page <= pages; page += 1) {
        const wanted = expected.slice((page - 1) * limit, page * limit);
        expect(await pageOf(page, limit), `page ${page} of ${limit}`).toEqual({
          ids: wanted,
          total: expected.length,
        });
      }
    }
  });
});

describe('an order in the pairs that a widened round offered the vendor too', () => {
  it('comes once, in its place, on every page', async () => {
    const twice = [expected[1]!, expected[7]!];
    await t.db
      .insert(orderOffers)
      .values(twice.map((orderId) => ({ orderId, vendorId, round: 2 })));
    try {
      for (const limit of [5, 20]) {
        for (let page = 1; page <= Math.ceil(expected.length / limit); page += 1) {
          expect(await pageOf(page, limit), `page ${page} of ${limit}`).toEqual({
            ids: expected.slice((page - 1) * limit, page * limit),
            total: expected.length,
          });
        }
      }
    } finally {
      await t.db.delete(orderOffers).where(inArray(orderOffers.orderId, twice));
    }
  });
});

describe("the page after a cursor's order", () => {
  it('holds the same rows as the page by number', async () => {
    const limit = 5;
    for (let page = 2; page <= Math.ceil(expected.length / limit) + 1; page += 1) {
      const wanted = expected.slice((page - 1) * limit, page * limit);
      const afterOrder = expected[(page - 1) * limit - 1];
      expect((await pageOf(page, limit, afterOrder)).ids, `page ${page} after a cursor`).toEqual(
        wanted,
      );
    }
  });
});

describe('GET /vendor-orders?status=pending past its counting cap', () => {
  it('says "60+" past 60 open jobs, and the exact total on the part-full last page', async () => {
    for (let more = 0; more < 90; more += 1) await inPairs();
    const open = (page: number) =>
      apiCaller(t.app)<{ data: unknown[]; meta: ListMeta }>(
        'GET',
        `/vendor-orders?status=pending&page=${page}`,
        vendorToken,
      );
    const first = await open(1);
    expect(first.body.meta).toEqual({
      page: 1,
      limit: 20,
      total: OPEN_JOBS_COUNT_CAP,
      totalPages: 3,
      totalIsEstimate: true,
      nextCursor: expect.any(String),
    });
    // Page 4 starts past the cap: a full page says there is at least one job after it.
    const fourth = await open(4);
    expect(fourth.body.data).toHaveLength(20);
    expect(fourth.body.meta).toEqual({
      page: 4,
      limit: 20,
      total: 81,
      totalPages: 5,
      totalIsEstimate: true,
      nextCursor: expect.any(String),
    });
    const last = await open(6);
    expect(last.body.data).toHaveLength(107 - 100);
    expect(last.body.meta).toEqual({ page: 6, limit: 20, total: 107, totalPages: 6 });
  });

  it('pages by cursor through the same jobs as by number, to the last page (finding)', async () => {
    const call = apiCaller(t.app);
    type Page = { data: { id: string }[]; meta: ListMeta };
    const byNumber: Page[] = [];
    for (let page = 1; page <= 6; page += 1) {
      byNumber.push(
        (await call<Page>('GET', `/vendor-orders?status=pending&page=${page}`, vendorToken)).body,
      );
    }
    let url = '/vendor-orders?status=pending';
    for (const [index, wanted] of byNumber.entries()) {
      const got = (await call<Page>('GET', url, vendorToken)).body;
      const { nextCursor, ...meta } = got.meta;
      const page = `page ${index + 1}`;
      expect(
        got.data.map((job) => job.id),
        page,
      ).toEqual(wanted.data.map((job) => job.id));
      expect(meta.page, page).toBe(index + 1);
      // A cursor's page counts from its own start: within 60 of the end it knows the total.
      if (meta.totalIsEstimate) expect(meta.total, page).toBeLessThan(107);
      else expect(meta, page).toEqual({ page: index + 1, limit: 20, total: 107, totalPages: 6 });
      if (index === byNumber.length - 1) expect(nextCursor).toBeUndefined();
      else url = `/vendor-orders?status=pending&cursor=${nextCursor!}`;
    }
  });

  it("refuses a cursor it did not give, and a cursor on a vendor's own orders", async () => {
    const call = apiCaller(t.app);
    const forged = Buffer.from(JSON.stringify([2, 'not-an-id'])).toString('base64url');
    const refused = await call(
      'GET',
      `/vendor-orders?status=pending&cursor=${forged}`,
      vendorToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/cursor is not one this list gave/);
    const first = await call<{ meta: ListMeta }>(
      'GET',
      '/vendor-orders?status=pending',
      vendorToken,
    );
    const own = await call(
      'GET',
      `/vendor-orders?status=accepted&cursor=${first.body.meta.nextCursor!}`,
      vendorToken,
    );
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/cursor pages the open jobs/);
  });
});
