import type { Database, Executor } from '../../db/database';
import { enqueueUserMail, type MailOf } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import * as repository from './vendor-compliance.repository';

type Standing = Extract<MailOf, { kind: 'vendor_standing' }>['data'];
type NoticeType = 'account.suspended' | 'account.reinstated' | 'license.expired';

const dayText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The in-app notice of each change a vendor is told of at once (the licence's ending has its own). */
function noticeOf(standing: Standing): { type: NoticeType; title: string; body: string } | null {
  switch (standing.event) {
    case 'suspended':
      return {
        type: 'account.suspended',
        title: 'Your account is suspended',
        body: `You are not offered jobs and cannot accept any${standing.reason ? ` (reason: ${standing.reason})` : ''}. Jobs you already accepted stay yours. Contact support to be reinstated.`,
      };
    case 'reinstated':
      return {
        type: 'account.reinstated',
        title: 'Your account is reinstated',
        body: 'You are offered matching jobs again and can accept them.',
      };
    case 'license_expired':
      return {
        type: 'license.expired',
        title: 'Your licence has expired',
        body: `Your licence was valid until ${dayText(standing.lastDay)}, so you are not offered jobs. Renew it and enter the new expiry date on your company profile.`,
      };
    case 'license_expiring':
      return null;
  }
}

/**
 * Tells a vendor, in the app and by mail, that its standing changed. Call it in the transaction
 * that makes the change, so that a change rolled back tells nobody.
 */
export async function tellVendorStanding(
  tx: Executor,
  vendorId: string,
  standing: Standing,
  now: Date,
) {
  const notice = noticeOf(standing);
  if (notice) await notify(tx, [{ userId: vendorId, ...notice, orderId: null }]);
  await enqueueUserMail(tx, vendorId, { kind: 'vendor_standing', data: standing }, now);
}

/** `days_before` of the notice sent once a licence has ended: the day after its last day. */
export const EXPIRED_NOTICE_MARK = -1;
/** A licence that ended longer ago than this is not told of any more (it was, or it is old). */
const EXPIRED_NOTICE_WITHIN_DAYS = 30;

/**
 * Tells each vendor whose licence ended (its last day has passed at `now`) once per expiry date,
 * even when several processes run it together. Answers the vendors told. Run daily with the
 * licence notices.
 */
export async function sendExpiredLicenseNotices(db: Database, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const told: { vendorId: string; expiresOn: string }[] = [];
  const due = await repository.dueExpiredLicenseNotices(
    db,
    today,
    EXPIRED_NOTICE_WITHIN_DAYS,
    EXPIRED_NOTICE_MARK,
  );
  for (const expired of due) {
    const claimed = await db.transaction(async (tx) => {
      const claim = { ...expired, daysBefore: EXPIRED_NOTICE_MARK, sentAt: now };
      if (!(await repository.claimLicenseNotice(tx, claim))) return false;
      await tellVendorStanding(
        tx,
        expired.vendorId,
        { event: 'license_expired', lastDay: expired.expiresOn },
        now,
      );
      return true;
    });
    if (claimed) told.push(expired);
  }
  return told;
}
