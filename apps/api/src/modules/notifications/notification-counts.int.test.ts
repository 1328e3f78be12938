import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@homekeep/contracts/notifications';
import { notificationCounts, notifications, users } from '../../db/schema';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { signUp } from '../../../test/users';

// A user's notifications are counted by the database's triggers (`notification_counts`): a
// list's total and the unseen count are one row, exact, however many there are. In a database of
// this file's own, so that the counts can be checked against a count of every notification.
let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const addNotifications = (userId: string, count: number, seen = false) =>
  t.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'order.new' as const,
      title: `Notice ${i}`,
      body: `Notice number ${i}`,
      orderId: null,
      seen,
    })),
  );

/** Every user's notifications counted one by one, as the kept counts should say. */
const counted = () =>
  t.db
    .select({
      userId: notifications.userId,
      total: count(),
      unseen: sql<number>`count(*) filter (where not ${notifications.seen})`.mapWith(Number),
    })
    .from(notifications)
    .groupBy(notifications.userId)
    .orderBy(notifications.userId);

/** Each user's kept counts: the sum of their rows. */
const kept = () =>
  t.db
    .select({
      userId: notificationCounts.userId,
      total: sql<number>`sum(${notificationCounts.total})::int`,
      unseen: sql<number>`sum(${notificationCounts.unseen})::int`,
    })
    .from(notificationCounts)
    .groupBy(notificationCounts.userId)
    .having(sql`sum(${notificationCounts.total}) <> 0 or sum(${notificationCounts.unseen}) <> 0`)
    .orderBy(notificationCounts.userId);

/** The most rows any user's counts are written in, and whether they are all settled. */
const rowsPerUser = async () =>
  (
    (await t.db.execute(sql`
      select max(n)::int as most, bool_and(settled) as settled from (
        select count(*) as n, bool_and(settled) as settled from notification_counts group by user_id
      ) as per_user`)) as unknown as { rows: { most: number; settled: boolean }[] }
  ).rows[0]!;

const metaOf = async (token: string, query: string) => {
  const response = await call<NotificationList>('GET', `/notifications${query}`, token);
  expect(response.status).toBe(200);
  return response.body.meta;
};

describe('notification counts', () => {
  it('says exactly how many of more than 1,000 there are, and how many are unseen (finding)', async () => {
    const vendor = await signUp(t.app, { role: 'vendor', companyName: 'Busy Bees' });
    await addNotifications(vendor.user.id, 1_020);
    await addNotifications(vendor.user.id, 30, true);

    expect(await metaOf(vendor.token, '?limit=20')).toEqual({
      page: 1,
      limit: 20,
      total: 1_050,
      totalPages: 53,
      unseen: 1_020,
    });
    expect(await metaOf(vendor.token, '?seen=false')).toMatchObject({
      total: 1_020,
      unseen: 1_020,
    });
    expect(await metaOf(vendor.token, '?seen=true')).toMatchObject({ total: 30, totalPages: 2 });
    const last = await call<NotificationList>('GET', '/notifications?page=53', vendor.token);
    expect(last.body.data).toHaveLength(10);
    expect(last.body.meta).toMatchObject({ total: 1_050, unseen: 1_020 });
    const past = await call<NotificationList>('GET', '/notifications?page=60', vendor.token);
    expect(past.body).toMatchObject({ data: [], meta: { total: 1_050, unseen: 1_020 } });
    expect(await kept()).toEqual(await counted());
  });

  it('follows every change: new jobs, marking seen, moves, removals, a user leaving', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '85001');
    const vendors = [
      await vendorCovering(t.app, [service.id], ['85001']),
      await vendorCovering(t.app, [service.id], ['85001']),
    ];
    const [first, second] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    await requestService(t.app, resident, service.id, { title: 'Leaking tap' });
    await requestService(t.app, resident, service.id, { title: 'Broken hinge' });
    expect(await metaOf(first.token, '')).toMatchObject({ total: 2, unseen: 2 });
    expect(await kept()).toEqual(await counted());

    const [newest] = (await call<NotificationList>('GET', '/notifications', first.token)).body.data;
    await call('PATCH', '/notifications/seen', first.token, { ids: [newest!.id] });
    expect(await metaOf(first.token, '')).toMatchObject({ total: 2, unseen: 1 });
    expect(await metaOf(first.token, '?seen=true')).toMatchObject({ total: 1 });
    await call('PATCH', '/notifications/seen', second.token, {});
    expect(await metaOf(second.token, '')).toMatchObject({ total: 2, unseen: 0 });
    expect(await kept()).toEqual(await counted());

    await t.db
      .update(notifications)
      .set({ userId: second.user.id, seen: false })
      .where(eq(notifications.userId, first.user.id));
    expect(await metaOf(first.token, '')).toMatchObject({ total: 0, unseen: 0 });
    expect(await metaOf(second.token, '')).toMatchObject({ total: 4, unseen: 2 });
    expect(await kept()).toEqual(await counted());

    const leaving = await signUp(t.app, { role: 'resident' });
    await addNotifications(leaving.user.id, 3);
    await t.db.delete(notifications).where(eq(notifications.userId, second.user.id));
    await t.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await metaOf(second.token, '')).toMatchObject({ total: 0, unseen: 0 });
    expect(await kept()).toEqual(await counted());
  });

  it('stays exact when statements add to the same users at once', async () => {
    const people = await Promise.all(
      Array.from({ length: 4 }, () => signUp(t.app, { role: 'resident' })),
    );
    const ids = people.map((person) => person.user.id);
    await Promise.all(
      Array.from({ length: 8 }, (_, round) =>
        t.db.insert(notifications).values(
          (round % 2 ? [...ids].reverse() : ids).flatMap((userId) =>
            Array.from({ length: 5 }, (_, i) => ({
              userId,
              type: 'order.new' as const,
              title: `Round ${round}`,
              body: `Notice ${i}`,
              orderId: null,
            })),
          ),
        ),
      ),
    );
    for (const person of people) {
      expect(await metaOf(person.token, '')).toMatchObject({ total: 40, unseen: 40 });
    }
    await t.db.update(notifications).set({ seen: true }).where(inArray(notifications.userId, ids));
    expect(await kept()).toEqual(await counted());
  });

  it("settles each user's rows into one, with the same sums, as notifications go on", async () => {
    expect((await rowsPerUser()).most).toBeGreaterThan(1);
    const vendor = await signUp(t.app, { role: 'vendor' });
    await addNotifications(vendor.user.id, 2);
    await Promise.all([
      t.db.execute(sql`select notification_counts_settle()`),
      addNotifications(vendor.user.id, 3),
      t.db.execute(sql`select notification_counts_settle()`),
    ]);
    await t.db.execute(sql`select notification_counts_settle()`);
    expect(await rowsPerUser()).toEqual({ most: 1, settled: true });
    expect(await kept()).toEqual(await counted());
    expect(await metaOf(vendor.token, '')).toMatchObject({ total: 5, unseen: 5 });
  });

  // Last: it empties the notifications of the tests above.
  it('empties the counts with the notifications (truncate), and counts again from none', async () => {
    expect((await kept()).length).toBeGreaterThan(0);
    await t.db.execute(sql`truncate notifications`);
    expect(await kept()).toEqual([]);
    expect(await counted()).toEqual([]);

    const vendor = await signUp(t.app, { role: 'vendor' });
    await addNotifications(vendor.user.id, 3);
    expect(await metaOf(vendor.token, '')).toMatchObject({ total: 3, unseen: 3 });
    expect(await kept()).toEqual(await counted());
  });
});
