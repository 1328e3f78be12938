import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@homekeep/contracts/notifications';
import { apiCaller, someServices } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { requestService, residentWithProperty, vendorCovering } from '../../test/jobs';

// A new job writes a notification for every matching vendor: hundreds of rows at once at scale.
// Their keys follow the order of writing (`db/sql/time-ordered-ids.sql`, decision 073), so that
// each lands on the newest page of the primary key rather than on a random one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The Unix time in milliseconds a version 7 key was made at: its first 48 bits. */
const millisOf = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);

describe('time-ordered keys', () => {
  it('are version 7 UUIDs of RFC 9562, made at the current millisecond', async () => {
    const before = Date.now();
    const ids = (
      await rowsOf<{ id: string }>(sql`select uuid_v7()::text as id from generate_series(1, 200)`)
    ).map((row) => row.id);
    const after = Date.now();
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(millisOf(id)).toBeGreaterThanOrEqual(before - 1_000);
      expect(millisOf(id)).toBeLessThanOrEqual(after + 1_000);
    }
  });

  it('sort in the order they were made, a millisecond apart', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const [row] = await rowsOf<{ id: string }>(sql`select uuid_v7()::text as id`);
      ids.push(row!.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect([...ids].sort()).toEqual(ids);
  });

  it("key a new job's notifications to its vendors", async () => {
    const zip = '97205';
    const [service] = await someServices(t.app, 1);
    const vendors = await Promise.all(
      [1, 2, 3].map((i) => vendorCovering(t.app, [service!.id], [zip], `Keyed crew ${i}`)),
    );
    const resident = await residentWithProperty(t.app, zip);
    const job = await requestService(t.app, resident, service!.id);

    const call = apiCaller(t.app);
    for (const vendor of vendors) {
      const list = await call<NotificationList>('GET', '/notifications', vendor.token);
      const offer = list.body.data.find((notice) => notice.orderId === job.order.id);
      expect(offer?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    }
  });
});
