import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@homekeep/contracts/notifications';
import { apiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { createAdmin } from '../../../test/users';

// A new job's offers to its vendors, a notification and a mail each, are written in one
// statement per kind once its dispatch has committed, dated at the dispatch (decision 074).
// In a database of this file's own: it moves the product clock, which the whole database shares.
const DAY_SECONDS = 86_400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true, config: { tokenTtlSeconds: 30 * DAY_SECONDS } });
});
afterAll(() => t.close());

describe("a new job's offers to its vendors", () => {
  it("are dated at the product's time, after the test clock moved too", async () => {
    const call = apiCaller(t.app);
    const admin = await createAdmin(t.app, t.db);
    const [service] = await twoServices(t.app);
    const vendors = await Promise.all(
      [1, 2].map((i) => vendorCovering(t.app, [service.id], ['97214'], `Dated crew ${i}`)),
    );
    const resident = await residentWithProperty(t.app, '97214');
    const moved = await call('POST', '/admin/clock/advance', admin.token, {
      seconds: 10 * DAY_SECONDS,
    });
    expect(moved.status).toBe(200);

    const job = await requestService(t.app, resident, service.id);
    const requested = new Date(job.createdAt).getTime();
    expect(requested - Date.now()).toBeGreaterThan(9 * DAY_SECONDS * 1000);
    for (const vendor of vendors) {
      const list = await call<NotificationList>('GET', '/notifications', vendor.token);
      const offer = list.body.data.find((notice) => notice.orderId === job.order.id);
      expect(new Date(offer!.createdAt).getTime()).toBe(requested);
    }
    const mails = (await t.db.execute(sql`
      select created_at as "createdAt" from outbox
      where kind = 'new_offer' and data->>'orderId' = ${job.order.id}`)) as unknown as {
      rows: { createdAt: string | Date }[];
    };
    expect(mails.rows).toHaveLength(vendors.length);
    for (const mail of mails.rows) expect(new Date(mail.createdAt).getTime()).toBe(requested);
  });
});
