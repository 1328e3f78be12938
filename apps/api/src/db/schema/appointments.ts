import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_PARTIES, APPOINTMENT_STATUSES } from '@homekeep/contracts/appointments';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { maintenanceRequests, orders } from './jobs';

/** The resident's windows for a request, in the order given (or the one its preference made). */
export const requestAvailability = pgTable(
  'request_availability',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'request_availability_pkey', columns: [t.requestId, t.position] }),
    // A job's answer reads its windows in order from this index alone (decision 070).
    index('request_availability_answer_idx').on(t.requestId, t.position, t.startsAt, t.endsAt),
    check('request_availability_span_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The time of an order both sides agree on: one per order, proposed by one side and confirmed by
 * the other (or at once, inside one of the resident's windows). `revision` grows with every
 * change: a change is a conditional update of the revision it read, and the calendar feed's
 * SEQUENCE.
 */
export const appointments = pgTable(
  'appointments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    proposedBy: text('proposed_by', { enum: APPOINTMENT_PARTIES }).notNull(),
    /** Moves of a confirmed time; after three, support moves it. */
    reschedules: integer('reschedules').notNull().default(0),
    reason: text('reason'),
    revision: integer('revision').notNull().default(0),
    etaAt: timestamp('eta_at', { withTimezone: true }),
    /** When each reminder went out for the current time; cleared when the time moves. */
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true }),
    remindedHourBeforeAt: timestamp('reminded_hour_before_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The reminders' pass reads the confirmed appointments by start; a vendor's day and week too.
    index('appointments_confirmed_start_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed'`),
    check('appointments_span_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Each person's secret calendar address; rotating replaces the token. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);
