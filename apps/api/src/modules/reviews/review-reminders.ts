import { REVIEW_REMINDER_DAYS, REVIEW_WINDOW_DAYS } from '@homekeep/contracts/reviews';
import { enqueueUserMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import * as repository from './reviews.repository';
import type { ReviewsDeps } from './reviews.service';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Reminds each side of a job completed at least two days ago that has not reviewed it yet, by a
 * notification and a mail, once (a claimed row per side), while the window is open.
 */
export async function sendReviewReminders({ db, clock }: ReviewsDeps) {
  const now = clock.now();
  const due = await repository.remindersDue(
    db,
    daysBefore(now, REVIEW_WINDOW_DAYS),
    daysBefore(now, REVIEW_REMINDER_DAYS),
  );
  const sent: repository.DueReminder[] = [];
  for (const reminder of due) {
    const claimed = await db.transaction(async (tx) => {
      const claim = { orderId: reminder.orderId, authorRole: reminder.role, sentAt: now };
      if (!(await repository.claimReminder(tx, claim))) return false;
      const resident = reminder.role === 'resident';
      await notify(tx, [
        {
          userId: reminder.userId,
          type: 'review.reminder',
          title: resident ? 'How did the job go?' : 'Rate your customer',
          body: `Leave a review of "${reminder.title}": reviews of both sides are shown together once both are in.`,
          orderId: reminder.orderId,
        },
      ]);
      await enqueueUserMail(
        tx,
        reminder.userId,
        {
          kind: 'review_reminder',
          data: {
            role: reminder.role,
            requestId: reminder.requestId,
            orderId: reminder.orderId,
            title: reminder.title,
          },
        },
        now,
      );
      return true;
    });
    if (claimed) sent.push(reminder);
  }
  return sent;
}
