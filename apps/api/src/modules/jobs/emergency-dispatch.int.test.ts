import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import { EMERGENCY_WINDOW_MINUTES, type VendorOrder } from '@homekeep/contracts/jobs';
import type { Notification } from '@homekeep/contracts/notifications';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { alertUntakenOrders } from './job-attention.service';

const clock = manualClock();
const config = { offerWindowSeconds: 7200, mail: { operationsEmail: undefined } };

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
let serviceId: string;

beforeAll(async () => {
  // Which vendors a job reaches is this file's to say: a database of its own.
  t = await createTestApp({ ownDatabase: true, schedules: [], deps: { clock } });
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

const openJobsOf = async (token: string) =>
  (await call<List<VendorOrder>>('GET', '/vendor-orders?status=pending&limit=100', token)).body
    .data;

describe('an emergency', () => {
  it('is offered to every vendor of its state at once and goes to operations after a short window', async () => {
    const resident = await residentWithProperty(t.app, '93101');
    const near = await vendorCovering(t.app, [serviceId], ['93101'], 'Near Co');
    const acrossState = await vendorCovering(t.app, [serviceId], ['90001'], 'Across State Co');
    const otherState = await vendorCovering(t.app, [serviceId], ['10001'], 'Other State Co');

    const emergency = await requestService(t.app, resident, serviceId, {
      urgency: 'emergency',
      description: 'Water is pouring through the ceiling.',
    });
    const ordinary = await requestService(t.app, resident, serviceId);
    expect(emergency.order.offerRound).toBe(3);
    expect(ordinary.order.offerRound).toBe(1);

    const seenBy = async (token: string) => (await openJobsOf(token)).map((order) => order.id);
    expect(await seenBy(near.token)).toEqual(
      expect.arrayContaining([emergency.order.id, ordinary.order.id]),
    );
    expect(await seenBy(acrossState.token)).toContain(emergency.order.id);
    expect(await seenBy(acrossState.token)).not.toContain(ordinary.order.id);
    expect(await seenBy(otherState.token)).not.toContain(emergency.order.id);
    const [offer] = (await call<List<Notification>>('GET', '/notifications', acrossState.token))
      .body.data;
    expect(offer).toMatchObject({ type: 'order.new', orderId: emergency.order.id });
    expect(offer!.title).toMatch(/^Emergency: /);

    const run = () => alertUntakenOrders({ db: t.db, clock, config });
    clock.advance(EMERGENCY_WINDOW_MINUTES * 60 - 60);
    expect(await run()).toBe(0);
    clock.advance(60);
    expect(await run()).toBe(1);
    const attention = await call<List<AdminOrder>>(
      'GET',
      '/admin/orders?attention=true&limit=100',
      ops.token,
    );
    const ids = attention.body.data.map((order) => order.id);
    expect(ids).toContain(emergency.order.id);
    expect(ids).not.toContain(ordinary.order.id);
    expect(attention.body.data[0]).toMatchObject({ urgency: 'emergency', needsAttention: true });
    const accepted = await call('POST', '/vendor-orders/accept', acrossState.token, {
      orderId: emergency.order.id,
    });
    expect(accepted.status).toBe(200);
  });
});
