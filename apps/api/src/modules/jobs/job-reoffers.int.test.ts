import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { vendorProfiles } from '../../db/schema';
import { reofferWaitingOrders } from './job-reoffers.service';

// A clock years in the past: on a shared PostgreSQL server, other files' pending orders (made
// at today's time) are never due within this file's windows, so this file widens only its own.
const clock = manualClock('2001-02-03T10:00:00.000Z');
const WINDOW = 2 * 3600;

let t: TestApp;
let call: ApiCaller;
let serviceId: string;
let otherServiceId: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock }, config: { offerWindowSeconds: WINDOW } });
  call = apiCaller(t.app);
  [{ id: serviceId }, { id: otherServiceId }] = await twoServices(t.app);
});
afterAll(() => t.close());

const run = () => reofferWaitingOrders({ db: t.db, clock, config: t.config });

/** Denver 80202's resident, and vendors of its zip code, its city (80203), its state (Boulder). */
async function denverMarket() {
  const resident = await residentWithProperty(t.app, '80202');
  const zip = await vendorCovering(t.app, [serviceId], ['80202'], 'Zip Plumbing');
  const city = await vendorCovering(t.app, [serviceId], ['80203'], 'City Plumbing');
  const state = await vendorCovering(t.app, [serviceId], ['80301'], 'State Plumbing');
  const elsewhere = await vendorCovering(t.app, [otherServiceId], ['80203'], 'Other Trade');
  const suspended = await vendorCovering(t.app, [serviceId], ['80204'], 'Held Plumbing');
  await t.db
    .update(vendorProfiles)
    .set({ suspendedAt: clock.now(), suspensionReason: 'Unpaid fees' })
    .where(eq(vendorProfiles.userId, suspended.user.id));
  return { resident, zip, city, state, elsewhere, suspended };
}

const notificationsOf = async (token: string, orderId: string, type: Notification['type']) =>
  (await call<{ data: Notification[] }>('GET', '/notifications?limit=100', token)).body.data.filter(
    (n) => n.orderId === orderId && n.type === type,
  );

const openJobIds = async (token: string) =>
  (
    await call<{ data: VendorOrder[] }>('GET', '/vendor-orders?status=pending&limit=100', token)
  ).body.data.map((order) => order.id);

/** The new-offer mails written for a user about one order. */
async function offerMailsTo(userId: string, orderId: string) {
  const { rows } = (await t.db.execute(
    sql`select id from outbox where user_id = ${userId} and kind = 'new_offer'
        and data->>'orderId' = ${orderId}`,
  )) as unknown as { rows: unknown[] };
  return rows.length;
}

const roundOf = async (token: string, requestId: string) =>
  (await call<{ data: MaintenanceRequest }>('GET', `/maintenance-requests/${requestId}`, token))
    .body.data.order.offerRound;

describe('re-offers in widening rounds', () => {
  it('offers a waiting order to its city after one window and its state after two, once each', async () => {
    const m = await denverMarket();
    const request = await requestService(t.app, m.resident, serviceId, { title: 'Burst pipe' });
    const orderId = request.order.id;
    expect(request.order.offerRound).toBe(1);
    expect(await openJobIds(m.zip.token)).toContain(orderId);
    expect(await openJobIds(m.city.token)).not.toContain(orderId);
    const early = await call('POST', '/vendor-orders/accept', m.city.token, { orderId });
    expect(early.status).toBe(404);

    clock.advance(WINDOW - 60);
    await run();
    expect(await roundOf(m.resident.token, request.id)).toBe(1);
    expect(await openJobIds(m.city.token)).not.toContain(orderId);

    clock.advance(60);
    expect(await run()).toBeGreaterThanOrEqual(1);
    await run();
    expect(await roundOf(m.resident.token, request.id)).toBe(2);
    expect(await openJobIds(m.city.token)).toContain(orderId);
    expect(await notificationsOf(m.city.token, orderId, 'order.new')).toHaveLength(1);
    for (const vendor of [m.state, m.elsewhere, m.suspended]) {
      expect(await openJobIds(vendor.token)).not.toContain(orderId);
      expect(await notificationsOf(vendor.token, orderId, 'order.new')).toEqual([]);
    }
    expect(await notificationsOf(m.zip.token, orderId, 'order.new')).toHaveLength(1);
    const told = await notificationsOf(m.resident.token, orderId, 'job.reoffered');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('across Denver');

    clock.advance(WINDOW);
    await run();
    await run();
    expect(await roundOf(m.resident.token, request.id)).toBe(3);
    expect(await openJobIds(m.state.token)).toContain(orderId);
    expect(await notificationsOf(m.state.token, orderId, 'order.new')).toHaveLength(1);
    expect(await notificationsOf(m.city.token, orderId, 'order.new')).toHaveLength(1);
    expect(await openJobIds(m.suspended.token)).not.toContain(orderId);
    expect(await notificationsOf(m.resident.token, orderId, 'job.reoffered')).toHaveLength(2);

    clock.advance(WINDOW * 3);
    await run();
    expect(await roundOf(m.resident.token, request.id)).toBe(3);
    expect(await notificationsOf(m.resident.token, orderId, 'job.reoffered')).toHaveLength(2);

    const taken = await call<{ data: VendorOrder }>(
      'POST',
      '/vendor-orders/accept',
      m.state.token,
      {
        orderId,
      },
    );
    expect(taken.status).toBe(200);
    expect(taken.body.data.offerRound).toBe(3);
  });

  it('mails each vendor a round newly reaches, once', async () => {
    const m = await denverMarket();
    const request = await requestService(t.app, m.resident, serviceId, { title: 'Leaky tap' });
    const orderId = request.order.id;
    expect(await offerMailsTo(m.zip.user.id, orderId)).toBe(1);
    expect(await offerMailsTo(m.city.user.id, orderId)).toBe(0);

    clock.advance(WINDOW);
    await run();
    await run();
    expect(await offerMailsTo(m.city.user.id, orderId)).toBe(1);
    expect(await offerMailsTo(m.state.user.id, orderId)).toBe(0);

    clock.advance(WINDOW);
    await run();
    expect(await offerMailsTo(m.state.user.id, orderId)).toBe(1);
    expect(await offerMailsTo(m.city.user.id, orderId)).toBe(1);
    expect(await offerMailsTo(m.zip.user.id, orderId)).toBe(1);
    for (const vendor of [m.elsewhere, m.suspended]) {
      expect(await offerMailsTo(vendor.user.id, orderId)).toBe(0);
    }
  });

  it('leaves accepted and canceled orders alone', async () => {
    const m = await denverMarket();
    const accepted = await requestService(t.app, m.resident, serviceId, { title: 'Taken' });
    const canceled = await requestService(t.app, m.resident, serviceId, { title: 'Dropped' });
    await call('POST', '/vendor-orders/accept', m.zip.token, { orderId: accepted.order.id });
    await call('POST', `/maintenance-requests/${canceled.id}/cancel`, m.resident.token);
    clock.advance(WINDOW * 2);
    await run();
    for (const request of [accepted, canceled]) {
      expect(await roundOf(m.resident.token, request.id)).toBe(1);
      expect(await notificationsOf(m.resident.token, request.order.id, 'job.reoffered')).toEqual(
        [],
      );
      expect(await notificationsOf(m.city.token, request.order.id, 'order.new')).toEqual([]);
    }
  });
});
