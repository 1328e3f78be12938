import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { vendorCovering } from '../../../test/jobs';
import { residentWithPlan } from '../../../test/subscriptions';
import { createAdmin } from '../../../test/users';

const DAY = 86_400;
const RENEWAL_DECLINED = '4000 0000 0000 0341';

let t: TestApp;
let call: ApiCaller;
let adminToken: string;

beforeAll(async () => {
  // The product clock moves here: a database of this file's own.
  t = await createTestApp({ ownDatabase: true, config: { tokenTtlSeconds: 400 * DAY } });
  call = apiCaller(t.app);
  adminToken = (await createAdmin(t.app, t.db)).token;
});
afterAll(() => t.close());

/** Moves the product clock through the operator's test clock; every due schedule runs. */
const advance = async (seconds: number) =>
  expect((await call('POST', '/admin/clock/advance', adminToken, { seconds })).status).toBe(200);

const visitOf = async (token: string) =>
  (await call<List<MaintenanceRequest>>('GET', '/maintenance-requests?limit=10', token)).body
    .data[0]!;

const notificationsOf = async (token: string) =>
  (await call<List<Notification>>('GET', '/notifications?limit=100', token)).body.data;

describe('a plan that ends', () => {
  it('cancels its open visit when the resident cancels it; the resident and the vendor are told', async () => {
    const resident = await residentWithPlan(t.app, 'Complete');
    await advance(3600);
    const visit = await visitOf(resident.token);
    expect(visit).toMatchObject({ source: 'plan', status: 'open' });
    const vendor = await vendorCovering(t.app, [visit.service.id], ['53703'], 'Lakeside Care');
    const accepted = await call<{ data: VendorOrder }>(
      'POST',
      '/vendor-orders/accept',
      vendor.token,
      {
        orderId: visit.order.id,
      },
    );
    expect(accepted.status).toBe(200);

    const ended = await call(
      'DELETE',
      `/subscriptions/${resident.subscriptionId!}`,
      resident.token,
    );
    expect(ended.status).toBe(200);
    const after = await visitOf(resident.token);
    expect(after).toMatchObject({ status: 'canceled', order: { status: 'canceled' } });
    expect(after.order.history.at(-1)!.note).toContain('Complete plan for Home ended');
    const told = await notificationsOf(resident.token);
    expect(told.map((notice) => notice.type)).toEqual(
      expect.arrayContaining(['job.canceled', 'subscription.ended']),
    );
    const vendorTold = await call<List<Notification>>('GET', '/notifications', vendor.token);
    expect(vendorTold.body.data[0]).toMatchObject({
      type: 'order.canceled',
      orderId: visit.order.id,
    });
  });

  it('cancels its open visit when it ends unpaid', async () => {
    const resident = await residentWithPlan(t.app, 'Premier', RENEWAL_DECLINED);
    await advance(3600);
    const subscription = async () =>
      (
        await call<{ data: Subscription }>(
          'GET',
          `/subscriptions/${resident.subscriptionId!}`,
          resident.token,
        )
      ).body.data;
    const visits = async () =>
      (
        await call<List<MaintenanceRequest>>(
          'GET',
          '/maintenance-requests?limit=100',
          resident.token,
        )
      ).body.data;
    expect((await visits()).every((visit) => visit.status === 'open')).toBe(true);
    const periodEnd = new Date((await subscription()).currentPeriodEnd!).getTime();
    const now = new Date(
      (await call<{ data: { now: string } }>('GET', '/admin/clock', adminToken)).body.data.now,
    ).getTime();
    await advance(Math.ceil((periodEnd - now) / 1000) + 8 * DAY);
    expect((await subscription()).status).toBe('canceled');
    const after = await visits();
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((visit) => visit.status === 'canceled')).toBe(true);
    expect((await notificationsOf(resident.token)).map((notice) => notice.title)).toContain(
      'Your plan visit was canceled',
    );
  });
});
