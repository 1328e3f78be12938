import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { VendorOrder } from '@homekeep/contracts/jobs';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { requestService, twoServices, vendorCovering } from '../../../test/jobs';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

/** A resident with a phone number and a property whose notes say how to get in. */
async function residentWithNotes() {
  const resident = await signUp(t.app, { role: 'resident' });
  expect((await call('PATCH', '/auth', resident.token, { phone: '+1 608 555 0101' })).status).toBe(
    200,
  );
  const property = await call<{ data: { id: string } }>('POST', '/properties', resident.token, {
    name: 'Lake house',
    addressLine1: '12 Shore Road',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    notes: 'Gate code 4417. A friendly dog.',
  });
  expect(property.status).toBe(201);
  return { ...resident, propertyId: property.body.data.id };
}

describe('what a vendor learns about a job', () => {
  it('sees notes, the resident’s first name and phone and a map link only after accepting', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithNotes();
    const vendor = await vendorCovering(t.app, [service.id], ['53703']);
    const created = await requestService(t.app, resident, service.id);

    const pending = await call<List<VendorOrder>>(
      'GET',
      '/vendor-orders?status=pending',
      vendor.token,
    );
    const offered = pending.body.data.find((order) => order.id === created.order.id)!;
    expect(offered.resident).toBeNull();
    expect(offered.location).toMatchObject({ notes: null, mapUrl: null, addressLine1: null });

    const accepted = await call<{ data: VendorOrder }>(
      'POST',
      '/vendor-orders/accept',
      vendor.token,
      { orderId: created.order.id },
    );
    expect(accepted.status).toBe(200);
    const order = accepted.body.data;
    expect(order.resident).toEqual({
      firstName: resident.user.firstName,
      phone: '+16085550101',
    });
    expect(order.location.notes).toBe('Gate code 4417. A friendly dog.');
    expect(order.location.mapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Shore%20Road%2C%20Madison%2C%20WI%2C%2053703',
    );
  });
});
