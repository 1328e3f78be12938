import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@homekeep/contracts/notifications';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { eventually } from '../../../test/eventually';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { notifyPaymentFailed, notifySubscriptionRenewed } from './account-notices';

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
  (await call<NotificationList>('GET', `/notifications${query}`, token)).body;

/** A resident's request accepted by a vendor covering its zip code. */
async function acceptedJob(zip: string) {
  const resident = await residentWithProperty(t.app, zip);
  const vendor = await vendorCovering(t.app, [serviceId], [zip], 'Brightline Repairs');
  const request = await requestService(t.app, resident, serviceId, { title: 'Leaky tap' });
  const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
    orderId: request.order.id,
  });
  expect(accepted.status).toBe(200);
  return { resident, vendor, request };
}

const step = (token: string, orderId: string, status: string) =>
  call('PUT', `/vendor-orders/update-status/${orderId}`, token, { status });

describe('resident notifications', () => {
  it('tells the resident of each step of their job, newest first, leading to the request', async () => {
    const { resident, vendor, request } = await acceptedJob('86001');
    for (const status of ['en_route', 'in_progress', 'completed']) {
      expect((await step(vendor.token, request.order.id, status)).status).toBe(200);
    }
    const list = await listOf(resident.token);
    expect(list.data.map((n: Notification) => n.type)).toEqual([
      'job.completed',
      'job.in_progress',
      'job.en_route',
      'job.accepted',
    ]);
    expect(list.meta.unseen).toBe(4);
    expect(list.data[3]).toMatchObject({
      title: 'Your job was accepted',
      body: 'Brightline Repairs accepted "Leaky tap".',
      orderId: request.order.id,
      requestId: request.id,
      seen: false,
    });
    const opened = await call(
      'GET',
      `/maintenance-requests/${list.data[0]!.requestId}`,
      resident.token,
    );
    expect(opened.status).toBe(200);
  });

  it('links a notification written by hand to its order’s request, and to another’s once moved', async () => {
    const first = await acceptedJob('86003');
    const second = await requestService(t.app, first.resident, serviceId, { title: 'Loose tile' });
    await t.db.execute(sql`
      insert into notifications (user_id, type, title, body, order_id)
      values (${first.resident.user.id}, 'job.accepted', 'Written by hand', 'A note', ${first.request.order.id})`);
    const handWritten = async () =>
      (await listOf(first.resident.token)).data.find((n) => n.title === 'Written by hand');
    expect(await handWritten()).toMatchObject({
      orderId: first.request.order.id,
      requestId: first.request.id,
    });
    // A request named by hand is not kept: the order's is.
    await t.db.execute(sql`
      update notifications set order_id = ${second.order.id}, request_id = ${first.request.id}
      where title = 'Written by hand'`);
    expect(await handWritten()).toMatchObject({
      orderId: second.order.id,
      requestId: second.id,
    });
  });

  it('marks seen only the caller’s own; another resident sees none of them and not the job', async () => {
    const { resident, request } = await acceptedJob('86002');
    const stranger = await residentWithProperty(t.app, '86002');
    const [mine] = (await listOf(resident.token)).data;
    const marked = await call<{ data: { updated: number } }>(
      'PATCH',
      '/notifications/seen',
      stranger.token,
      { ids: [mine!.id] },
    );
    expect(marked.body.data.updated).toBe(0);
    expect((await listOf(stranger.token)).meta.total).toBe(0);
    expect((await call('GET', `/maintenance-requests/${request.id}`, stranger.token)).status).toBe(
      404,
    );
    const own = await call<{ data: { updated: number } }>(
      'PATCH',
      '/notifications/seen',
      resident.token,
      {
        ids: [mine!.id],
      },
    );
    expect(own.body.data.updated).toBe(1);
    expect((await listOf(resident.token, '?seen=false')).meta).toMatchObject({
      total: 0,
      unseen: 0,
    });
  });

  it('serves vendors on both paths alike, and refuses anonymous callers', async () => {
    const { vendor } = await acceptedJob('86003');
    const generic = await listOf(vendor.token);
    const original = (await call<NotificationList>('GET', '/vendors/notifications', vendor.token))
      .body;
    expect(generic).toEqual(original);
    expect(original.data[0]).toMatchObject({ type: 'order.new' });
    expect((await call('GET', '/notifications')).status).toBe(401);
    expect((await call('GET', '/notifications?seen=maybe', vendor.token)).status).toBe(400);
  });

  it('tells a resident of a renewal and of a failed payment', async () => {
    const resident = await residentWithProperty(t.app, '86004');
    const charge = {
      userId: resident.user.id,
      planName: 'Premier',
      propertyName: 'Lake house',
      amountCents: 4900,
      currency: 'usd',
    };
    await t.db.transaction((tx) => notifySubscriptionRenewed(tx, charge));
    await t.db.transaction((tx) =>
      notifyPaymentFailed(tx, {
        ...charge,
        retryAt: new Date('2027-02-03T00:00:00Z'),
        endsAt: new Date('2027-02-09T00:00:00Z'),
      }),
    );
    const list = await listOf(resident.token);
    expect(list.data.map((n) => [n.type, n.title, n.body])).toEqual([
      [
        'payment.failed',
        'Lake house: a payment failed',
        'The $49.00 payment for Premier for Lake house was declined. We will try again on February 3, 2027. Unpaid, the plan ends on February 9, 2027. You can pay now from your subscription.',
      ],
      [
        'subscription.renewed',
        'Lake house: your plan renewed',
        'Premier for Lake house renewed; $49.00 was charged.',
      ],
    ]);
  });
});

describe('GET /notifications/stream', () => {
  it('streams the vendor’s accept to the resident live', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    const resident = await residentWithProperty(t.app, '86005');
    const vendor = await vendorCovering(t.app, [serviceId], ['86005']);
    const request = await requestService(t.app, resident, serviceId);
    const controller = new AbortController();
    const response = await fetch(`${base}/notifications/stream?accessToken=${resident.token}`, {
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    let text = '';
    const reading = (async () => {
      const reader = response.body!.getReader();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: request.order.id });
    expect(await eventually(() => text.includes('"type":"job.accepted"'))).toBe(true);
    expect(text).toContain(`"requestId":"${request.id}"`);
    controller.abort();
    await reading;
  });
});
