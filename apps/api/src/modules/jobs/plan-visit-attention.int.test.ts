import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { mailKindsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { vendorCovering } from '../../../test/jobs';
import { residentWithPlan } from '../../../test/subscriptions';
import { signUp } from '../../../test/users';
import { alertUntakenOrders } from './job-attention.service';
import { reofferWaitingOrders } from './job-reoffers.service';
import { createDueVisits } from './plan-visits.service';

const OPERATIONS = 'operations@homekeep.test';
const HOUR = 3600;
const clock = manualClock();

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;

beforeAll(async () => {
  // A database of its own: whether any vendor offers the plan's service is this file's to say.
  t = await createTestApp({
    ownDatabase: true,
    schedules: [],
    deps: { clock },
    config: {
      tokenTtlSeconds: 30 * 86_400,
      mail: { smtpUrl: undefined, from: 'no-reply@homekeep.test', operationsEmail: OPERATIONS },
    },
  });
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
});
afterAll(() => t.close());

const config = { offerWindowSeconds: 2 * HOUR, mail: { operationsEmail: OPERATIONS } };
const makeVisits = () => createDueVisits({ db: t.db, clock, operationsEmail: OPERATIONS });

const notificationsOf = async (token: string) =>
  (await call<List<Notification>>('GET', '/notifications?limit=100', token)).body.data;

const visitOf = async (token: string) =>
  (await call<List<MaintenanceRequest>>('GET', '/maintenance-requests?limit=10', token)).body
    .data[0]!;

const needingAttention = async () =>
  (await call<List<AdminOrder>>('GET', '/admin/orders?attention=true&limit=100', ops.token)).body
    .data;

/** Two windows when the resident is home, tomorrow and the day after, 9:00 to 12:00 UTC. */
function windows() {
  const day = (offset: number) => {
    const at = new Date(clock.now().getTime() + offset * 86_400_000);
    return at.toISOString().slice(0, 10);
  };
  return [1, 2].map((offset) => ({
    start: `${day(offset)}T09:00:00.000Z`,
    end: `${day(offset)}T12:00:00.000Z`,
  }));
}

describe('a plan visit nobody in its state offers', () => {
  it('asks its resident for availability, alerts operations, and an operator assigns a vendor', async () => {
    const resident = await residentWithPlan(t.app, 'Essential');
    expect(await makeVisits()).toBe(1);

    const visit = await visitOf(resident.token);
    expect(visit).toMatchObject({ source: 'plan', order: { status: 'pending' } });
    expect(visit.order.operatorsAlertedAt).not.toBeNull();
    const [asked] = await notificationsOf(resident.token);
    expect(asked).toMatchObject({ type: 'visit.availability', requestId: visit.id });
    expect(asked!.body).toContain('Tell us when you are home');
    expect(asked!.body).toContain('Our team is finding a vendor');
    expect(await mailKindsTo(t.db, resident.email)).toContain('plan_visit');

    expect(await mailKindsTo(t.db, OPERATIONS)).toContain('order_attention');
    const [alert] = await notificationsOf(ops.token);
    expect(alert).toMatchObject({ type: 'order.attention', orderId: visit.order.id });
    const listed = (await needingAttention()).find((order) => order.id === visit.order.id);
    expect(listed).toMatchObject({ needsAttention: true, source: 'plan', status: 'pending' });
    const bad = await call('GET', '/admin/orders?attention=maybe', ops.token);
    expect(bad).toMatchObject({ status: 400 });

    // The resident answers the mail: the windows are the visit's.
    const url = `/maintenance-requests/${visit.id}/availability`;
    const given = await call<{ data: MaintenanceRequest }>('PUT', url, resident.token, {
      availability: windows(),
    });
    expect(given.status).toBe(200);
    expect(given.body.data.availability).toHaveLength(2);
    const stranger = await signUp(t.app, { role: 'resident' });
    expect((await call('PUT', url, stranger.token, { availability: windows() })).status).toBe(404);
    const vendorCaller = await signUp(t.app, { role: 'vendor' });
    expect((await call('PUT', url, vendorCaller.token, { availability: windows() })).status).toBe(
      403,
    );
    const past = [{ start: '2001-01-01T09:00:00.000Z', end: '2001-01-01T10:00:00.000Z' }];
    const refused = await call('PUT', url, resident.token, { availability: past });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.any(String) });

    // An operator gives it to a vendor from another state: it is taken, and leaves the list.
    const far = await vendorCovering(t.app, [visit.service.id], ['90210'], 'Faraway Inspections');
    const assigned = await call<{ data: AdminOrder }>(
      'POST',
      `/admin/orders/${visit.order.id}/reassign`,
      ops.token,
      { vendorId: far.user.id, reason: 'Nobody in Wisconsin yet; they travel' },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ status: 'accepted', needsAttention: false });
    expect((await needingAttention()).map((order) => order.id)).not.toContain(visit.order.id);
    const [told] = await notificationsOf(resident.token);
    expect(told).toMatchObject({ type: 'job.reassigned', title: 'A pro took your job' });
    expect(told!.body).toContain('Faraway Inspections');
    expect(told!.body).not.toContain('they travel');
    const mine = await call<List<{ id: string }>>(
      'GET',
      '/vendor-orders?status=accepted',
      far.token,
    );
    expect(mine.body.data.map((order) => order.id)).toContain(visit.order.id);
  });
});

describe('a plan visit nobody takes by the end of its rounds', () => {
  it('goes to operations, and its resident is told our team is finding a vendor', async () => {
    const resident = await residentWithPlan(t.app, 'Complete');
    await makeVisits();
    const visit = await visitOf(resident.token);
    await vendorCovering(t.app, [visit.service.id], ['53703'], 'Madison Inspections');
    // A vendor near it now: later visits are offered, not handed to operations at once.
    const other = await residentWithPlan(t.app, 'Complete');
    await makeVisits();
    const offered = await visitOf(other.token);
    expect(offered.order.operatorsAlertedAt).toBeNull();

    const run = () => alertUntakenOrders({ db: t.db, clock, config });
    for (const round of [2, 3]) {
      clock.advance(2 * HOUR);
      await reofferWaitingOrders({ db: t.db, clock, config });
      expect((await visitOf(other.token)).order.offerRound).toBe(round);
      expect(await run()).toBe(0);
    }
    clock.advance(2 * HOUR);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);

    const waiting = await visitOf(other.token);
    expect(waiting.order.operatorsAlertedAt).not.toBeNull();
    expect((await notificationsOf(other.token))[0]).toMatchObject({
      type: 'job.finding_vendor',
      body: expect.stringContaining('Our team is finding a vendor'),
    });
    expect(await mailKindsTo(t.db, other.email)).toContain('finding_vendor');
    expect((await needingAttention()).map((order) => order.id)).toContain(waiting.order.id);
  });
});
