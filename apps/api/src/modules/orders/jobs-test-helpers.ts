import type { LookupItem } from '@homekeep/contracts/lookups';
import type { MaintenanceRequest } from '@homekeep/contracts/maintenance-requests';
import type { TestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/users';
import { firstOf, someServices } from '../vendors/vendor-test-helpers';

/** Calls the API as a signed-in user (or anonymously without a token). */
export function jobsCaller(t: TestApp) {
  return async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.body
      ? (response.json() as T & { message?: string; code?: string })
      : undefined;
    return {
      status: response.statusCode,
      body: body as T & { message?: string; code?: string },
    };
  };
}

export async function residentWithProperty(t: TestApp, zipCode = '90210') {
  const call = jobsCaller(t);
  const resident = await signUp(t.app, { role: 'resident' });
  const property = await call<{ data: { id: string } }>('POST', '/properties', resident.token, {
    name: 'Maple House',
    addressLine1: '12 Maple Street',
    city: 'Beverly Hills',
    state: 'CA',
    zipCode,
  });
  if (property.status !== 201) throw new Error(`property: ${property.status}`);
  return { ...resident, propertyId: property.body.data.id };
}

let lookups: LookupItem[] | undefined;

/** A vendor whose profile is complete, offering `serviceIds` in `zipCodes`. */
export async function vendorCovering(
  t: TestApp,
  serviceIds: string[],
  zipCodes: string[],
  companyName = 'Northside Plumbing',
) {
  const call = jobsCaller(t);
  lookups ??= await Promise.all(
    ['vendor-types', 'company-types', 'license-types'].map(
      async (list) => (await firstOf(t, list, 1))[0]!,
    ),
  );
  const [vendorType, companyType, licenseType] = lookups;
  const vendor = await signUp(t.app, { role: 'vendor', companyName });
  const profile = await call<{ data: { id: string } }>('GET', '/vendors/profile', vendor.token);
  const saved = await call('PUT', `/vendors/profile/${profile.body.data.id}`, vendor.token, {
    companyName,
    vendorTypeId: vendorType!.id,
    companyTypeId: companyType!.id,
    licenseTypeId: licenseType!.id,
    licenseNumber: 'LIC-1001',
    serviceIds,
    zipCodes,
  });
  if (saved.status !== 200)
    throw new Error(`profile: ${saved.status} ${JSON.stringify(saved.body)}`);
  return vendor;
}

export async function twoServices(t: TestApp) {
  const [first, second] = await someServices(t, 2);
  return [first!, second!] as const;
}

export async function requestService(
  t: TestApp,
  resident: { token: string; propertyId: string },
  serviceId: string,
  extra: Record<string, unknown> = {},
) {
  const created = await jobsCaller(t)<{ data: MaintenanceRequest }>(
    'POST',
    '/maintenance-requests',
    resident.token,
    { propertyId: resident.propertyId, serviceId, description: 'The kitchen tap drips.', ...extra },
  );
  if (created.status !== 201)
    throw new Error(`request: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data;
}
