import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { VendorOrder } from '@homekeep/contracts/jobs';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
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
  t = await createTestApp();
  call = apiCaller(t.app);
  [serviceA, serviceB] = await twoServices(t.app);
});
afterAll(() => t.close());

type Item = { data: VendorOrder };
const pendingOf = async (token: string) =>
  (await call<List<VendorOrder>>('GET', '/vendor-orders?status=pending', token)).body.data;

describe('GET /vendor-orders', () => {
  it('offers pending jobs to matching vendors without the street address', async () => {
    const resident = await residentWithProperty(t.app, '94107');
    const vendor = await vendorCovering(t.app, [serviceA.id, serviceB.id], ['94107', '94110']);
    const outside = await vendorCovering(t.app, [serviceA.id], ['94110']);
    const created = await requestService(t.app, resident, serviceA.id, { title: 'Burst pipe' });

    const [offered] = (await pendingOf(vendor.token)).filter((o) => o.id === created.order.id);
    expect(offered).toMatchObject({
      status: 'pending',
      title: 'Burst pipe',
      service: { id: serviceA.id },
      location: { city: 'San Francisco', state: 'CA', zipCode: '94107', addressLine1: null },
    });
    expect((await pendingOf(outside.token)).map((o) => o.id)).not.toContain(created.order.id);

    const accepted = await call<Item>('POST', '/vendor-orders/accept', vendor.token, {
      orderId: created.order.id,
    });
    expect(accepted.body.data.location.addressLine1).toBe('12 Maple Street');
    expect((await pendingOf(vendor.token)).map((o) => o.id)).not.toContain(created.order.id);
    const mine = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=accepted',
      vendor.token,
    );
    expect(mine.body.data.map((o) => o.id)).toEqual([created.order.id]);
    const active = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=accepted,en_route,in_progress',
      vendor.token,
    );
    expect(active.body.data.map((o) => o.id)).toEqual([created.order.id]);
    expect((await call('GET', '/vendor-orders?status=nope', vendor.token)).status).toBe(400);
    expect((await call('GET', '/vendor-orders?status=pending,accepted', vendor.token)).status).toBe(
      400,
    );
    expect((await call('GET', '/vendor-orders', resident.token)).status).toBe(403);
    expect((await call('GET', '/vendor-orders')).status).toBe(401);
  });
});

describe('POST /vendor-orders/accept', () => {
  it('pages the vendor’s own orders, most recently changed first, with their total', async () => {
    const resident = await residentWithProperty(t.app, '94107');
    const vendor = await vendorCovering(t.app, [serviceA.id], ['94107']);
    const taken: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const created = await requestService(t.app, resident, serviceA.id, { title });
      const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
        orderId: created.order.id,
      });
      expect(accepted.status).toBe(200);
      taken.unshift(created.order.id);
    }
    const page = async (query: string) =>
      (await call<List<VendorOrder>>('GET', `/vendor-orders?limit=2${query}`, vendor.token)).body;
    const first = await page('');
    const second = await page('&page=2');
    expect(first.meta).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(second.meta).toMatchObject({ page: 2, total: 3 });
    expect([...first.data, ...second.data].map((o) => o.id)).toEqual(taken);
    expect((await page('&status=accepted&page=2')).data.map((o) => o.id)).toEqual([taken[2]]);
  });

  it('lets exactly one of many concurrent vendors win', async () => {
    const resident = await residentWithProperty(t.app, '30301');
    const vendors = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        vendorCovering(t.app, [serviceA.id], ['30301'], `Racer ${i}`),
      ),
    );
    const created = await requestService(t.app, resident, serviceA.id);
    const answers = await Promise.all(
      vendors.map((vendor) =>
        call('POST', '/vendor-orders/accept', vendor.token, { orderId: created.order.id }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.code).toBe('orders.already_accepted');
    }
    const winner = vendors[answers.findIndex((a) => a.status === 200)]!;
    const request = await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${created.id}`,
      resident.token,
    );
    expect(request.body.data.order).toMatchObject({
      status: 'accepted',
      vendorCompanyName: expect.stringMatching(/^Racer \d$/),
    });
    const winnerOrders = await call<List<VendorOrder>>('GET', '/vendor-orders', winner.token);
    expect(winnerOrders.body.data.map((o) => o.id)).toEqual([created.order.id]);
  });

  it('refuses an incomplete profile (409), an order that does not match (404) and bad ids', async () => {
    const resident = await residentWithProperty(t.app, '02108');
    const created = await requestService(t.app, resident, serviceA.id);
    const incomplete = await signUp(t.app, { role: 'vendor' });
    const refused = await call('POST', '/vendor-orders/accept', incomplete.token, {
      orderId: created.order.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('orders.profile_incomplete');

    const elsewhere = await vendorCovering(t.app, [serviceA.id], ['02109']);
    const wrongService = await vendorCovering(t.app, [serviceB.id], ['02108']);
    for (const vendor of [elsewhere, wrongService]) {
      const answer = await call('POST', '/vendor-orders/accept', vendor.token, {
        orderId: created.order.id,
      });
      expect(answer.status).toBe(404);
    }
    const unknown = await call('POST', '/vendor-orders/accept', elsewhere.token, {
      orderId: randomUUID(),
    });
    expect(unknown.status).toBe(404);
    expect((await call('POST', '/vendor-orders/accept', elsewhere.token, {})).status).toBe(400);
    expect(
      (await call('POST', '/vendor-orders/accept', resident.token, { orderId: created.order.id }))
        .status,
    ).toBe(403);
  });

  it('answers 409 for a canceled job', async () => {
    const resident = await residentWithProperty(t.app, '02108');
    const vendor = await vendorCovering(t.app, [serviceA.id], ['02108']);
    const created = await requestService(t.app, resident, serviceA.id);
    await call('POST', `/maintenance-requests/${created.id}/cancel`, resident.token);
    const answer = await call('POST', '/vendor-orders/accept', vendor.token, {
      orderId: created.order.id,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('orders.canceled');
  });
});

describe('PUT /vendor-orders/update-status/{id}', () => {
  it('walks accepted → en_route → in_progress → completed and completes the request', async () => {
    const resident = await residentWithProperty(t.app, '73301');
    const vendor = await vendorCovering(t.app, [serviceA.id], ['73301'], 'Walker Repairs');
    const created = await requestService(t.app, resident, serviceA.id);
    const orderId = created.order.id;
    const move = (status: string, token = vendor.token, note?: string) =>
      call<Item>('PUT', `/vendor-orders/update-status/${orderId}`, token, { status, note });

    expect((await move('en_route')).status).toBe(404);
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId });
    const skip = await move('completed');
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({
      code: 'orders.invalid_transition',
      message: 'An order that is accepted cannot become completed.',
    });
    expect((await move('pending')).status).toBe(409);
    expect((await move('canceled')).status).toBe(409);
    expect((await move('sleeping')).status).toBe(400);

    const other = await vendorCovering(t.app, [serviceA.id], ['73301']);
    expect((await move('en_route', other.token)).status).toBe(404);
    expect((await move('en_route', resident.token)).status).toBe(403);

    expect((await move('en_route', vendor.token, 'Leaving now')).body.data.status).toBe('en_route');
    expect((await move('en_route')).status).toBe(409);
    expect((await move('in_progress')).status).toBe(200);
    const done = await move('completed', vendor.token, 'Replaced the washer');
    expect(done.status).toBe(200);
    expect(done.body.data.history.map((h) => h.status)).toEqual([
      'pending',
      'accepted',
      'en_route',
      'in_progress',
      'completed',
    ]);
    expect(done.body.data.history[2]!.note).toBe('Leaving now');

    const completed = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests?status=completed',
      resident.token,
    );
    expect(completed.body.data).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'completed',
        completedAt: expect.any(String),
        order: expect.objectContaining({
          status: 'completed',
          vendorCompanyName: 'Walker Repairs',
        }),
      }),
    ]);
    const finished = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=completed',
      vendor.token,
    );
    expect(finished.body.data.map((o) => o.id)).toEqual([orderId]);
  });
});

// Only a PostgreSQL server can be shared by two processes; the embedded run has no second one.
if (inject('databaseUrl')) {
  describe('two API processes on one PostgreSQL', () => {
    it('still lets exactly one vendor win', async () => {
      const second = await createTestApp();
      try {
        const resident = await residentWithProperty(t.app, '98101');
        const vendors = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            vendorCovering(t.app, [serviceA.id], ['98101'], `Duo ${i}`),
          ),
        );
        const created = await requestService(t.app, resident, serviceA.id);
        const callSecond = apiCaller(second.app);
        const answers = await Promise.all(
          vendors.map((vendor, i) =>
            (i % 2 === 0 ? call : callSecond)('POST', '/vendor-orders/accept', vendor.token, {
              orderId: created.order.id,
            }),
          ),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      } finally {
        await second.close();
      }
    });
  });
}
