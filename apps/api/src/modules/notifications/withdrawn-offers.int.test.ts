import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@homekeep/contracts/notifications';
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

const offersOf = async (token: string) => {
  const { body } = await call<NotificationList>('GET', '/vendors/notifications', token);
  return {
    orders: body.data.filter((n) => n.type === 'order.new').map((n) => n.orderId),
    unseen: body.meta.unseen,
  };
};

describe('a job that is no longer open', () => {
  it('leaves the "New job" notifications of the vendors who did not take it', async () => {
    const resident = await residentWithProperty(t.app, '85002');
    const winner = await vendorCovering(t.app, [serviceId], ['85002']);
    const rival = await vendorCovering(t.app, [serviceId], ['85002']);
    const taken = await requestService(t.app, resident, serviceId, { title: 'Taken' });
    const canceled = await requestService(t.app, resident, serviceId, { title: 'Canceled' });
    const open = await requestService(t.app, resident, serviceId, { title: 'Open' });
    expect((await offersOf(rival.token)).unseen).toBe(3);

    const accept = await call('POST', '/vendor-orders/accept', winner.token, {
      orderId: taken.order.id,
    });
    expect(accept.status).toBe(200);
    const cancel = await call(
      'POST',
      `/maintenance-requests/${canceled.id}/cancel`,
      resident.token,
    );
    expect(cancel.status).toBe(200);

    expect(await offersOf(rival.token)).toEqual({ orders: [open.order.id], unseen: 1 });
    expect((await offersOf(winner.token)).orders).toEqual([open.order.id, taken.order.id]);
  });
});
