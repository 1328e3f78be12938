import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { AppointmentParty, AvailabilityWindow } from '@homekeep/contracts/appointments';
import type { PageQuery } from '@homekeep/contracts/common';
import type { Executor } from '../../db/database';
import {
  appointments,
  maintenanceRequests,
  orders,
  properties,
  requestAvailability,
  services,
  users,
} from '../../db/schema';
import { offsetOf } from '../../lib/pagination';

/** The orders whose confirmed time holds the vendor (for overlaps, reminders and the calendar). */
const HOLDING = ['accepted', 'en_route', 'in_progress'] as const;

const jobColumns = {
  orderId: orders.id,
  orderStatus: orders.status,
  vendorId: orders.vendorId,
  requestId: maintenanceRequests.id,
  residentId: maintenanceRequests.userId,
  title: maintenanceRequests.title,
  timezone: properties.timezone,
  appointment: {
    startsAt: appointments.startsAt,
    endsAt: appointments.endsAt,
    status: appointments.status,
    proposedBy: appointments.proposedBy,
    reschedules: appointments.reschedules,
    revision: appointments.revision,
  },
};

const jobs = (db: Executor) =>
  db
    .select(jobColumns)
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .leftJoin(appointments, eq(appointments.orderId, orders.id));

/** The vendor's own order with its appointment; undefined for anyone else's. */
export async function findJobOfVendor(db: Executor, vendorId: string, orderId: string) {
  const [row] = await jobs(db).where(and(eq(orders.id, orderId), eq(orders.vendorId, vendorId)));
  return row;
}

/** The resident's own request's order with its appointment; undefined for anyone else's. */
export async function findJobOfResident(db: Executor, residentId: string, requestId: string) {
  const [row] = await jobs(db).where(
    and(eq(maintenanceRequests.id, requestId), eq(maintenanceRequests.userId, residentId)),
  );
  return row;
}

export async function insertAvailability(
  db: Executor,
  requestId: string,
  windows: AvailabilityWindow[],
) {
  if (windows.length === 0) return;
  await db.insert(requestAvailability).values(
    windows.map((window, position) => ({
      requestId,
      position,
      startsAt: new Date(window.start),
      endsAt: new Date(window.end),
    })),
  );
}

/** Whether [start, end) lies inside one of the request's windows. */
export async function isInsideAvailability(
  db: Executor,
  requestId: string,
  span: { start: Date; end: Date },
) {
  const [row] = await db
    .select({ found: count() })
    .from(requestAvailability)
    .where(
      and(
        eq(requestAvailability.requestId, requestId),
        lte(requestAvailability.startsAt, span.start),
        gte(requestAvailability.endsAt, span.end),
      ),
    );
  return (row?.found ?? 0) > 0;
}

export interface NewTime {
  startsAt: Date;
  endsAt: Date;
  status: 'proposed' | 'confirmed';
  proposedBy: AppointmentParty;
  reason: string | null;
  /** Set when the day-before reminder would come too late to matter. */
  remindedDayBeforeAt: Date | null;
  at: Date;
}

/** Books the order's first time; false when it already has one (the key settles a race). */
export async function insertAppointment(db: Executor, orderId: string, time: NewTime) {
  const { at, ...values } = time;
  const rows = await db
    .insert(appointments)
    .values({ orderId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ orderId: appointments.orderId });
  return rows.length > 0;
}

/**
 * Changes the time as read at `revision` (the conditional update settles two answers at once):
 * its reminders start again, and a move of a confirmed time counts as a reschedule.
 */
export async function updateAppointment(
  db: Executor,
  orderId: string,
  revision: number,
  change: NewTime & { reschedule: boolean },
) {
  const { at, reschedule, ...values } = change;
  const rows = await db
    .update(appointments)
    .set({
      ...values,
      reschedules: reschedule ? sql`${appointments.reschedules} + 1` : appointments.reschedules,
      revision: sql`${appointments.revision} + 1`,
      remindedHourBeforeAt: null,
      etaAt: null,
      updatedAt: at,
    })
    .where(and(eq(appointments.orderId, orderId), eq(appointments.revision, revision)))
    .returning({ orderId: appointments.orderId });
  return rows.length > 0;
}

/** Confirms the proposal read at `revision`. */
export async function confirmAppointment(
  db: Executor,
  orderId: string,
  revision: number,
  { at, remindedDayBeforeAt }: { at: Date; remindedDayBeforeAt: Date | null },
) {
  const rows = await db
    .update(appointments)
    .set({
      status: 'confirmed',
      revision: sql`${appointments.revision} + 1`,
      remindedDayBeforeAt,
      remindedHourBeforeAt: null,
      updatedAt: at,
    })
    .where(
      and(
        eq(appointments.orderId, orderId),
        eq(appointments.revision, revision),
        eq(appointments.status, 'proposed'),
      ),
    )
    .returning({ orderId: appointments.orderId });
  return rows.length > 0;
}

/**
 * Holds the vendor's calendar until the transaction ends: two confirmations of the same vendor
 * at once are judged one after the other against each other's time.
 */
export async function lockVendorCalendar(db: Executor, vendorId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`calendar:${vendorId}`}, 0))`,
  );
}

/** Another job of the vendor whose confirmed time overlaps [start, end), if any. */
export async function findOverlap(
  db: Executor,
  vendorId: string,
  orderId: string,
  span: { start: Date; end: Date },
) {
  const [row] = await db
    .select({
      title: maintenanceRequests.title,
      start: appointments.startsAt,
      end: appointments.endsAt,
      timezone: properties.timezone,
    })
    .from(appointments)
    .innerJoin(orders, eq(orders.id, appointments.orderId))
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(
      and(
        eq(orders.vendorId, vendorId),
        inArray(orders.status, [...HOLDING]),
        ne(orders.id, orderId),
        eq(appointments.status, 'confirmed'),
        lt(appointments.startsAt, span.end),
        gt(appointments.endsAt, span.start),
      ),
    )
    .limit(1);
  return row;
}

/** Records when the vendor on the way said they would arrive. */
export async function setEta(db: Executor, orderId: string, etaAt: Date) {
  await db
    .update(appointments)
    .set({ etaAt, revision: sql`${appointments.revision} + 1` })
    .where(eq(appointments.orderId, orderId));
}

/** The order's appointment as the set-off rule reads it. */
export async function findAppointmentOfOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      timezone: properties.timezone,
    })
    .from(appointments)
    .innerJoin(orders, eq(orders.id, appointments.orderId))
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(eq(appointments.orderId, orderId));
  return row;
}

const vendorAppointmentColumns = {
  orderId: orders.id,
  orderStatus: orders.status,
  title: maintenanceRequests.title,
  serviceName: services.name,
  start: appointments.startsAt,
  end: appointments.endsAt,
  timezone: properties.timezone,
  addressLine1: properties.addressLine1,
  addressLine2: properties.addressLine2,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  residentFirstName: users.firstName,
  residentPhone: users.phone,
};

/** The vendor's confirmed appointments starting in [from, to), in order of their start. */
export async function listVendorAppointments(
  db: Executor,
  vendorId: string,
  range: { from: Date; to: Date },
  query: PageQuery,
) {
  const where = and(
    eq(orders.vendorId, vendorId),
    inArray(orders.status, [...HOLDING, 'completed']),
    eq(appointments.status, 'confirmed'),
    gte(appointments.startsAt, range.from),
    lt(appointments.startsAt, range.to),
  );
  const [data, [total]] = await Promise.all([
    db
      .select(vendorAppointmentColumns)
      .from(appointments)
      .innerJoin(orders, eq(orders.id, appointments.orderId))
      .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
      .innerJoin(services, eq(services.id, orders.serviceId))
      .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
      .innerJoin(users, eq(users.id, maintenanceRequests.userId))
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(appointments)
      .innerJoin(orders, eq(orders.id, appointments.orderId))
      .where(where),
  ]);
  return { data, total: total?.total ?? 0 };
}

export type ReminderKind = 'day_before' | 'hour_before';

const REMINDER_LEAD = { day_before: '24 hours', hour_before: '1 hour' } as const;

/**
 * Claims the confirmed appointments whose reminder of `kind` is due by `now` and not yet sent
 * (a conditional update: each goes out once, however many processes run the pass), and answers
 * who is to be reminded of what.
 */
export async function claimDueReminders(db: Executor, kind: ReminderKind, now: Date) {
  const column =
    kind === 'day_before' ? appointments.remindedDayBeforeAt : appointments.remindedHourBeforeAt;
  const field = kind === 'day_before' ? 'remindedDayBeforeAt' : 'remindedHourBeforeAt';
  const claimed = await db
    .update(appointments)
    .set({ [field]: now })
    .from(orders)
    .where(
      and(
        eq(orders.id, appointments.orderId),
        inArray(orders.status, [...HOLDING]),
        eq(appointments.status, 'confirmed'),
        isNull(column),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, sql`${now}::timestamptz + ${REMINDER_LEAD[kind]}::interval`),
      ),
    )
    .returning({ orderId: appointments.orderId, start: appointments.startsAt });
  return claimed;
}

/** Who and what a notice of the order's appointment names. */
export async function findNoticeFacts(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      orderId: orders.id,
      requestId: maintenanceRequests.id,
      residentId: maintenanceRequests.userId,
      vendorId: orders.vendorId,
      title: maintenanceRequests.title,
      timezone: properties.timezone,
      start: appointments.startsAt,
      end: appointments.endsAt,
      status: appointments.status,
      reason: appointments.reason,
    })
    .from(appointments)
    .innerJoin(orders, eq(orders.id, appointments.orderId))
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .where(eq(appointments.orderId, orderId));
  return row;
}
