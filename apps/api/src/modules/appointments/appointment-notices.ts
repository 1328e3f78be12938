import {
  formatSpan,
  type AppointmentParty,
  type AvailabilityWindow,
} from '@homekeep/contracts/appointments';
import type { NotificationType } from '@homekeep/contracts/notifications';
import type { Database, Executor } from '../../db/database';
import { enqueueUserMail } from '../mail/mail.service';
import type { AppointmentEvent } from '../mail/mail-kinds';
import { notify } from '../notifications/notifications.service';
import { claimDueReminders, findNoticeFacts, type ReminderKind } from './appointments.repository';

const HOUR_MS = 3_600_000;

const NOTICES: Record<
  AppointmentEvent,
  { type: NotificationType; title: string; body: (title: string, when: string) => string }
> = {
  proposed: {
    type: 'appointment.proposed',
    title: 'A time was proposed',
    body: (title, when) => `${when} is proposed for "${title}": confirm it or propose another.`,
  },
  confirmed: {
    type: 'appointment.confirmed',
    title: 'Appointment confirmed',
    body: (title, when) => `"${title}" is booked for ${when}.`,
  },
  day_before: {
    type: 'appointment.reminder',
    title: 'Appointment tomorrow',
    body: (title, when) => `Reminder: "${title}" is booked for ${when}.`,
  },
  hour_before: {
    type: 'appointment.reminder',
    title: 'Appointment in an hour',
    body: (title, when) => `Reminder: "${title}" starts within the hour (${when}).`,
  },
  availability: {
    type: 'appointment.availability',
    title: 'New times the resident is home',
    body: (title, when) =>
      `The resident of "${title}" is home ${when}: a time inside one is confirmed at once.`,
  },
};

/** Notifies and mails `parties` of the order's appointment's `event`, in the caller's transaction. */
async function tell(
  tx: Executor,
  orderId: string,
  parties: AppointmentParty[],
  event: AppointmentEvent,
  at: Date,
) {
  const facts = await findNoticeFacts(tx, orderId);
  if (!facts) return;
  const when = formatSpan(
    { start: facts.start.toISOString(), end: facts.end.toISOString() },
    facts.timezone,
  );
  const notice = NOTICES[event];
  for (const party of parties) {
    const userId = party === 'resident' ? facts.residentId : facts.vendorId;
    if (!userId) continue;
    await notify(tx, [
      {
        userId,
        type: notice.type,
        title: notice.title,
        body: notice.body(facts.title, when),
        orderId,
      },
    ]);
    await enqueueUserMail(
      tx,
      userId,
      {
        kind: 'appointment',
        data: {
          event,
          party,
          requestId: facts.requestId,
          title: facts.title,
          when,
          reason: event === 'proposed' ? facts.reason : null,
        },
      },
      at,
    );
  }
}

/** Tells the vendor holding a job, in the caller's transaction, of its resident's new windows. */
export async function tellVendorOfAvailability(
  tx: Executor,
  job: { orderId: string; vendorId: string | null; requestId: string; title: string },
  windows: { timezone: string; spans: AvailabilityWindow[] },
  at: Date,
) {
  if (!job.vendorId) return;
  const when = windows.spans.map((span) => formatSpan(span, windows.timezone)).join('; ');
  const notice = NOTICES.availability;
  await notify(tx, [
    {
      userId: job.vendorId,
      type: notice.type,
      title: notice.title,
      body: notice.body(job.title, when),
      orderId: job.orderId,
    },
  ]);
  await enqueueUserMail(
    tx,
    job.vendorId,
    {
      kind: 'appointment',
      data: {
        event: 'availability',
        party: 'vendor',
        requestId: job.requestId,
        title: job.title,
        when,
        reason: null,
      },
    },
    at,
  );
}

/** Tells the side that did not act of a new proposal or a confirmation. */
export function tellOtherSide(
  tx: Executor,
  orderId: string,
  by: AppointmentParty,
  event: 'proposed' | 'confirmed',
  at: Date,
) {
  return tell(tx, orderId, [by === 'vendor' ? 'resident' : 'vendor'], event, at);
}

/**
 * Reminds both sides of every confirmed appointment 24 hours and 1 hour before it starts, each
 * once (the claim is a conditional update). A day-before reminder whose moment passed until the
 * hour before is claimed without being sent: the hour's reminder says it.
 */
export async function sendDueReminders(db: Database, now: Date) {
  let sent = 0;
  for (const kind of ['hour_before', 'day_before'] as ReminderKind[]) {
    await db.transaction(async (tx) => {
      for (const due of await claimDueReminders(tx, kind, now)) {
        const late = kind === 'day_before' && due.start.getTime() - now.getTime() <= HOUR_MS;
        if (late) continue;
        await tell(tx, due.orderId, ['resident', 'vendor'], kind, now);
        sent += 1;
      }
    });
  }
  return { sent };
}
