import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { VendorOrder } from '@homekeep/contracts/jobs';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { uploadPng } from '../../../test/uploads';
import { signUp } from '../../../test/users';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';

let t: TestApp;
let call: ApiCaller;
let serviceA: { id: string; name: string };
let serviceB: { id: string; name: string };
beforeAll(async () => {
  // Its own database on a server: another file's request for the same service in the same zip
  // code, made at the same moment, would tell this file's matching vendor too.
  t = await createTestApp({ ownDatabase: true });
  call = apiCaller(t.app);
  [serviceA, serviceB] = await twoServices(t.app);
});
afterAll(() => t.close());

type Item = { data: MaintenanceRequest };

const upload = async (token: string) => (await uploadPng(t.app, token)).id;

const unseenOf = async (token: string) =>
  (await call<{ meta: { unseen: number } }>('GET', '/vendors/notifications', token)).body.meta
    .unseen;

describe('POST /maintenance-requests', () => {
  it('creates the request, its pending order and notifies only the matching vendors', async () => {
    const resident = await residentWithProperty(t.app, '90210-1234');
    const matching = await vendorCovering(t.app, [serviceA.id], ['90210'], 'Match Co');
    const otherZip = await vendorCovering(t.app, [serviceA.id], ['10001']);
    const otherService = await vendorCovering(t.app, [serviceB.id], ['90210']);
    const incomplete = await signUp(t.app, { role: 'vendor' });
    const photo = await upload(resident.token);

    const { status, body } = await call<Item>('POST', '/maintenance-requests', resident.token, {
      propertyId: resident.propertyId,
      serviceId: serviceA.id,
      title: 'Leaking tap',
      description: 'The kitchen tap drips all night.',
      urgency: 'high',
      preferredTimeWindow: 'morning',
      photoFileIds: [photo],
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title: 'Leaking tap',
      urgency: 'high',
      status: 'open',
      preferredDate: null,
      preferredTimeWindow: 'morning',
      property: { id: resident.propertyId, name: 'Maple House' },
      service: { id: serviceA.id, name: serviceA.name },
      photos: [{ id: photo }],
      order: { status: 'pending', vendorCompanyName: null, history: [{ status: 'pending' }] },
    });
    expect(body.data.property.address).toContain('12 Maple Street');

    const listed = await call<{ data: { orderId: string; type: string }[] }>(
      'GET',
      '/vendors/notifications',
      matching.token,
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({ type: 'order.new', orderId: body.data.order.id, seen: false }),
    ]);
    for (const vendor of [otherZip, otherService, incomplete]) {
      expect(await unseenOf(vendor.token)).toBe(0);
      const pending = await call<List<VendorOrder>>(
        'GET',
        '/vendor-orders?status=pending',
        vendor.token,
      );
      expect(pending.body.data.map((o) => o.id)).not.toContain(body.data.order.id);
    }
  });

  it('defaults the title to the service name and the urgency to normal', async () => {
    const resident = await residentWithProperty(t.app);
    const created = await requestService(t.app, resident, serviceB.id, {
      preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(created).toMatchObject({ title: serviceB.name, urgency: 'normal' });
    expect(created.preferredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const resident = await residentWithProperty(t.app);
    const base = { propertyId: resident.propertyId, serviceId: serviceA.id, description: 'x' };
    const cases: [Record<string, unknown>, string][] = [
      [{ description: '' }, 'description is required'],
      [{ description: 'x'.repeat(5001) }, 'description must be at most 5000 characters'],
      [{ urgency: 'whenever' }, 'urgency must be one of low, normal, high, emergency'],
      [{ preferredDate: '2001-01-01' }, 'preferredDate must not be in the past'],
      [{ preferredDate: '2027-02-30' }, 'preferredDate must be a real calendar date'],
      [{ preferredDate: '9999-12-31' }, 'preferredDate must be before 9999-12-31'],
      [{ preferredTimeWindow: 'night' }, 'preferredTimeWindow must be one of'],
      [{ serviceId: randomUUID() }, 'serviceId must name an existing service'],
      [{ photoFileIds: [randomUUID()] }, 'photoFileIds'],
      [{ photoFileIds: Array.from({ length: 11 }, () => randomUUID()) }, 'at most 10 files'],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await call('POST', '/maintenance-requests', resident.token, {
        ...base,
        ...change,
      });
      expect(status, message).toBe(400);
      expect(body.message).toContain(message);
    }
    const list = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests',
      resident.token,
    );
    expect(list.body.meta.total).toBe(0);
  });

  it("answers 404 for another resident's property or files, 401 and 403 by role", async () => {
    const owner = await residentWithProperty(t.app);
    const intruder = await residentWithProperty(t.app);
    const theirs = await upload(owner.token);
    const body = { propertyId: owner.propertyId, serviceId: serviceA.id, description: 'Fix' };
    expect((await call('POST', '/maintenance-requests', intruder.token, body)).status).toBe(404);
    const withPhoto = { ...body, propertyId: intruder.propertyId, photoFileIds: [theirs] };
    expect((await call('POST', '/maintenance-requests', intruder.token, withPhoto)).status).toBe(
      400,
    );
    expect((await call('POST', '/maintenance-requests', undefined, body)).status).toBe(401);
    const vendor = await signUp(t.app, { role: 'vendor' });
    expect((await call('POST', '/maintenance-requests', vendor.token, body)).status).toBe(403);
    expect((await call('GET', '/maintenance-requests', vendor.token)).status).toBe(403);
  });
});

describe('GET /maintenance-requests', () => {
  it('lists own requests newest first, pages them and filters by status', async () => {
    const resident = await residentWithProperty(t.app);
    const other = await residentWithProperty(t.app);
    await requestService(t.app, other, serviceA.id);
    const first = await requestService(t.app, resident, serviceA.id, { title: 'First' });
    const second = await requestService(t.app, resident, serviceB.id, { title: 'Second' });
    const page = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests?limit=1',
      resident.token,
    );
    expect(page.body.meta).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page.body.data.map((r) => r.id)).toEqual([second.id]);
    const next = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests?limit=1&page=2',
      resident.token,
    );
    expect(next.body.data.map((r) => r.id)).toEqual([first.id]);
    // A page past the last one has no rows to bring the total: it is counted apart.
    const past = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests?limit=1&page=3',
      resident.token,
    );
    expect(past.body).toEqual({
      data: [],
      meta: { page: 3, limit: 1, total: 2, totalPages: 2 },
    });
    const completed = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests?status=completed',
      resident.token,
    );
    expect(completed.body.meta.total).toBe(0);
    expect((await call('GET', '/maintenance-requests?status=done', resident.token)).status).toBe(
      400,
    );
    expect((await call('GET', '/maintenance-requests?limit=101', resident.token)).status).toBe(400);
  });

  it("shows one own request and answers 404 for another's", async () => {
    const owner = await residentWithProperty(t.app);
    const intruder = await residentWithProperty(t.app);
    const created = await requestService(t.app, owner, serviceA.id);
    const mine = await call<Item>('GET', `/maintenance-requests/${created.id}`, owner.token);
    expect(mine.body.data.id).toBe(created.id);
    expect((await call('GET', `/maintenance-requests/${created.id}`, intruder.token)).status).toBe(
      404,
    );
    expect((await call('GET', '/maintenance-requests/not-an-id', owner.token)).status).toBe(400);
  });
});

describe('POST /maintenance-requests/{id}/cancel', () => {
  it('cancels an accepted order and tells the vendor; 409 once work has started', async () => {
    const resident = await residentWithProperty(t.app, '60601');
    const vendor = await vendorCovering(t.app, [serviceA.id], ['60601']);
    const created = await requestService(t.app, resident, serviceA.id);
    const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
      orderId: created.order.id,
    });
    expect(accepted.status).toBe(200);
    const intruder = await residentWithProperty(t.app);
    expect(
      (await call('POST', `/maintenance-requests/${created.id}/cancel`, intruder.token)).status,
    ).toBe(404);

    const canceled = await call<Item>(
      'POST',
      `/maintenance-requests/${created.id}/cancel`,
      resident.token,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'canceled', order: { status: 'canceled' } });
    const notes = await call<{ data: { type: string }[] }>(
      'GET',
      '/vendors/notifications',
      vendor.token,
    );
    expect(notes.body.data[0]).toMatchObject({ type: 'order.canceled' });
    const again = await call('POST', `/maintenance-requests/${created.id}/cancel`, resident.token);
    expect(again.status).toBe(409);

    const started = await requestService(t.app, resident, serviceA.id);
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: started.order.id });
    for (const status of ['en_route', 'in_progress']) {
      await call('PUT', `/vendor-orders/update-status/${started.order.id}`, vendor.token, {
        status,
      });
    }
    const late = await call('POST', `/maintenance-requests/${started.id}/cancel`, resident.token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('maintenance_requests.cannot_cancel');
  });
});

describe('cancelling a job on its way (finding)', () => {
  /** A job its vendor has taken and moved along to `steps`' last. */
  async function jobMovedTo(steps: string[]) {
    const resident = await residentWithProperty(t.app, '60602');
    const vendor = await vendorCovering(t.app, [serviceB.id], ['60602']);
    const created = await requestService(t.app, resident, serviceB.id);
    const orderId = created.order.id;
    expect((await call('POST', '/vendor-orders/accept', vendor.token, { orderId })).status).toBe(
      200,
    );
    for (const status of steps) {
      const moved = await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
        status,
      });
      expect(moved.status).toBe(200);
    }
    return { resident, vendor, created };
  }

  it('cancels a job whose vendor is en route: both sides see it canceled', async () => {
    const { resident, vendor, created } = await jobMovedTo(['en_route']);
    const canceled = await call<Item>(
      'POST',
      `/maintenance-requests/${created.id}/cancel`,
      resident.token,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'canceled', order: { status: 'canceled' } });
    expect(canceled.body.data.order.history.map((step) => step.status)).toEqual([
      'pending',
      'accepted',
      'en_route',
      'canceled',
    ]);
    const seen = await call<Item>('GET', `/maintenance-requests/${created.id}`, resident.token);
    expect(seen.body.data).toMatchObject({ status: 'canceled', order: { status: 'canceled' } });
    const own = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=canceled',
      vendor.token,
    );
    expect(own.body.data.map((order) => [order.id, order.status])).toEqual([
      [created.order.id, 'canceled'],
    ]);
    const notes = await call<{ data: { type: string; orderId: string }[] }>(
      'GET',
      '/vendors/notifications',
      vendor.token,
    );
    expect(notes.body.data[0]).toMatchObject({ type: 'order.canceled', orderId: created.order.id });
  });

  it('refuses to cancel a job in progress (409), and leaves it in progress', async () => {
    const { resident, vendor, created } = await jobMovedTo(['en_route', 'in_progress']);
    const late = await call('POST', `/maintenance-requests/${created.id}/cancel`, resident.token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('maintenance_requests.cannot_cancel');
    const seen = await call<Item>('GET', `/maintenance-requests/${created.id}`, resident.token);
    expect(seen.body.data).toMatchObject({ status: 'open', order: { status: 'in_progress' } });
    const own = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=in_progress',
      vendor.token,
    );
    expect(own.body.data.map((order) => order.id)).toEqual([created.order.id]);
  });
});
