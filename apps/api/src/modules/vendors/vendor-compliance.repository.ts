import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminVendorsQuery, VendorStanding } from '@homekeep/contracts/admin';
import type { Executor } from '../../db/database';
import { cappedCount, matchingRow } from '../../db/capped-count';
import {
  orders,
  users,
  vendorLicenseNotices,
  vendorProfiles,
  vendorServices,
  vendorZipCodes,
} from '../../db/schema';
import { likePattern, offsetOf, rowsAndTotal } from '../../lib/pagination';
import { vendorRatingOf } from '../reviews/job-reviews.conditions';
import {
  holdOf,
  licenseExpired,
  missingRequirements,
  profileComplete,
  suspended,
} from './vendor-readiness.conditions';

/** Active, incomplete, suspended or licence expired at `now`: the first that applies. */
const standingOf = (now: Date) =>
  sql<VendorStanding>`case when ${suspended()} then 'suspended' when ${licenseExpired(now)} then 'license_expired' when not ${profileComplete()} then 'incomplete' else 'active' end`;

const jobsDone = sql<number>`(select count(*)::int from ${orders} where ${orders.vendorId} = ${vendorProfiles.userId} and ${orders.status} = 'completed')`;

const complianceColumns = (now: Date) => ({
  id: users.id,
  profileId: vendorProfiles.id,
  companyName: vendorProfiles.companyName,
  email: users.email,
  contactName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  standing: standingOf(now),
  missing: missingRequirements(),
  hold: holdOf(now),
  suspendedAt: vendorProfiles.suspendedAt,
  suspensionReason: vendorProfiles.suspensionReason,
  verifiedAt: vendorProfiles.verifiedAt,
  licenseNumber: vendorProfiles.licenseNumber,
  licenseExpiresAt: vendorProfiles.licenseExpiresAt,
  jobsDone,
  rating: vendorRatingOf(vendorProfiles.userId),
  createdAt: users.createdAt,
});
export type ComplianceRow = Awaited<ReturnType<typeof findCompliance>> & object;

const fromVendors = <T extends ReturnType<typeof complianceColumns>>(db: Executor, columns: T) =>
  db.select(columns).from(vendorProfiles).innerJoin(users, eq(users.id, vendorProfiles.userId));

export async function findCompliance(db: Executor, vendorId: string, now: Date) {
  const [row] = await fromVendors(db, complianceColumns(now)).where(
    eq(vendorProfiles.userId, vendorId),
  );
  return row;
}

/**
 * What holds the vendor back from jobs at `now`, if anything: the part of its compliance an
 * accept asks about, without the jobs it has done (a count of its completed orders).
 */
export async function findStanding(db: Executor, vendorId: string, now: Date) {
  const [row] = await db
    .select({
      missing: missingRequirements(),
      hold: holdOf(now),
      suspensionReason: vendorProfiles.suspensionReason,
      licenseExpiresAt: vendorProfiles.licenseExpiresAt,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, vendorId));
  return row;
}

/** Locks the vendor's profile row for the rest of the transaction, then reads it. */
export async function lockCompliance(db: Executor, vendorId: string, now: Date) {
  await db
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, vendorId))
    .for('update');
  return findCompliance(db, vendorId, now);
}

export function listCompliance(db: Executor, query: AdminVendorsQuery, now: Date) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`${standingOf(now)} = ${query.status}`);
  if (query.serviceId) {
    conditions.push(
      sql`exists (select 1 from ${vendorServices} where ${vendorServices.vendorId} = ${users.id} and ${vendorServices.serviceId} = ${query.serviceId})`,
    );
  }
  if (query.zipCode) {
    conditions.push(
      sql`exists (select 1 from ${vendorZipCodes} where ${vendorZipCodes.vendorId} = ${users.id} and ${vendorZipCodes.zipCode} = ${query.zipCode})`,
    );
  }
  if (query.global) {
    const pattern = likePattern(query.global);
    conditions.push(
      or(
        ilike(vendorProfiles.companyName, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const sorts = {
    createdAt: users.createdAt,
    companyName: vendorProfiles.companyName,
    licenseExpiresAt: vendorProfiles.licenseExpiresAt,
    jobsDone,
  };
  const by = query.order === 'asc' ? asc : desc;
  return rowsAndTotal(
    fromVendors(db, complianceColumns(now))
      .where(where)
      .orderBy(sql`${by(sorts[query.sort])} nulls last`, asc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    cappedCount(
      db,
      db
        .select(matchingRow)
        .from(vendorProfiles)
        .innerJoin(users, eq(users.id, vendorProfiles.userId))
        .where(where),
    ),
  );
}

export async function setSuspension(
  db: Executor,
  vendorId: string,
  suspension: { at: Date; reason: string } | null,
) {
  await db
    .update(vendorProfiles)
    .set({
      suspendedAt: suspension?.at ?? null,
      suspensionReason: suspension?.reason ?? null,
      updatedAt: sql`product_now()`,
    })
    .where(eq(vendorProfiles.userId, vendorId));
}

export async function setVerified(db: Executor, vendorId: string, at: Date) {
  await db
    .update(vendorProfiles)
    .set({ verifiedAt: at, updatedAt: sql`product_now()` })
    .where(eq(vendorProfiles.userId, vendorId));
}

/**
 * Vendors whose licence's last day lies `from` to `to` days after `today` (negative: before it),
 * with no notice marked `mark` (`days_before`) sent for that expiry date.
 */
function licencesEndingWithin(
  db: Executor,
  today: string,
  days: { from: number; to: number },
  mark: number,
) {
  return db
    .select({
      vendorId: vendorProfiles.userId,
      expiresOn: sql<string>`${vendorProfiles.licenseExpiresAt}::text`,
    })
    .from(vendorProfiles)
    .leftJoin(
      vendorLicenseNotices,
      and(
        eq(vendorLicenseNotices.vendorId, vendorProfiles.userId),
        eq(vendorLicenseNotices.expiresOn, vendorProfiles.licenseExpiresAt),
        eq(vendorLicenseNotices.daysBefore, mark),
      ),
    )
    .where(
      and(
        isNotNull(vendorProfiles.licenseExpiresAt),
        sql`${vendorProfiles.licenseExpiresAt} >= ${today}::date + ${days.from}::int`,
        sql`${vendorProfiles.licenseExpiresAt} <= ${today}::date + ${days.to}::int`,
        sql`${vendorLicenseNotices.vendorId} is null`,
      ),
    )
    .orderBy(asc(vendorProfiles.licenseExpiresAt), asc(vendorProfiles.userId));
}

/**
 * Vendors whose licence ends within `daysBefore` days of `today` (and has not ended yet), with
 * no notice of that lead time sent for that expiry date.
 */
export const dueLicenseNotices = (db: Executor, today: string, daysBefore: number) =>
  licencesEndingWithin(db, today, { from: 0, to: daysBefore }, daysBefore);

/**
 * Vendors whose licence's last day is before `today`, at most `withinDays` days ago, with no
 * expiry notice (marked `expiredMark`) sent for that date.
 */
export const dueExpiredLicenseNotices = (
  db: Executor,
  today: string,
  withinDays: number,
  expiredMark: number,
) => licencesEndingWithin(db, today, { from: -withinDays, to: -1 }, expiredMark);

/** Records a notice as sent; false when it already was (another run got there first). */
export async function claimLicenseNotice(
  db: Executor,
  notice: { vendorId: string; expiresOn: string; daysBefore: number; sentAt: Date },
) {
  const rows = await db
    .insert(vendorLicenseNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ vendorId: vendorLicenseNotices.vendorId });
  return rows.length > 0;
}
