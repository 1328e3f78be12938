import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';

// A notification of an order names the order's request, kept by the database whoever writes it
// (src/db/sql/notification-request.sql). In a database of this file's own: it truncates orders.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The notifications of an order whose request is not the order's, and how many have one. */
async function checked() {
  const [row] = await rows<{ wrong: number; ofOrders: number }>(sql`
    select count(*) filter (where n.request_id is distinct from o.request_id)::int as "wrong",
      count(n.order_id)::int as "ofOrders"
    from notifications n left join orders o on o.id = n.order_id
    where n.order_id is not null or n.request_id is not null`);
  return row!;
}

describe("a notification's request (notification-request.sql)", () => {
  it('is its order’s, however it is written, moved or its order removed or truncated', async () => {
    const seeded = (await checked()).ofOrders;
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '97201');
    await vendorCovering(t.app, [service.id], ['97201']);
    await vendorCovering(t.app, [service.id], ['97201']);
    const first = await requestService(t.app, resident, service.id);
    const second = await requestService(t.app, resident, service.id);
    expect(await checked()).toEqual({ wrong: 0, ofOrders: seeded + 4 });

    // Written by hand naming another request; moved; its request changed by hand; unlinked.
    await t.db.execute(sql`
      insert into notifications (user_id, type, title, body, order_id, request_id)
      values (${resident.user.id}, 'job.accepted', 'By hand', 'A note', ${first.order.id}, ${second.id})`);
    expect(await checked()).toEqual({ wrong: 0, ofOrders: seeded + 5 });
    await t.db.execute(
      sql`update notifications set order_id = ${second.order.id} where title = 'By hand'`,
    );
    expect(await checked()).toEqual({ wrong: 0, ofOrders: seeded + 5 });
    await t.db.execute(
      sql`update notifications set request_id = ${first.id} where title = 'By hand'`,
    );
    expect(await checked()).toEqual({ wrong: 0, ofOrders: seeded + 5 });
    await t.db.execute(sql`update notifications set order_id = null where title = 'By hand'`);
    expect(await checked()).toEqual({ wrong: 0, ofOrders: seeded + 4 });

    await t.db.execute(sql`delete from orders where id = ${first.order.id}`);
    expect(await checked()).toEqual({ wrong: 0, ofOrders: seeded + 2 });
    await t.db.execute(sql`truncate orders cascade`);
    expect(await checked()).toEqual({ wrong: 0, ofOrders: 0 });
  });
});
