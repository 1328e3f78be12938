import type { FastifyInstance } from 'fastify';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import { apiCaller, firstOf, someServices } from './api';
import { signUp } from './users';

/**
 * The city and state the place data gives a zip code, as the address form would fill them in:
 * "90210 — Beverly Hills, CA", or "12812 — NY" for a town not in the city list.
 */
export async function placeOfZip(app: FastifyInstance, zipCode: string) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/v1/zip-codes?global=${zipCode.slice(0, 5)}&limit=1`,
  });
  const [zip] = answer.json().data as { name: string }[];
  if (!zip) throw new Error(`no place data for zip code ${zipCode}`);
  const where = zip.name.split(' — ')[1]!;
  const [city, state] = where.includes(',') ? where.split(', ') : ['Springfield', where];
  return { city: city!, state: state! };
}

export async function residentWithProperty(app: FastifyInstance, zipCode = '90210') {
  const resident = await signUp(app, { role: 'resident' });
  const place = await placeOfZip(app, zipCode);
  const property = await apiCaller(app)<{ data: { id: string } }>(
    'POST',
    '/properties',
    resident.token,
    {
      name: 'Maple House',
      addressLine1: '12 Maple Street',
      ...place,
      zipCode,
    },
  );
  if (property.status !== 201) throw new Error(`property: ${property.status}`);
  return { ...resident, propertyId: property.body.data.id };
}

/** A complete company profile offering `serviceIds` in `zipCodes`, as the profile form sends it. */
export async function completeProfile(
  app: FastifyInstance,
  serviceIds: string[],
  zipCodes: string[],
  companyName: string,
) {
  const [vendorType, companyType, licenseType] = await Promise.all(
    ['vendor-types', 'company-types', 'license-types'].map(
      async (list) => (await firstOf(app, list, 1))[0],
    ),
  );
  return {
    companyName,
    vendorTypeId: vendorType!.id,
    companyTypeId: companyType!.id,
    licenseTypeId: licenseType!.id,
    licenseNumber: 'LIC-1001',
    serviceIds,
    zipCodes,
  };
}

/** A vendor whose profile is complete, offering `serviceIds` in `zipCodes`. */
export async function vendorCovering(
  app: FastifyInstance,
  serviceIds: string[],
  zipCodes: string[],
  companyName = 'Northside Plumbing',
) {
  const call = apiCaller(app);
  const vendor = await signUp(app, { role: 'vendor', companyName });
  const profile = await call<{ data: { id: string } }>('GET', '/vendors/profile', vendor.token);
  const saved = await call(
    'PUT',
    `/vendors/profile/${profile.body.data.id}`,
    vendor.token,
    await completeProfile(app, serviceIds, zipCodes, companyName),
  );
  if (saved.status !== 200) {
    throw new Error(`profile: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return { ...vendor, profileId: profile.body.data.id };
}

export async function twoServices(app: FastifyInstance) {
  const [first, second] = await someServices(app, 2);
  return [first!, second!] as const;
}

export async function requestService(
  app: FastifyInstance,
  resident: { token: string; propertyId: string },
  serviceId: string,
  extra: Record<string, unknown> = {},
) {
  const created = await apiCaller(app)<{ data: MaintenanceRequest }>(
    'POST',
    '/maintenance-requests',
    resident.token,
    { propertyId: resident.propertyId, serviceId, description: 'The kitchen tap drips.', ...extra },
  );
  if (created.status !== 201) {
    throw new Error(`request: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return created.body.data;
}
