import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMeta } from '@homekeep/contracts/common';
import {
  maintenanceRequests,
  orders,
  requestCounts,
  users,
  vendorOrderCounts,
} from '../../db/schema';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';

// A resident's requests and a vendor's orders are counted by the database's triggers
// (`request_counts`, `vendor_order_counts`): a list's total is exact however long the list. In a
// database of this file's own, so that the counts can be checked against a count of every row.
let t: TestApp;
let call: ApiCaller;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  call = apiCaller(t.app);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

const metaOf = async (token: string, path: string) => {
  const response = await call<{ data: unknown[]; meta: ListMeta }>('GET', path, token);
  expect(response.status).toBe(200);
  return response.body.meta;
};

/** Both kept counts (each the sum of its rows) beside the same counts made row by row. */
async function keptAndCounted() {
  const kept = {
    requests: await t.db
      .select({
        userId: requestCounts.userId,
        status: requestCounts.status,
        total: sql<number>`sum(${requestCounts.total})::int`,
      })
      .from(requestCounts)
      .groupBy(requestCounts.userId, requestCounts.status)
      .having(sql`sum(${requestCounts.total}) <> 0`)
      .orderBy(requestCounts.userId, requestCounts.status),
    orders: await t.db
      .select({
        vendorId: vendorOrderCounts.vendorId,
        status: vendorOrderCounts.status,
        total: sql<number>`sum(${vendorOrderCounts.total})::int`,
      })
      .from(vendorOrderCounts)
      .groupBy(vendorOrderCounts.vendorId, vendorOrderCounts.status)
      .having(sql`sum(${vendorOrderCounts.total}) <> 0`)
      .orderBy(vendorOrderCounts.vendorId, vendorOrderCounts.status),
  };
  const { userId, status } = maintenanceRequests;
  const counted = {
    requests: await t.db
      .select({ userId, status, total: count() })
      .from(maintenanceRequests)
      .groupBy(userId, status)
      .orderBy(userId, status),
    orders: await t.db
      .select({ vendorId: sql<string>`${orders.vendorId}`, status: orders.status, total: count() })
      .from(orders)
      .where(isNotNull(orders.vendorId))
      .groupBy(orders.vendorId, orders.status)
      .orderBy(orders.vendorId, orders.status),
  };
  return { kept, counted };
}

describe('request and order counts', () => {
  it('gives the exact total of more than 1,000 requests and orders (finding)', async () => {
    const resident = await residentWithProperty(t.app, '85001');
    const vendor = await vendorCovering(t.app, [serviceId], ['85001']);
    const residentId = resident.user.id;
    await t.db.execute(sql`
      with made as (
        insert into maintenance_requests (user_id, property_id, service_id, title, description, status)
        select ${residentId}, ${resident.propertyId}, ${serviceId}, 'Visit ' || n, 'Routine.',
          case when n <= 40 then 'completed' else 'open' end
        from generate_series(1, 1050) as n
        returning id, status)
      insert into orders (request_id, vendor_id, service_id, zip_code, status)
      select id, ${vendor.user.id}, ${serviceId}, '85001',
        case when status = 'completed' then 'completed' else 'accepted' end
      from made`);

    expect(await metaOf(resident.token, '/maintenance-requests')).toEqual({
      page: 1,
      limit: 20,
      total: 1_050,
      totalPages: 53,
    });
    expect(await metaOf(resident.token, '/maintenance-requests?status=completed')).toEqual({
      page: 1,
      limit: 20,
      total: 40,
      totalPages: 2,
    });
    const pastTheEnd = await metaOf(resident.token, '/maintenance-requests?page=60');
    expect(pastTheEnd).toMatchObject({ total: 1_050, totalPages: 53 });
    expect(await metaOf(vendor.token, '/vendor-orders')).toEqual({
      page: 1,
      limit: 20,
      total: 1_050,
      totalPages: 53,
    });
    expect(await metaOf(vendor.token, '/vendor-orders?status=accepted')).toMatchObject({
      total: 1_010,
    });
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('follows each step of a job, a cancel and a vendor leaving', async () => {
    const resident = await residentWithProperty(t.app, '60601');
    const vendor = await vendorCovering(t.app, [serviceId], ['60601']);
    const first = await requestService(t.app, resident, serviceId);
    const second = await requestService(t.app, resident, serviceId);
    expect(await metaOf(resident.token, '/maintenance-requests?status=open')).toMatchObject({
      total: 2,
    });
    expect(await metaOf(vendor.token, '/vendor-orders')).toMatchObject({ total: 0 });

    for (const job of [first, second]) {
      const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
        orderId: job.order.id,
      });
      expect(accepted.status).toBe(200);
    }
    const moved = await call(
      'PUT',
      `/vendor-orders/update-status/${first.order.id}`,
      vendor.token,
      {
        status: 'en_route',
      },
    );
    expect(moved.status).toBe(200);
    expect(await metaOf(vendor.token, '/vendor-orders?status=accepted')).toMatchObject({
      total: 1,
    });
    expect(await metaOf(vendor.token, '/vendor-orders?status=en_route')).toMatchObject({
      total: 1,
    });

    const canceled = await call(
      'POST',
      `/maintenance-requests/${second.id}/cancel`,
      resident.token,
    );
    expect(canceled.status).toBe(200);
    expect(await metaOf(resident.token, '/maintenance-requests?status=canceled')).toMatchObject({
      total: 1,
    });
    expect(await metaOf(resident.token, '/maintenance-requests?status=open')).toMatchObject({
      total: 1,
    });
    expect(await metaOf(vendor.token, '/vendor-orders?status=accepted')).toMatchObject({
      total: 0,
    });
    expect(await metaOf(vendor.token, '/vendor-orders')).toMatchObject({ total: 2 });
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);

    await t.db.delete(users).where(eq(users.id, vendor.user.id));
    await t.db.delete(maintenanceRequests).where(eq(maintenanceRequests.id, second.id));
    expect(await metaOf(resident.token, '/maintenance-requests')).toMatchObject({ total: 1 });
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
  });

  it('adds a row for each change and settles them into one per count, as writes go on', async () => {
    const rowsPerCount = async () =>
      (
        (await t.db.execute(sql`
          select max(n)::int as most, bool_and(settled) as settled from (
            select count(*) as n, bool_and(settled) as settled from request_counts group by user_id, status
            union all
            select count(*), bool_and(settled) from vendor_order_counts group by vendor_id, status
          ) as per_count`)) as unknown as { rows: { most: number; settled: boolean }[] }
      ).rows[0]!;
    expect(await rowsPerCount()).toMatchObject({ most: expect.any(Number), settled: false });
    expect((await rowsPerCount()).most).toBeGreaterThan(1);

    const resident = await residentWithProperty(t.app, '60603');
    const vendor = await vendorCovering(t.app, [serviceId], ['60603']);
    const jobs = await Promise.all([1, 2, 3].map(() => requestService(t.app, resident, serviceId)));
    const settled = t.db.execute(sql`select job_counts_settle()`);
    const accepted = await Promise.all(
      jobs.map((job) =>
        call('POST', '/vendor-orders/accept', vendor.token, { orderId: job.order.id }),
      ),
    );
    await settled;
    expect(accepted.map((response) => response.status)).toEqual([200, 200, 200]);
    await t.db.execute(sql`select job_counts_settle()`);
    expect(await rowsPerCount()).toEqual({ most: 1, settled: true });
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(await metaOf(vendor.token, '/vendor-orders?status=accepted')).toMatchObject({
      total: 3,
    });
  });

  it('counts every request and order again from the rows (the bulk loads use it)', async () => {
    await t.db.execute(sql`update request_counts set total = total + 5`);
    await t.db.execute(sql`delete from vendor_order_counts`);
    expect((await keptAndCounted()).kept).not.toEqual((await keptAndCounted()).counted);
    await t.db.execute(sql`select job_counts_recount()`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept.orders.length).toBeGreaterThan(0);
  });

  // Last: it empties the requests and orders of the tests above.
  it('empties the counts with their rows (truncate), and counts again from none', async () => {
    expect((await keptAndCounted()).kept.orders.length).toBeGreaterThan(0);
    await t.db.execute(sql`truncate orders cascade`);
    let { kept, counted } = await keptAndCounted();
    expect(kept.orders).toEqual([]);
    expect(kept.requests.length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);

    await t.db.execute(sql`truncate maintenance_requests cascade`);
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual({ requests: [], orders: [] });
    expect(counted).toEqual(kept);

    const resident = await residentWithProperty(t.app, '60602');
    await requestService(t.app, resident, serviceId);
    expect(await metaOf(resident.token, '/maintenance-requests')).toMatchObject({ total: 1 });
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
  });
});
