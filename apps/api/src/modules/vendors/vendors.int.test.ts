import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupItem } from '@homekeep/contracts/lookups';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/users';
import { apiCaller, type ApiCaller, firstOf, someServices } from '../../../test/api';
import { logStatements } from '../../../test/scale/statement-log';

let t: TestApp;
let call: ApiCaller;
let lookups: { vendorType: LookupItem; companyType: LookupItem; licenseType: LookupItem };
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  const [[vendorType], [companyType], [licenseType]] = await Promise.all([
    firstOf(t.app, 'vendor-types', 1),
    firstOf(t.app, 'company-types', 1),
    firstOf(t.app, 'license-types', 1),
  ]);
  lookups = { vendorType: vendorType!, companyType: companyType!, licenseType: licenseType! };
});
afterAll(() => t.close());

type Envelope = { data: VendorProfile };

const profileOf = async (token: string) =>
  (await call<Envelope>('GET', '/vendors/profile', token)).body.data;

async function validBody() {
  const services = await someServices(t.app, 2);
  return {
    companyName: 'Northside Plumbing',
    vendorTypeId: lookups.vendorType.id,
    companyTypeId: lookups.companyType.id,
    licenseTypeId: lookups.licenseType.id,
    licenseNumber: 'PL-20931',
    serviceIds: services.map((s) => s.id),
    zipCodes: ['90210', '10001'],
  };
}

describe('GET /vendors/profile', () => {
  it('gives a new vendor the profile made at sign-up, not yet complete', async () => {
    const vendor = await signUp(t.app, { role: 'vendor', companyName: 'Fixit Co' });
    const { status, body } = await call<Envelope>('GET', '/vendors/profile', vendor.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      companyName: 'Fixit Co',
      vendorTypeId: null,
      companyTypeId: null,
      licenseTypeId: null,
      licenseNumber: null,
      serviceIds: [],
      zipCodes: [],
      complete: false,
      missing: [
        'vendorTypeId',
        'companyTypeId',
        'licenseTypeId',
        'licenseNumber',
        'serviceIds',
        'zipCodes',
      ],
    });
  });

  it('answers 401 without a token and 403 to a resident', async () => {
    expect((await call('GET', '/vendors/profile')).status).toBe(401);
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await call('GET', '/vendors/profile', resident.token)).status).toBe(403);
  });
});

describe('reading the profile', () => {
  it('sends one statement, its services and service area with it', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const { id } = await profileOf(vendor.token);
    const body = await validBody();
    expect((await call('PUT', `/vendors/profile/${id}`, vendor.token, body)).status).toBe(200);
    const log = logStatements(t.database);
    try {
      const { result, statements } = await log.during(() => profileOf(vendor.token));
      expect(result.services).toHaveLength(body.serviceIds.length);
      expect(result.serviceArea.map((zip) => zip.code)).toEqual(['10001', '90210']);
      expect(statements.map((statement) => statement.sql)).toHaveLength(1);
    } finally {
      log.stop();
    }
  });
});

describe('PUT /vendors/profile/{id}', () => {
  it('saves the profile, names its choices, and flips `complete` to true', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const before = await profileOf(vendor.token);
    expect(before.complete).toBe(false);
    const body = await validBody();

    const { status, body: saved } = await call<Envelope>(
      'PUT',
      `/vendors/profile/${before.id}`,
      vendor.token,
      {
        ...body,
        zipCodes: [...body.zipCodes, '90210'],
        serviceIds: [...body.serviceIds, body.serviceIds[0]],
      },
    );
    expect(status).toBe(200);
    expect(saved.data).toMatchObject({
      id: before.id,
      companyName: 'Northside Plumbing',
      vendorTypeName: lookups.vendorType.name,
      companyTypeName: lookups.companyType.name,
      licenseTypeName: lookups.licenseType.name,
      licenseNumber: 'PL-20931',
      zipCodes: ['10001', '90210'],
      complete: true,
      missing: [],
    });
    expect([...saved.data.serviceIds].sort()).toEqual([...body.serviceIds].sort());
    expect(saved.data.services.map((s) => s.id).sort()).toEqual([...body.serviceIds].sort());
    expect(saved.data.serviceArea.find((z) => z.code === '90210')?.name).toBe(
      '90210 — Beverly Hills, CA',
    );
    expect(await profileOf(vendor.token)).toEqual(saved.data);
  });

  it('replaces the sets of services and zip codes on the next save', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const { id } = await profileOf(vendor.token);
    const body = await validBody();
    await call('PUT', `/vendors/profile/${id}`, vendor.token, body);
    const second = { ...body, serviceIds: [body.serviceIds[1]], zipCodes: ['60601'] };
    const { status, body: saved } = await call<Envelope>(
      'PUT',
      `/vendors/profile/${id}`,
      vendor.token,
      second,
    );
    expect(status).toBe(200);
    expect(saved.data.serviceIds).toEqual([body.serviceIds[1]]);
    expect(saved.data.zipCodes).toEqual(['60601']);
  });

  it('refuses unknown zip codes, naming them, and changes nothing', async () => {
    const vendor = await signUp(t.app, { role: 'vendor', companyName: 'Before' });
    const { id } = await profileOf(vendor.token);
    const body = { ...(await validBody()), zipCodes: ['90210', '00000', '99999'] };
    const { status, body: error } = await call('PUT', `/vendors/profile/${id}`, vendor.token, body);
    expect(status).toBe(400);
    expect(error.message).toBe('These zip codes are not known: 00000, 99999.');
    const after = await profileOf(vendor.token);
    expect(after).toMatchObject({ companyName: 'Before', zipCodes: [], complete: false });
  });

  it('refuses unknown lookup and service ids', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const { id } = await profileOf(vendor.token);
    const body = await validBody();
    const put = (changes: object) =>
      call('PUT', `/vendors/profile/${id}`, vendor.token, { ...body, ...changes });

    const badType = await put({ vendorTypeId: 999999 });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('vendorTypeId must be one of the listed vendor types.');
    expect((await put({ companyTypeId: 999999 })).status).toBe(400);
    expect((await put({ licenseTypeId: 999999 })).status).toBe(400);
    const ghost = randomUUID();
    const badService = await put({ serviceIds: [body.serviceIds[0], ghost] });
    expect(badService.status).toBe(400);
    expect(badService.body.message).toBe(`These services do not exist: ${ghost}.`);
    expect((await profileOf(vendor.token)).complete).toBe(false);
  });

  it('validates the body with readable messages', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const { id } = await profileOf(vendor.token);
    const body = await validBody();
    const put = (changes: object) =>
      call('PUT', `/vendors/profile/${id}`, vendor.token, { ...body, ...changes });

    expect((await put({ companyName: '  ' })).body.message).toBe('companyName is required');
    expect((await put({ companyName: 'x'.repeat(201) })).status).toBe(400);
    expect((await put({ serviceIds: [] })).body.message).toBe(
      'serviceIds must name at least one service',
    );
    expect((await put({ zipCodes: [] })).body.message).toBe(
      'zipCodes must name at least one zip code',
    );
    expect((await put({ zipCodes: ['9021'] })).body.message).toBe(
      'zipCodes must be 5-digit zip codes, not 9021',
    );
    const tooMany = Array.from({ length: 501 }, (_, i) => String(10000 + i));
    expect((await put({ zipCodes: tooMany })).status).toBe(400);
    expect((await put({ vendorTypeId: 'plumbing' })).status).toBe(400);
    expect((await put({ licenseNumber: undefined })).body.message).toBe(
      'licenseNumber is required',
    );
    const malformedId = await call('PUT', '/vendors/profile/not-an-id', vendor.token, body);
    expect(malformedId.status).toBe(400);
  });

  it("answers 404 for another vendor's profile and leaves it alone", async () => {
    const owner = await signUp(t.app, { role: 'vendor', companyName: 'Owner Co' });
    const intruder = await signUp(t.app, { role: 'vendor' });
    const { id } = await profileOf(owner.token);
    const body = await validBody();
    const { status, body: error } = await call(
      'PUT',
      `/vendors/profile/${id}`,
      intruder.token,
      body,
    );
    expect(status).toBe(404);
    expect(error.message).toBe('This vendor profile does not exist.');
    expect(
      (await call('PUT', `/vendors/profile/${randomUUID()}`, intruder.token, body)).status,
    ).toBe(404);
    expect((await profileOf(owner.token)).companyName).toBe('Owner Co');
    expect((await profileOf(intruder.token)).complete).toBe(false);
  });

  it('answers 401 without a token and 403 to a resident', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const { id } = await profileOf(vendor.token);
    const body = await validBody();
    expect((await call('PUT', `/vendors/profile/${id}`, undefined, body)).status).toBe(401);
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await call('PUT', `/vendors/profile/${id}`, resident.token, body)).status).toBe(403);
  });

  it('keeps one consistent set when two saves race', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const { id } = await profileOf(vendor.token);
    const body = await validBody();
    const results = await Promise.all([
      call('PUT', `/vendors/profile/${id}`, vendor.token, { ...body, zipCodes: ['10001'] }),
      call('PUT', `/vendors/profile/${id}`, vendor.token, { ...body, zipCodes: ['60601'] }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const { zipCodes } = await profileOf(vendor.token);
    expect([['10001'], ['60601']]).toContainEqual(zipCodes);
  });
});
