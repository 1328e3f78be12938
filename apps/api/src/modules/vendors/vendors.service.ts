import type { UpdateVendorProfileBody, VendorProfile } from '@homekeep/contracts/vendors';
import type { Database, Executor } from '../../db/database';
import { zipCodeName } from '../lookups/lookups.service';
import { vendorsErrors } from './vendors.errors';
import * as repository from './vendor-profile.repository';

const unique = <T>(items: T[]) => [...new Set(items)];

async function readProfile(db: Executor, userId: string, now: Date) {
  const found = await repository.findProfileOfUser(db, userId, now);
  if (found) return found;
  await repository.insertEmptyProfile(db, userId);
  const created = await repository.findProfileOfUser(db, userId, now);
  if (!created) throw vendorsErrors.profileNotFound();
  return created;
}

/**
 * The vendor's company profile, with names for display, what it still lacks and what holds it
 * back from jobs at `now`.
 */
export async function getProfile(db: Database, userId: string, now: Date): Promise<VendorProfile> {
  const row = await readProfile(db, userId, now);
  return {
    id: row.id,
    companyName: row.companyName,
    vendorTypeId: row.vendorTypeId,
    vendorTypeName: row.vendorTypeName,
    companyTypeId: row.companyTypeId,
    companyTypeName: row.companyTypeName,
    licenseTypeId: row.licenseTypeId,
    licenseTypeName: row.licenseTypeName,
    licenseNumber: row.licenseNumber,
    licenseExpiresAt: row.licenseExpiresAt,
    hold: row.hold,
    suspensionReason: row.suspensionReason,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    serviceIds: row.services.map((service) => service.id),
    services: row.services,
    zipCodes: row.serviceArea.map((zip) => zip.code),
    serviceArea: row.serviceArea.map((zip) => ({ code: zip.code, name: zipCodeName(zip) })),
    complete: row.missing.length === 0,
    missing: row.missing,
    updatedAt: row.updatedAt.toISOString(),
    rating: row.rating,
  };
}

async function assertKnownChoices(
  db: Executor,
  body: UpdateVendorProfileBody,
  serviceIds: string[],
  codes: string[],
) {
  const lookups = [
    ['vendorTypes', 'vendorTypeId', body.vendorTypeId, 'vendor types'],
    ['companyTypes', 'companyTypeId', body.companyTypeId, 'company types'],
    ['licenseTypes', 'licenseTypeId', body.licenseTypeId, 'licence types'],
  ] as const;
  for (const [lookup, field, id, what] of lookups) {
    if (!(await repository.lookupExists(db, lookup, id)))
      throw vendorsErrors.unknownLookup(field, what);
  }
  const knownServices = await repository.existingServiceIds(db, serviceIds);
  const unknownServices = serviceIds.filter((id) => !knownServices.has(id));
  if (unknownServices.length > 0) throw vendorsErrors.unknownServices(unknownServices);
  const knownCodes = await repository.existingZipCodes(db, codes);
  const unknownCodes = codes.filter((code) => !knownCodes.has(code));
  if (unknownCodes.length > 0) throw vendorsErrors.unknownZipCodes(unknownCodes);
}

/**
 * Saves the whole profile: its fields and the sets of services and zip codes, replaced together
 * in one transaction. Anything unknown refuses the save and changes nothing.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  profileId: string,
  body: UpdateVendorProfileBody,
  now: Date,
) {
  const serviceIds = unique(body.serviceIds.map((id) => id.toLowerCase()));
  const codes = unique(body.zipCodes);
  await db.transaction(async (tx) => {
    if (!(await repository.lockOwnProfile(tx, profileId, userId)))
      throw vendorsErrors.profileNotFound();
    await assertKnownChoices(tx, body, serviceIds, codes);
    await repository.updateProfileFields(tx, profileId, {
      companyName: body.companyName,
      vendorTypeId: body.vendorTypeId,
      companyTypeId: body.companyTypeId,
      licenseTypeId: body.licenseTypeId,
      licenseNumber: body.licenseNumber,
      licenseExpiresAt: body.licenseExpiresAt,
    });
    await repository.replaceOfferedServices(tx, userId, serviceIds);
    await repository.replaceServiceArea(tx, userId, codes);
  });
  return getProfile(db, userId, now);
}
