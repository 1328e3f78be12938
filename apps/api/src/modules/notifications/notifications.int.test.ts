import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@homekeep/contracts/notifications';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';

let t: TestApp;
let call: ApiCaller;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

const listOf = async (token: string, query = '') =>
  (await call<NotificationList>('GET', `/vendors/notifications${query}`, token)).body;

/** A vendor with three new-job notifications, and a second vendor sharing the same jobs. */
async function twoNotifiedVendors() {
  const resident = await residentWithProperty(t.app, '85001');
  const vendor = await vendorCovering(t.app, [serviceId], ['85001']);
  const rival = await vendorCovering(t.app, [serviceId], ['85001']);
  for (const title of ['One', 'Two', 'Three']) {
    await requestService(t.app, resident, serviceId, { title });
  }
  return { resident, vendor, rival };
}

describe('vendor notifications', () => {
  it('lists newest first with an unseen count, pages and filters by seen', async () => {
    const { vendor } = await twoNotifiedVendors();
    const all = await listOf(vendor.token, '?limit=2');
    expect(all.meta).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2, unseen: 3 });
    expect(all.data.map((n: Notification) => n.body)).toEqual([
      expect.stringContaining('Three'),
      expect.stringContaining('Two'),
    ]);
    expect(all.data[0]).toMatchObject({ type: 'order.new', seen: false });
    const second = await listOf(vendor.token, '?limit=2&page=2');
    expect(second.meta).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    expect(second.data.map((n: Notification) => n.body)).toEqual([expect.stringContaining('One')]);
    expect((await listOf(vendor.token, '?seen=true')).meta.total).toBe(0);
    expect((await call('GET', '/vendors/notifications?seen=maybe', vendor.token)).status).toBe(400);
  });

  it('marks chosen ones seen, only the caller’s own, then all', async () => {
    const { vendor, rival } = await twoNotifiedVendors();
    const mine = (await listOf(vendor.token)).data;
    const theirs = (await listOf(rival.token)).data;
    const marked = await call<{ data: { updated: number } }>(
      'PATCH',
      '/vendors/notifications/seen',
      vendor.token,
      { ids: [mine[0]!.id, theirs[0]!.id, randomUUID()] },
    );
    expect(marked.body.data.updated).toBe(1);
    expect((await listOf(vendor.token)).meta.unseen).toBe(2);
    expect((await listOf(rival.token)).meta.unseen).toBe(3);
    expect((await listOf(vendor.token, '?seen=true')).data.map((n) => n.id)).toEqual([mine[0]!.id]);

    const rest = await call<{ data: { updated: number } }>(
      'PATCH',
      '/vendors/notifications/seen',
      vendor.token,
      {},
    );
    expect(rest.body.data.updated).toBe(2);
    expect((await listOf(vendor.token)).meta.unseen).toBe(0);
    expect((await listOf(rival.token)).meta.unseen).toBe(3);
  });

  it('validates ids and guards the role', async () => {
    const { resident, vendor } = await twoNotifiedVendors();
    const bad = await call('PATCH', '/vendors/notifications/seen', vendor.token, { ids: ['x'] });
    expect(bad.status).toBe(400);
    expect(
      (await call('PATCH', '/vendors/notifications/seen', vendor.token, { ids: [] })).status,
    ).toBe(400);
    expect((await listOf(vendor.token)).meta.unseen).toBe(3);
    expect((await call('GET', '/vendors/notifications', resident.token)).status).toBe(403);
    expect((await call('GET', '/vendors/notifications')).status).toBe(401);
  });
});
