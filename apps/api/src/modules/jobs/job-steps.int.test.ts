import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { jobSights } from '../../../test/job-sights';
import { requestService, residentWithProperty, twoServices } from '../../../test/jobs';
import { rowsOf } from '../../../test/sql-rows';

// A job's steps are read from its order's history when the job is read (decision 040).
let t: TestApp;
let call: ApiCaller;
let sights: ReturnType<typeof jobSights>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  sights = jobSights(t.app);
});
afterAll(() => t.close());

describe("a job's steps, read from its order's history", () => {
  /** The order's steps as `order_status_history` records them, oldest first. */
  const recorded = (orderId: string) =>
    rowsOf<{ status: string; note: string | null; at: string }>(
      t.db,
      sql`
      select status, note,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from order_status_history where order_id = ${orderId} order by id`,
    );

  it('follow every step of a job, the resident’s and the vendor’s', async () => {
    const [service] = await twoServices(t.app);
    const { resident, vendor, held, open } = await sights.twoJobsOf(service.id, '73301');
    await sights.vendorStep(vendor.token, held.order.id, 'en_route');
    expect(
      (await call('POST', `/maintenance-requests/${open.id}/cancel`, resident.token)).status,
    ).toBe(200);
    const moved = await sights.residentSees(resident.token, held.id);
    expect(moved.order.history.map((step) => step.status)).toEqual([
      'pending',
      'accepted',
      'en_route',
    ]);
    expect(moved.order.history).toEqual(await recorded(held.order.id));
    const canceled = await sights.residentSees(resident.token, open.id);
    expect(canceled.order.history.map((step) => step.status)).toEqual(['pending', 'canceled']);
    expect((await sights.vendorSees(vendor.token, held.order.id, 'own')).history).toEqual(
      moved.order.history,
    );
  });

  it('show steps added, corrected or removed by hand, each order’s in the order recorded', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '73344');
    const jobs = [
      await requestService(t.app, resident, service.id),
      await requestService(t.app, resident, service.id),
    ];
    const orderIds = jobs.map((job) => job.order.id);
    await t.db.execute(sql`
      insert into order_status_history (order_id, status, note, created_at)
      select id, step.status, step.note, now() + step.n * interval '1 minute'
      from orders, (values (1, 'accepted', null), (2, 'canceled', 'Done by hand'))
        as step (n, status, note)
      where orders.id in ${orderIds}
      order by orders.id, step.n`);
    for (const job of jobs) {
      const seen = await sights.residentSees(resident.token, job.id);
      expect(seen.order.history.map((step) => [step.status, step.note])).toEqual([
        ['pending', null],
        ['accepted', null],
        ['canceled', 'Done by hand'],
      ]);
      expect(seen.order.history).toEqual(await recorded(job.order.id));
    }
    await t.db.execute(sql`
      update order_status_history set note = 'Corrected by support'
      where order_id = ${orderIds[0]} and status = 'canceled'`);
    await t.db.execute(sql`
      delete from order_status_history where order_id = ${orderIds[1]} and status <> 'pending'`);
    expect(
      (await sights.residentSees(resident.token, jobs[0]!.id)).order.history.map(
        (step) => step.note,
      ),
    ).toEqual([null, null, 'Corrected by support']);
    expect(
      (await sights.residentSees(resident.token, jobs[1]!.id)).order.history.map(
        (step) => step.status,
      ),
    ).toEqual(['pending']);
  });
});
