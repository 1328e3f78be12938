import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest, StatusChange } from '@homekeep/contracts/jobs';
import { orders } from '../../db/schema';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';

// An order's steps are kept in its own row (`orders.timeline`, by a trigger on
// `order_status_history`): a page of jobs reads them with the order instead of a subquery a job.
let t: TestApp;
let call: ApiCaller;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

/** Each order's kept timeline beside the same steps read from the history, oldest first. */
async function keptAndRecorded(orderIds: string[]) {
  const kept = await t.db
    .select({ id: orders.id, timeline: orders.timeline })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .orderBy(orders.id);
  const recorded = (await t.db.execute(sql`
    select o.id, coalesce(json_agg(json_build_object(
        'status', h.status, 'note', h.note,
        'at', to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by h.id) filter (where h.id is not null), '[]') as timeline
    from orders o left join order_status_history h on h.order_id = o.id
    where o.id in ${orderIds}
    group by o.id order by o.id`)) as unknown as {
    rows: { id: string; timeline: StatusChange[] }[];
  };
  return { kept, recorded: recorded.rows };
}

describe("an order's timeline, kept in its row", () => {
  it('follows every step of a job as the history records it (finding)', async () => {
    const resident = await residentWithProperty(t.app, '73301');
    const vendor = await vendorCovering(t.app, [serviceId], ['73301']);
    const first = await requestService(t.app, resident, serviceId);
    const second = await requestService(t.app, resident, serviceId);
    const orderIds = [first.order.id, second.order.id];
    for (const id of orderIds) {
      expect(
        (await call('POST', '/vendor-orders/accept', vendor.token, { orderId: id })).status,
      ).toBe(200);
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
    expect(
      (await call('POST', `/maintenance-requests/${second.id}/cancel`, resident.token)).status,
    ).toBe(200);

    const { kept, recorded } = await keptAndRecorded(orderIds);
    expect(kept).toEqual(recorded);
    const statuses = (id: string) =>
      kept.find((order) => order.id === id)!.timeline.map((step) => step.status);
    expect(statuses(first.order.id)).toEqual(['pending', 'accepted', 'en_route']);
    expect(statuses(second.order.id)).toEqual(['pending', 'accepted', 'canceled']);

    const page = await call<{ data: MaintenanceRequest[] }>(
      'GET',
      '/maintenance-requests',
      resident.token,
    );
    const shown = page.body.data.find((job) => job.id === first.id)!;
    expect(shown.order.history).toEqual(kept.find((o) => o.id === first.order.id)!.timeline);
  });

  it("appends the steps one statement records for several orders, each order's in order", async () => {
    const resident = await residentWithProperty(t.app, '73344');
    const jobs = [
      await requestService(t.app, resident, serviceId),
      await requestService(t.app, resident, serviceId),
    ];
    const orderIds = jobs.map((job) => job.order.id);
    await t.db.execute(sql`
      insert into order_status_history (order_id, status, note, created_at)
      select id, step.status, step.note, now() + step.n * interval '1 minute'
      from orders, (values (1, 'accepted', null), (2, 'canceled', 'Done by hand'))
        as step (n, status, note)
      where orders.id in ${orderIds}
      order by orders.id, step.n`);
    const { kept, recorded } = await keptAndRecorded(orderIds);
    expect(kept).toEqual(recorded);
    for (const order of kept) {
      expect(order.timeline.map((step) => [step.status, step.note])).toEqual([
        ['pending', null],
        ['accepted', null],
        ['canceled', 'Done by hand'],
      ]);
    }
  });
});
