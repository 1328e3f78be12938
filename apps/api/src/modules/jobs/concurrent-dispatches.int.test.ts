import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListMeta } from '@homekeep/contracts/common';
import type { NotificationList } from '@homekeep/contracts/notifications';
import { apiCaller, someServices, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { requestService, residentWithProperty, vendorCovering } from '../../../test/jobs';

// Requests made at once that reach the same vendors, and those vendors accepting at once, write
// the same kept counts and open jobs (decision 046): every one succeeds, and the counts and rows
// are exact afterwards. Correctness only; the load's speed is `test/scale/write-load.ts`'s. In a
// database of this file's own, so that the kept rows can be checked against every row.
let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const ZIP = '97201';
const metaOf = async (token: string, path: string) => {
  const response = await call<{ meta: ListMeta }>('GET', path, token);
  expect(response.status).toBe(200);
  return response.body.meta;
};

/** Rows of `text` (a list of `n` values) as sorted strings. */
const listOf = async (text: string) =>
  ((await t.db.execute(sql.raw(text))) as unknown as { rows: { n: string }[] }).rows
    .map((row) => String(row.n))
    .sort();

/** Each kept count (the sum of its rows) beside the same count made row by row. */
async function keptAndCounted() {
  return {
    kept: [
      ...(await listOf(`select user_id || ' ' || sum(total) || ' ' || sum(unseen) as n
        from notification_counts group by user_id having sum(total) <> 0`)),
      ...(await listOf(`select user_id || ' ' || status || ' ' || sum(total) as n
        from request_counts group by user_id, status having sum(total) <> 0`)),
      ...(await listOf(`select vendor_id || ' ' || status || ' ' || sum(total) as n
        from vendor_order_counts group by vendor_id, status having sum(total) <> 0`)),
      ...(await listOf(`select vendor_id || ' ' || order_id as n from open_job_matches`)),
    ].sort(),
    counted: [
      ...(await listOf(`select user_id || ' ' || count(*) || ' ' || count(*) filter (where not seen) as n
        from notifications group by user_id`)),
      ...(await listOf(`select user_id || ' ' || status || ' ' || count(*) as n
        from maintenance_requests group by user_id, status`)),
      ...(await listOf(`select vendor_id || ' ' || status || ' ' || count(*) as n
        from orders where vendor_id is not null group by vendor_id, status`)),
      ...(await listOf(`select vs.vendor_id || ' ' || o.id as n from orders o
        join vendor_services vs on vs.service_id = o.service_id
        join vendor_zip_codes vz on vz.vendor_id = vs.vendor_id and vz.zip_code = o.zip_code
        where o.status = 'pending'`)),
    ].sort(),
  };
}

describe('requests and accepts at once, to and by the same vendors', () => {
  it('all succeed, and the counts and open jobs are exact after', async () => {
    const [service] = await someServices(t.app, 1);
    const vendors = await Promise.all(
      Array.from({ length: 5 }, (_, i) => vendorCovering(t.app, [service!.id], [ZIP], `Crew ${i}`)),
    );
    const residents = await Promise.all(
      Array.from({ length: 4 }, () => residentWithProperty(t.app, ZIP)),
    );

    const jobs = await Promise.all(
      residents.flatMap((resident) =>
        [1, 2, 3].map(() => requestService(t.app, resident, service!.id)),
      ),
    );
    expect(jobs).toHaveLength(12);
    for (const vendor of vendors) {
      const list = await call<NotificationList>('GET', '/notifications', vendor.token);
      expect(list.body.meta).toMatchObject({ total: 12, unseen: 12 });
      expect(await metaOf(vendor.token, '/vendor-orders?status=pending')).toMatchObject({
        total: 12,
      });
    }
    for (const resident of residents) {
      expect(await metaOf(resident.token, '/maintenance-requests')).toMatchObject({ total: 3 });
    }
    let { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);

    // Each vendor takes two jobs at once, and every vendor tries for the last job too.
    const taken = await Promise.all(
      vendors.flatMap((vendor, i) =>
        [jobs[2 * i]!, jobs[2 * i + 1]!, jobs[11]!].map((job) =>
          call('POST', '/vendor-orders/accept', vendor.token, { orderId: job.order.id }),
        ),
      ),
    );
    const statuses = taken.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(11);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    for (const vendor of vendors) {
      const accepted = await metaOf(vendor.token, '/vendor-orders?status=accepted');
      expect([2, 3]).toContain(accepted.total);
      expect(await metaOf(vendor.token, '/vendor-orders?status=pending')).toMatchObject({
        total: 1,
      });
    }
    ({ kept, counted } = await keptAndCounted());
    expect(kept).toEqual(counted);
  });
});
