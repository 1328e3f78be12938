import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_FILE } from '@homekeep/contracts/appointments';
import { createEvents } from 'ics';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { addressOf } from '../jobs/job-answers';
import { appointmentsErrors } from './appointments.errors';
import * as repository from './calendar-feed.repository';

/** How far back a feed reaches: calendars keep what they once read. */
const FEED_PAST_DAYS = 90;

const newToken = () => randomBytes(24).toString('base64url');

/** The secret address of the user's feed under `apiBase` (the API's public address). */
const feedUrlOf = (apiBase: string, token: string) => `${apiBase}/calendar-feeds/${token}.ics`;

export async function getCalendarFeed(db: Database, userId: string, apiBase: string) {
  return {
    url: feedUrlOf(apiBase, await repository.findOrCreateFeedToken(db, userId, newToken())),
  };
}

export async function rotateCalendarFeed(
  { db, clock }: { db: Database; clock: Clock },
  userId: string,
  apiBase: string,
) {
  const token = newToken();
  await repository.replaceFeedToken(db, userId, token, clock.now());
  return { url: feedUrlOf(apiBase, token) };
}

/**
 * The feed at `fileName` (`<secret>.ics`) as RFC 5545 text: one event per confirmed
 * appointment, its UID the order's (stable across moves), its SEQUENCE the appointment's
 * revision (grows with every change), cancelled once the job is.
 */
export async function renderCalendarFeed(
  { db, clock }: { db: Database; clock: Clock },
  fileName: string,
  appName: string,
) {
  const token = CALENDAR_FEED_FILE.exec(fileName)?.[1];
  const owner = token && (await repository.findFeedOwner(db, token));
  if (!owner) throw appointmentsErrors.feedNotFound();
  const since = new Date(clock.now().getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await repository.listFeedEvents(db, owner, since);
  const { error, value } = createEvents(
    rows.map((row) => ({
      uid: `${row.orderId}@appointments`,
      // A cancellation is a change of the event too: it outranks the last confirmed version.
      sequence: row.revision + (row.orderStatus === 'canceled' ? 1 : 0),
      timestamp: row.updatedAt.getTime(),
      start: row.start.getTime(),
      end: row.end.getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      title: `${row.title} (${row.serviceName})`,
      location: addressOf(row),
      status: row.orderStatus === 'canceled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      productId: `${appName}/appointments`,
    })),
    { calName: `${appName} appointments` },
  );
  if (error || !value) throw error ?? new Error('calendar feed could not be written');
  return rows.length === 0 ? emptyCalendar(appName) : value;
}

/** `ics` writes nothing for no events; a calendar with none is still a calendar. */
const emptyCalendar = (appName: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${appName}/appointments`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${appName} appointments`,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
