import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { VendorOrder } from '@homekeep/contracts/jobs';
import { PROFILE_REQUIREMENTS, type VendorProfile } from '@homekeep/contracts/vendors';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { removeProfilePart } from '../../../test/vendor-profiles';

let t: TestApp;
let call: ApiCaller;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  serviceId = (await twoServices(t.app))[0].id;
});
afterAll(() => t.close());

const offeredTo = async (token: string) => ({
  notified: (await call<{ meta: { total: number } }>('GET', '/vendors/notifications', token)).body
    .meta.total,
  listed: (await call<List<VendorOrder>>('GET', '/vendor-orders?status=pending', token)).body.data,
});

describe('a vendor profile missing one part', () => {
  it.each(PROFILE_REQUIREMENTS)(
    'without %s: shown as missing, not offered the job and refused the accept',
    async (part) => {
      const zipCode = '33101';
      const resident = await residentWithProperty(t.app, zipCode);
      const ready = await vendorCovering(t.app, [serviceId], [zipCode], 'Ready Co');
      const lacking = await vendorCovering(t.app, [serviceId], [zipCode], 'Lacking Co');
      await removeProfilePart(t.db, lacking.user.id, part);

      const profile = await call<{ data: VendorProfile }>('GET', '/vendors/profile', lacking.token);
      expect(profile.body.data).toMatchObject({ complete: false, missing: [part] });

      const job = await requestService(t.app, resident, serviceId);
      const control = await offeredTo(ready.token);
      expect(control.notified).toBe(1);
      expect(control.listed.map((order) => order.id)).toContain(job.order.id);
      expect(await offeredTo(lacking.token)).toEqual({ notified: 0, listed: [] });

      const accept = await call('POST', '/vendor-orders/accept', lacking.token, {
        orderId: job.order.id,
      });
      expect(accept.status).toBe(409);
      expect(accept.body.code).toBe('orders.profile_incomplete');
      const taken = await call('POST', '/vendor-orders/accept', ready.token, {
        orderId: job.order.id,
      });
      expect(taken.status).toBe(200);
    },
  );
});
