import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  requestService,
  residentWithProperty,
  twoServices,
  vendorCovering,
} from '../../../test/jobs';
import { uploadPng } from '../../../test/uploads';

let t: TestApp;
let call: ApiCaller;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
});
afterAll(() => t.close());

/** A job accepted and worked on up to `in_progress` by its vendor. */
async function jobInProgress() {
  const [service] = await twoServices(t.app);
  const resident = await residentWithProperty(t.app, '53703');
  const vendor = await vendorCovering(t.app, [service.id], ['53703']);
  const created = await requestService(t.app, resident, service.id);
  const orderId = created.order.id;
  await call('POST', '/vendor-orders/accept', vendor.token, { orderId });
  for (const status of ['en_route', 'in_progress']) {
    const moved = await call('PUT', `/vendor-orders/update-status/${orderId}`, vendor.token, {
      status,
    });
    expect(moved.status).toBe(200);
  }
  return { resident, vendor, orderId, requestId: created.id };
}

const complete = (token: string, orderId: string, photoFileIds: string[]) =>
  call<{ data: VendorOrder; message?: string }>(
    'PUT',
    `/vendor-orders/update-status/${orderId}`,
    token,
    { status: 'completed', note: 'Replaced the washer.', photoFileIds },
  );

describe('photos of the work done', () => {
  it('keeps the vendor’s photos on the completed job, and the resident sees them', async () => {
    const job = await jobInProgress();
    const photo = (await uploadPng(t.app, job.vendor.token)).id;
    const done = await complete(job.vendor.token, job.orderId, [photo]);
    expect(done.status).toBe(200);
    expect(done.body.data.completionPhotos.map((p) => p.id)).toEqual([photo]);
    expect(done.body.data.photos).toEqual([]);

    const seen = await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${job.requestId}`,
      job.resident.token,
    );
    expect(seen.body.data.status).toBe('completed');
    expect(seen.body.data.completionPhotos).toEqual([
      { id: photo, url: expect.stringMatching(`^/api/v1/files/${photo}/content\\?expires=`) },
    ]);
    // The vendor's photo, by the address the resident of the job was given.
    const served = await t.app.inject({
      method: 'GET',
      url: seen.body.data.completionPhotos[0]!.url,
    });
    expect(served.statusCode).toBe(200);
    expect(seen.body.data.photos).toEqual([]);
  });

  it('refuses photos that are not the vendor’s own uploads, and photos before completion', async () => {
    const job = await jobInProgress();
    const residents = (await uploadPng(t.app, job.resident.token)).id;
    const refused = await complete(job.vendor.token, job.orderId, [residents]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/photoFileIds/);

    const nothingYet = await complete(job.vendor.token, job.orderId, []);
    expect(nothingYet.status).toBe(200);
    expect(nothingYet.body.data.completionPhotos).toEqual([]);
  });

  it('refuses photos with any step but completed', async () => {
    const [service] = await twoServices(t.app);
    const resident = await residentWithProperty(t.app, '53703');
    const vendor = await vendorCovering(t.app, [service.id], ['53703']);
    const created = await requestService(t.app, resident, service.id);
    await call('POST', '/vendor-orders/accept', vendor.token, { orderId: created.order.id });
    const photo = (await uploadPng(t.app, vendor.token)).id;
    const tooSoon = await call<{ message: string }>(
      'PUT',
      `/vendor-orders/update-status/${created.order.id}`,
      vendor.token,
      { status: 'en_route', photoFileIds: [photo] },
    );
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toMatch(/only be sent when marking the job completed/);
  });
});
