import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { mailKindsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

const notificationsOf = async (token: string) =>
  (await call<List<Notification>>('GET', '/vendors/notifications', token)).body.data;

describe('orders for operators', () => {
  it('lists jobs by status, service, city and period, each with its timeline', async () => {
    const resident = await residentWithProperty(t.app, '93101');
    const job = await requestService(t.app, resident, serviceId);
    const url = `/admin/orders?status=pending&serviceId=${serviceId}&city=santa%20barbara&limit=100`;
    const listed = await call<List<AdminOrder>>('GET', url, ops.token);
    expect(listed.status).toBe(200);
    const row = listed.body.data.find((order) => order.id === job.order.id);
    expect(row).toMatchObject({
      status: 'pending',
      service: { id: serviceId },
      location: { city: 'Santa Barbara', zipCode: '93101' },
      resident: { id: resident.user.id, email: resident.email },
      vendor: null,
      history: [expect.objectContaining({ status: 'pending' })],
    });
    expect(
      listed.body.data.every((o) => o.status === 'pending' && o.service.id === serviceId),
    ).toBe(true);
    const future = await call<List<AdminOrder>>('GET', '/admin/orders?from=2099-01-01', ops.token);
    expect(future.body.meta.total).toBe(0);
    const one = await call<{ data: AdminOrder }>('GET', `/admin/orders/${job.order.id}`, ops.token);
    expect(one.body.data.id).toBe(job.order.id);
    expect((await call('GET', `/admin/orders/${crypto.randomUUID()}`, ops.token)).status).toBe(404);
  });

  it('cancels a job: resident and vendor are told the message, in the app and by mail; the reason stays with operators', async () => {
    const resident = await residentWithProperty(t.app, '93101');
    const vendor = await vendorCovering(t.app, [serviceId], ['93101'], 'Cancel Co');
    const job = await requestService(t.app, resident, serviceId);
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: job.order.id });
    const canceled = await call<{ data: AdminOrder }>(
      'POST',
      `/admin/orders/${job.order.id}/cancel`,
      ops.token,
      {
        reason: 'Duplicate request, called Ben',
        message: 'You asked for this job twice; we kept the other one.',
      },
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('canceled');
    expect(canceled.body.data.history.at(-1)).toMatchObject({
      status: 'canceled',
      note: 'You asked for this job twice; we kept the other one.',
    });
    const told = await call<List<Notification>>('GET', '/notifications', resident.token);
    expect(told.body.data[0]).toMatchObject({
      type: 'job.canceled',
      body: expect.stringContaining('You asked for this job twice'),
    });
    expect(JSON.stringify(told.body.data)).not.toContain('called Ben');
    expect(await mailKindsTo(t.db, resident.email)).toContain('job_changed');
    expect(await mailKindsTo(t.db, vendor.email)).toContain('job_changed');
    const request = await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${job.id}`,
      resident.token,
    );
    expect(request.body.data.status).toBe('canceled');
    expect((await notificationsOf(vendor.token))[0]).toMatchObject({
      type: 'order.canceled',
      orderId: job.order.id,
    });
    const again = await call('POST', `/admin/orders/${job.order.id}/cancel`, ops.token, {
      reason: 'x',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'orders.cannot_cancel' } });
    expect((await ops.auditOf(job.order.id))[0]).toMatchObject({
      action: 'order.cancel',
      targetName: expect.any(String),
      before: expect.objectContaining({ status: 'accepted' }),
      after: expect.objectContaining({
        status: 'canceled',
        internalNote: 'Duplicate request, called Ben',
      }),
    });
  });

  it('gives a job to another ready vendor, and refuses a suspended one with the reason', async () => {
    const resident = await residentWithProperty(t.app, '93101');
    const first = await vendorCovering(t.app, [serviceId], ['93101'], 'First Co');
    const second = await vendorCovering(t.app, [serviceId], ['90001'], 'Second Co');
    const job = await requestService(t.app, resident, serviceId);
    await call('POST', '/vendor-orders/accept', first.token, { orderId: job.order.id });

    const moved = await call<{ data: AdminOrder }>(
      'POST',
      `/admin/orders/${job.order.id}/reassign`,
      ops.token,
      {
        vendorId: second.user.id,
        reason: 'First Co is sick',
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      status: 'accepted',
      vendor: { id: second.user.id, companyName: 'Second Co' },
    });
    expect((await notificationsOf(second.token))[0]).toMatchObject({
      type: 'order.assigned',
      orderId: job.order.id,
    });
    expect((await notificationsOf(first.token))[0]).toMatchObject({ type: 'order.canceled' });
    const told = await call<List<Notification>>('GET', '/notifications', resident.token);
    expect(told.body.data[0]).toMatchObject({ type: 'job.reassigned' });
    expect(JSON.stringify(told.body.data)).not.toContain('First Co is sick');
    expect(moved.body.data.history.at(-1)!.note).not.toContain('First Co is sick');
    expect(await mailKindsTo(t.db, resident.email)).toContain('job_changed');
    const progress = await call(
      'PUT',
      `/vendor-orders/update-status/${job.order.id}`,
      second.token,
      { status: 'en_route' },
    );
    expect(progress.status).toBe(200);

    await call('POST', `/admin/vendors/${first.user.id}/suspend`, ops.token, {
      reason: 'Complaints',
    });
    const refused = await call('POST', `/admin/orders/${job.order.id}/reassign`, ops.token, {
      vendorId: first.user.id,
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'orders.vendor_not_ready' } });
    const resident2 = await call('POST', `/admin/orders/${job.order.id}/reassign`, ops.token, {
      vendorId: resident.user.id,
    });
    expect(resident2.status).toBe(400);
    expect((await ops.auditOf(job.order.id)).map((e) => e.action)).toEqual(['order.reassign']);
  });
});
