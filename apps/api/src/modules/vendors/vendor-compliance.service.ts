import type { AdminVendor, AdminVendorsQuery } from '@homekeep/contracts/admin';
import type { Database, Executor } from '../../db/database';
import { listOf } from '../../lib/pagination';
import { notify } from '../notifications/notifications.service';
import { vendorComplianceErrors as errors } from './vendors.errors';
import * as repository from './vendor-compliance.repository';
import { tellVendorStanding } from './vendor-standing-notices';

/** Why a vendor may not take jobs at an instant; none when it may. */
export type JobsBlocker =
  | { kind: 'incomplete' }
  | { kind: 'suspended'; reason: string | null }
  | { kind: 'license_expired'; lastDay: string };

/** The one readiness definition, read for one vendor, with the reason when it is not ready. */
export async function jobsBlockerOf(
  db: Executor,
  vendorId: string,
  now: Date,
): Promise<JobsBlocker | null> {
  const row = await repository.findStanding(db, vendorId, now);
  if (!row) return { kind: 'incomplete' };
  if (row.hold === 'suspended') return { kind: 'suspended', reason: row.suspensionReason };
  if (row.hold === 'license_expired')
    return { kind: 'license_expired', lastDay: row.licenseExpiresAt ?? '' };
  return row.missing.length > 0 ? { kind: 'incomplete' } : null;
}

const toAdminVendor = (row: repository.ComplianceRow): AdminVendor => ({
  ...row,
  complete: row.missing.length === 0,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  rating: row.rating.averageRating,
  reviewCount: row.rating.count,
  createdAt: row.createdAt.toISOString(),
});

export async function listVendorsForOperators(db: Database, query: AdminVendorsQuery, now: Date) {
  const { data, total } = await repository.listCompliance(db, query, now);
  return listOf(data.map(toAdminVendor), query, total);
}

/** One vendor as operators see it, or null when there is no such vendor. */
export async function findVendorForOperators(db: Executor, vendorId: string, now: Date) {
  const row = await repository.findCompliance(db, vendorId, now);
  return row ? toAdminVendor(row) : null;
}

async function lockedVendor(tx: Executor, vendorId: string, now: Date) {
  const row = await repository.lockCompliance(tx, vendorId, now);
  if (!row) throw errors.vendorNotFound();
  return toAdminVendor(row);
}

async function changed(tx: Executor, vendorId: string, now: Date, before: AdminVendor) {
  return { before, after: toAdminVendor((await repository.findCompliance(tx, vendorId, now))!) };
}

/** Stops a vendor's offers and accepts until reinstated; jobs it holds stay with it. */
export async function suspendVendor(tx: Executor, vendorId: string, reason: string, now: Date) {
  const before = await lockedVendor(tx, vendorId, now);
  if (before.suspendedAt) throw errors.alreadySuspended();
  await repository.setSuspension(tx, vendorId, { at: now, reason });
  await tellVendorStanding(tx, vendorId, { event: 'suspended', reason }, now);
  return changed(tx, vendorId, now, before);
}

export async function reinstateVendor(tx: Executor, vendorId: string, now: Date) {
  const before = await lockedVendor(tx, vendorId, now);
  if (!before.suspendedAt) throw errors.notSuspended();
  await repository.setSuspension(tx, vendorId, null);
  await tellVendorStanding(tx, vendorId, { event: 'reinstated' }, now);
  return changed(tx, vendorId, now, before);
}

/** Marks the company and its licence as checked by an operator (again, if it was). */
export async function verifyVendor(tx: Executor, vendorId: string, now: Date) {
  const before = await lockedVendor(tx, vendorId, now);
  await repository.setVerified(tx, vendorId, now);
  return changed(tx, vendorId, now, before);
}

/** How long before a licence's last day its vendor is told, most urgent first. */
export const LICENSE_NOTICE_DAYS = [7, 30] as const;

export interface LicenseNotice {
  vendorId: string;
  expiresOn: string;
  daysBefore: (typeof LICENSE_NOTICE_DAYS)[number];
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const expiryTitle = (daysLeft: number) =>
  daysLeft <= 0
    ? 'Your licence expires today'
    : `Your licence expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;

/**
 * The licence notices due at `now`: a vendor whose licence ends within 7 days gets the 7-day
 * notice, within 30 days the 30-day one, each once per expiry date. A vendor first seen inside
 * 7 days gets only the 7-day notice.
 */
export async function licenseNoticesDue(db: Executor, now: Date): Promise<LicenseNotice[]> {
  const due: LicenseNotice[] = [];
  const seen = new Set<string>();
  for (const daysBefore of LICENSE_NOTICE_DAYS) {
    for (const row of await repository.dueLicenseNotices(db, dayOf(now), daysBefore)) {
      if (seen.has(row.vendorId)) continue;
      seen.add(row.vendorId);
      due.push({ ...row, daysBefore });
    }
  }
  return due;
}

/**
 * Sends every licence notice due at `now`, each exactly once even when several processes run
 * it together: the notice is claimed and the vendor notified in one transaction. Answers the
 * notices this run sent. The job queue runs it daily (see docs/ARCHITECTURE.md).
 */
export async function sendLicenseNotices(db: Database, now: Date) {
  const sent: LicenseNotice[] = [];
  for (const notice of await licenseNoticesDue(db, now)) {
    const claimed = await db.transaction(async (tx) => {
      // A 7-day notice also stands for the 30-day one, which would now say too little.
      const lead = LICENSE_NOTICE_DAYS.filter((days) => days >= notice.daysBefore);
      const claims = [];
      for (const daysBefore of lead)
        claims.push(
          await repository.claimLicenseNotice(tx, { ...notice, daysBefore, sentAt: now }),
        );
      if (!claims[0]) return false;
      await notify(tx, [
        {
          userId: notice.vendorId,
          type: 'license.expiring',
          title: expiryTitle(daysBetween(dayOf(now), notice.expiresOn)),
          body: `Your licence is valid until ${notice.expiresOn}. Renew it and enter the new expiry date on your profile, or you will stop receiving jobs after that day.`,
          orderId: null,
        },
      ]);
      const lastDay = notice.expiresOn;
      await tellVendorStanding(tx, notice.vendorId, { event: 'license_expiring', lastDay }, now);
      return true;
    });
    if (claimed) sent.push(notice);
  }
  return sent;
}
