import { and, sql, type Column, type SQL } from 'drizzle-orm';
import { PROFILE_REQUIREMENTS, type ProfileRequirement } from '@homekeep/contracts/vendors';
import { vendorProfiles, vendorServices, vendorZipCodes } from '../../db/schema';

/**
 * What a vendor must be before it is offered jobs or may accept one, each part as a condition
 * over a `vendor_profiles` row: its profile complete, and in good standing at the product's time
 * (not suspended by an operator, its licence not expired). The profile's `missing` list and
 * `hold`, the choice of vendors to tell of a new job, the open jobs a vendor is shown, the accept
 * and the operators' vendor list all read this one definition.
 */
const requirementMet: Record<ProfileRequirement, SQL> = {
  companyName: sql`coalesce(${vendorProfiles.companyName}, '') <> ''`,
  vendorTypeId: sql`${vendorProfiles.vendorTypeId} is not null`,
  companyTypeId: sql`${vendorProfiles.companyTypeId} is not null`,
  licenseTypeId: sql`${vendorProfiles.licenseTypeId} is not null`,
  licenseNumber: sql`coalesce(${vendorProfiles.licenseNumber}, '') <> ''`,
  serviceIds: sql`exists (select 1 from ${vendorServices} where ${vendorServices.vendorId} = ${vendorProfiles.userId})`,
  zipCodes: sql`exists (select 1 from ${vendorZipCodes} where ${vendorZipCodes.vendorId} = ${vendorProfiles.userId})`,
};

/**
 * The product's time in these conditions: a moment, or its UTC calendar day as SQL (a prepared
 * query's placeholder).
 */
export type ProductTime = Date | SQL;

/** The UTC calendar day of `now`: a licence is valid through its expiry day. */
const dayOf = (now: ProductTime) =>
  now instanceof Date ? sql`${now.toISOString().slice(0, 10)}::date` : now;

/** An operator has suspended the vendor. */
export const suspended = (): SQL => sql`${vendorProfiles.suspendedAt} is not null`;

/** The licence's last valid day has passed at `now`. */
export const licenseExpired = (now: ProductTime): SQL =>
  sql`coalesce(${vendorProfiles.licenseExpiresAt} < ${dayOf(now)}, false)`;

/** True for a row that meets every profile requirement. */
export const profileComplete = (): SQL =>
  and(...PROFILE_REQUIREMENTS.map((requirement) => requirementMet[requirement]))!;

/** True for a row that may be offered jobs and accept them at `now`. */
export const profileReady = (now: ProductTime): SQL =>
  and(profileComplete(), sql`not ${suspended()}`, sql`not ${licenseExpired(now)}`)!;

/** The requirements a `vendor_profiles` row does not meet yet, in the form's order. */
export const missingRequirements = () =>
  sql<ProfileRequirement[]>`array_remove(array[${sql.join(
    PROFILE_REQUIREMENTS.map(
      (requirement) =>
        sql`case when ${requirementMet[requirement]} then null else ${requirement}::text end`,
    ),
    sql`, `,
  )}], null)`;

/** Why a row is held back from jobs at `now` whatever its completeness, or null. */
export const holdOf = (now: ProductTime) =>
  sql<
    'suspended' | 'license_expired' | null
  >`case when ${suspended()} then 'suspended' when ${licenseExpired(now)} then 'license_expired' end`;

/**
 * True when the vendor with this user id (a value, a column of the outer query or a placeholder)
 * is ready.
 */
export const vendorReady = (vendorId: string | Column | SQL, now: ProductTime): SQL =>
  sql`exists (select 1 from ${vendorProfiles} where ${vendorProfiles.userId} = ${vendorId} and ${profileReady(now)})`;
