import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVendor } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import type { VendorOrder } from '@homekeep/contracts/jobs';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  completeProfile,
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
  serviceId = (await twoServices(t.app))[1].id;
});
afterAll(() => t.close());

const offeredTo = async (token: string) => ({
  notified: (await call<List<unknown>>('GET', '/vendors/notifications', token)).body.meta.total,
  listed: (await call<List<VendorOrder>>('GET', '/vendor-orders?status=pending', token)).body.data,
});

const vendorRow = async (companyName: string) =>
  (
    await call<List<AdminVendor>>(
      'GET',
      `/admin/vendors?global=${encodeURIComponent(companyName)}`,
      ops.token,
    )
  ).body.data[0]!;

describe('a suspended vendor', () => {
  it('gets no offers and cannot accept, with the reason, until reinstated', async () => {
    const zipCode = '94105';
    const resident = await residentWithProperty(t.app, zipCode);
    const company = `Suspended Co ${Date.now()}`;
    const vendor = await vendorCovering(t.app, [serviceId], [zipCode], company);
    const early = await requestService(t.app, resident, serviceId);

    const suspended = await call<{ data: AdminVendor }>(
      'POST',
      `/admin/vendors/${vendor.user.id}/suspend`,
      ops.token,
      { reason: 'Insurance lapsed' },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toMatchObject({
      standing: 'suspended',
      hold: 'suspended',
      suspensionReason: 'Insurance lapsed',
    });
    const before = await offeredTo(vendor.token);
    const job = await requestService(t.app, resident, serviceId);
    const after = await offeredTo(vendor.token);
    expect(after.notified).toBe(before.notified);
    expect(after.listed).toEqual([]);
    const accept = await call('POST', '/vendor-orders/accept', vendor.token, {
      orderId: early.order.id,
    });
    expect(accept).toMatchObject({ status: 409, body: { code: 'orders.vendor_suspended' } });
    expect(accept.body.message).toContain('Insurance lapsed');
    const profile = await call<{ data: VendorProfile }>('GET', '/vendors/profile', vendor.token);
    expect(profile.body.data).toMatchObject({
      complete: true,
      hold: 'suspended',
      suspensionReason: 'Insurance lapsed',
    });
    expect((await vendorRow(company)).standing).toBe('suspended');

    const again = await call('POST', `/admin/vendors/${vendor.user.id}/suspend`, ops.token, {
      reason: 'x',
    });
    expect(again.status).toBe(409);
    const reinstated = await call<{ data: AdminVendor }>(
      'POST',
      `/admin/vendors/${vendor.user.id}/reinstate`,
      ops.token,
    );
    expect(reinstated.body.data).toMatchObject({ standing: 'active', hold: null });
    expect((await offeredTo(vendor.token)).listed.map((o) => o.id)).toEqual([
      job.order.id,
      early.order.id,
    ]);
    const taken = await call('POST', '/vendor-orders/accept', vendor.token, {
      orderId: job.order.id,
    });
    expect(taken.status).toBe(200);
    const entries = await ops.auditOf(vendor.user.id);
    expect(entries.map((e) => [e.action, e.targetName])).toEqual([
      ['vendor.reinstate', company],
      ['vendor.suspend', company],
    ]);
  });
});

describe('a vendor whose licence expired', () => {
  it('is held back from offers and accepts until the new expiry date is saved', async () => {
    const zipCode = '95814';
    const resident = await residentWithProperty(t.app, zipCode);
    const company = `Expired Co ${Date.now()}`;
    const vendor = await vendorCovering(t.app, [serviceId], [zipCode], company);
    const body = await completeProfile(t.app, [serviceId], [zipCode], company);
    const save = (licenseExpiresAt: string | null) =>
      call<{ data: VendorProfile }>('PUT', `/vendors/profile/${vendor.profileId}`, vendor.token, {
        ...body,
        licenseExpiresAt,
      });

    const expired = await save('2020-12-31');
    expect(expired.body.data).toMatchObject({
      complete: true,
      hold: 'license_expired',
      licenseExpiresAt: '2020-12-31',
    });
    const job = await requestService(t.app, resident, serviceId);
    expect(await offeredTo(vendor.token)).toEqual({ notified: 0, listed: [] });
    const accept = await call('POST', '/vendor-orders/accept', vendor.token, {
      orderId: job.order.id,
    });
    expect(accept).toMatchObject({ status: 409, body: { code: 'orders.license_expired' } });
    expect(accept.body.message).toContain('2020-12-31');
    const row = await vendorRow(company);
    expect(row).toMatchObject({
      standing: 'license_expired',
      licenseExpiresAt: '2020-12-31',
      jobsDone: 0,
      rating: null,
    });
    const filtered = await call<List<AdminVendor>>(
      'GET',
      '/admin/vendors?status=license_expired&limit=100',
      ops.token,
    );
    expect(filtered.body.data.every((v) => v.standing === 'license_expired')).toBe(true);
    expect(filtered.body.data.map((v) => v.id)).toContain(vendor.user.id);

    expect((await save('2099-01-31')).body.data.hold).toBeNull();
    expect(
      (await call('POST', '/vendor-orders/accept', vendor.token, { orderId: job.order.id })).status,
    ).toBe(200);
    expect((await save('2099-02-30')).status).toBe(400);
  });
});

describe('verifying a vendor', () => {
  it('records when an operator checked it, with an audit entry; unknown vendors are 404', async () => {
    const vendor = await vendorCovering(t.app, [serviceId], ['92101'], `Verified Co ${Date.now()}`);
    const verified = await call<{ data: AdminVendor }>(
      'POST',
      `/admin/vendors/${vendor.user.id}/verify`,
      ops.token,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data.verifiedAt).toEqual(expect.any(String));
    expect((await ops.auditOf(vendor.user.id))[0]).toMatchObject({
      action: 'vendor.verify',
      before: expect.objectContaining({ verifiedAt: null }),
    });
    expect(
      (await call('POST', `/admin/vendors/${crypto.randomUUID()}/verify`, ops.token)).status,
    ).toBe(404);
    const sorted = await call<List<AdminVendor>>(
      'GET',
      '/admin/vendors?sort=jobsDone&order=desc&limit=5',
      ops.token,
    );
    const done = sorted.body.data.map((v) => v.jobsDone);
    expect(done).toEqual([...done].sort((a, b) => b - a));
  });
});

describe('the vendors who could take a job', () => {
  it('are those offering its service in its zip code, when the operator asks for them', async () => {
    const [other] = await twoServices(t.app);
    const tag = `Coverage ${Date.now()}`;
    await vendorCovering(t.app, [serviceId], ['94107'], `${tag} both`);
    await vendorCovering(t.app, [other.id], ['94107'], `${tag} other service`);
    await vendorCovering(t.app, [serviceId], ['94110'], `${tag} other area`);
    const names = async (filters: string) =>
      (
        await call<List<AdminVendor>>(
          'GET',
          `/admin/vendors?global=${encodeURIComponent(tag)}&sort=companyName&order=asc${filters}`,
          ops.token,
        )
      ).body.data.map((v) => v.companyName);

    expect(await names('')).toHaveLength(3);
    expect(await names(`&serviceId=${serviceId}&zipCode=94107`)).toEqual([`${tag} both`]);
    expect(await names(`&serviceId=${serviceId}`)).toEqual([`${tag} both`, `${tag} other area`]);
    expect(await names('&zipCode=94107')).toEqual([`${tag} both`, `${tag} other service`]);

    const bad = await call('GET', '/admin/vendors?serviceId=not-an-id', ops.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('serviceId must be a valid identifier');
  });
});
