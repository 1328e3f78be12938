import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  cities,
  companyTypes,
  licenseTypes,
  services,
  states,
  vendorProfiles,
  vendorServices,
  vendorTypes,
  vendorZipCodes,
  zipCodes,
} from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared-queries';
import { vendorRatingOf } from '../reviews/job-reviews.conditions';
import { holdOf, missingRequirements, type ProductTime } from './vendor-readiness.conditions';

/** The services the vendor offers, by name, as one JSON array of the profile's row. */
const offeredServices = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${services.id}, 'name', ${services.name})
    order by ${services.name}, ${services.id})
  from ${vendorServices} join ${services} on ${services.id} = ${vendorServices.serviceId}
  where ${vendorServices.vendorId} = ${vendorProfiles.userId}), '[]'::json)`;

/** The zip codes of the vendor's area with their city and state, likewise. */
const serviceArea = sql<{ code: string; cityName: string | null; stateCode: string }[]>`coalesce((
  select json_agg(json_build_object('code', ${vendorZipCodes.zipCode}, 'cityName', ${cities.name},
      'stateCode', coalesce(${states.code}, ${states.name}))
    order by ${vendorZipCodes.zipCode})
  from ${vendorZipCodes}
  join ${zipCodes} on ${zipCodes.code} = ${vendorZipCodes.zipCode}
  join ${states} on ${states.id} = ${zipCodes.stateId}
  left join ${cities} on ${cities.id} = ${zipCodes.cityId}
  where ${vendorZipCodes.vendorId} = ${vendorProfiles.userId}), '[]'::json)`;

const profileColumns = (now: ProductTime) => ({
  id: vendorProfiles.id,
  userId: vendorProfiles.userId,
  companyName: vendorProfiles.companyName,
  vendorTypeId: vendorProfiles.vendorTypeId,
  vendorTypeName: vendorTypes.name,
  companyTypeId: vendorProfiles.companyTypeId,
  companyTypeName: companyTypes.name,
  licenseTypeId: vendorProfiles.licenseTypeId,
  licenseTypeName: licenseTypes.name,
  licenseNumber: vendorProfiles.licenseNumber,
  licenseExpiresAt: vendorProfiles.licenseExpiresAt,
  suspensionReason: vendorProfiles.suspensionReason,
  verifiedAt: vendorProfiles.verifiedAt,
  missing: missingRequirements(),
  hold: holdOf(now),
  updatedAt: vendorProfiles.updatedAt,
  services: offeredServices,
  serviceArea,
  rating: vendorRatingOf(vendorProfiles.userId),
});

// The profile screen's one read is prepared once per database: built by the query builder on
// every request, it costs the API more than the server.
const profileOfUser = preparedPerDatabase((db) =>
  db
    .select(profileColumns(sql`${sql.placeholder('today')}::date`))
    .from(vendorProfiles)
    .leftJoin(vendorTypes, eq(vendorTypes.id, vendorProfiles.vendorTypeId))
    .leftJoin(companyTypes, eq(companyTypes.id, vendorProfiles.companyTypeId))
    .leftJoin(licenseTypes, eq(licenseTypes.id, vendorProfiles.licenseTypeId))
    .where(eq(vendorProfiles.userId, sql.placeholder('userId')))
    .prepare('vendor_profile_of_user'),
);

/** The user's profile, its hold read at `now`'s UTC day (a licence is valid through its expiry day). */
export async function findProfileOfUser(db: Executor, userId: string, now: Date) {
  const [row] = await profileOfUser(db).execute({
    userId,
    today: now.toISOString().slice(0, 10),
  });
  return row;
}

/** Vendors get their profile row at sign-up; this covers any account made before that rule. */
export async function insertEmptyProfile(db: Executor, userId: string) {
  await db.insert(vendorProfiles).values({ userId }).onConflictDoNothing();
}

export interface ProfileFields {
  companyName: string;
  vendorTypeId: number;
  companyTypeId: number;
  licenseTypeId: number;
  licenseNumber: string;
  /** Left out: the saved date stays. */
  licenseExpiresAt?: string | null;
}

/**
 * Locks the profile if it belongs to the user. The lock queues concurrent saves of the same
 * profile, so that their replacements of the service and zip code sets never mix.
 */
export async function lockOwnProfile(db: Executor, profileId: string, userId: string) {
  const [row] = await db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(and(eq(vendorProfiles.id, profileId), eq(vendorProfiles.userId, userId)))
    .for('update');
  return row !== undefined;
}

export async function updateProfileFields(db: Executor, profileId: string, fields: ProfileFields) {
  await db
    .update(vendorProfiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(vendorProfiles.id, profileId));
}

const lookupTables = { vendorTypes, companyTypes, licenseTypes } as const;
export type ProfileLookup = keyof typeof lookupTables;

export async function lookupExists(db: Executor, lookup: ProfileLookup, id: number) {
  const table = lookupTables[lookup];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

export async function existingServiceIds(db: Executor, ids: string[]) {
  const rows = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function existingZipCodes(db: Executor, codes: string[]) {
  const rows = await db
    .select({ code: zipCodes.code })
    .from(zipCodes)
    .where(inArray(zipCodes.code, codes));
  return new Set(rows.map((row) => row.code));
}

export async function replaceOfferedServices(db: Executor, vendorId: string, ids: string[]) {
  await db.delete(vendorServices).where(eq(vendorServices.vendorId, vendorId));
  if (ids.length > 0)
    await db.insert(vendorServices).values(ids.map((serviceId) => ({ vendorId, serviceId })));
}

export async function replaceServiceArea(db: Executor, vendorId: string, codes: string[]) {
  await db.delete(vendorZipCodes).where(eq(vendorZipCodes.vendorId, vendorId));
  if (codes.length > 0)
    await db.insert(vendorZipCodes).values(codes.map((zipCode) => ({ vendorId, zipCode })));
}
