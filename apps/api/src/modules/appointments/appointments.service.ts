import {
  availabilityProblem,
  formatSpan,
  MAX_RESCHEDULES,
  RESCHEDULE_REASON_HOURS,
  windowOfPreference,
  type AppointmentParty,
  type AvailabilityWindow,
  wallTimeOf,
  type BookAppointmentBody,
} from '@homekeep/contracts/appointments';
import type { TimeWindow } from '@homekeep/contracts/jobs';
import type { VendorAppointment, VendorAppointmentsQuery } from '@homekeep/contracts/appointments';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { FileLinks } from '../files/file-links';
import { listOf } from '../../lib/pagination';
import { addressOf, mapUrlOf } from '../jobs/job-answers';
import { getRequest, getVendorOrder } from '../jobs/jobs.service';
import { appointmentsErrors } from './appointments.errors';
import { tellOtherSide } from './appointment-notices';
import * as repository from './appointments.repository';

export interface AppointmentsDeps {
  db: Database;
  clock: Clock;
  /** The platform's share, for the vendor's answer's earnings. */
  feePercent: number;
  /** Signs the addresses of the job's photos in the answers. */
  links: FileLinks;
}

const HOUR_MS = 3_600_000;

/** A move with its reason, as `PUT .../appointment` sends it. */
export interface MoveBody extends BookAppointmentBody {
  reason: string | null;
}

/**
 * The windows a new request keeps: the resident's (checked against the product's clock), or the
 * one its preferred date and window make in the property's zone, or none.
 */
export function availabilityOfNewRequest(
  body: {
    availability?: AvailabilityWindow[] | undefined;
    preferredDate: string | null;
    preferredTimeWindow: TimeWindow;
  },
  timezone: string,
  now: Date,
): AvailabilityWindow[] {
  if (body.availability) {
    const problem = availabilityProblem(body.availability, now);
    if (problem) throw appointmentsErrors.availability(problem);
    return body.availability;
  }
  if (!body.preferredDate) return [];
  return [windowOfPreference(body.preferredDate, body.preferredTimeWindow, timezone)];
}

export const saveAvailability = repository.insertAvailability;

const spanOf = (body: BookAppointmentBody) => ({
  start: new Date(body.start),
  end: new Date(body.end),
});

/** Within 24 hours of the start, the day-before reminder is past: it is not sent. */
const dayBeforeDone = (start: Date, now: Date) =>
  start.getTime() - now.getTime() <= 24 * HOUR_MS ? now : null;

async function jobOf(db: Executor, party: AppointmentParty, userId: string, id: string) {
  const job =
    party === 'vendor'
      ? await repository.findJobOfVendor(db, userId, id)
      : await repository.findJobOfResident(db, userId, id);
  if (!job) {
    throw party === 'vendor'
      ? appointmentsErrors.orderNotFound()
      : appointmentsErrors.requestNotFound();
  }
  if (job.orderStatus !== 'accepted' || !job.vendorId) throw appointmentsErrors.jobNotBookable();
  return { ...job, vendorId: job.vendorId };
}

/** Refuses a confirmed time that overlaps another confirmed job of the vendor. */
async function assertVendorFree(
  tx: Executor,
  party: AppointmentParty,
  job: { vendorId: string; orderId: string },
  span: { start: Date; end: Date },
) {
  await repository.lockVendorCalendar(tx, job.vendorId);
  const other = await repository.findOverlap(tx, job.vendorId, job.orderId, span);
  if (!other) return;
  if (party === 'resident') throw appointmentsErrors.vendorBusy();
  const when = formatSpan(
    { start: other.start.toISOString(), end: other.end.toISOString() },
    other.timezone,
  );
  throw appointmentsErrors.overlapsOwnJob(other.title, when);
}

const assertAhead = (span: { start: Date }, now: Date) => {
  if (span.start.getTime() <= now.getTime()) throw appointmentsErrors.startsTooSoon();
};

/**
 * The vendor books the accepted job's first time: confirmed at once inside one of the resident's
 * windows, else a proposal the resident answers.
 */
export async function bookAppointment(
  deps: AppointmentsDeps,
  vendorId: string,
  orderId: string,
  body: BookAppointmentBody,
) {
  const span = spanOf(body);
  const { db, clock } = deps;
  const now = clock.now();
  assertAhead(span, now);
  await db.transaction(async (tx) => {
    const job = await jobOf(tx, 'vendor', vendorId, orderId);
    if (job.appointment) throw appointmentsErrors.alreadyBooked();
    const inside = await repository.isInsideAvailability(tx, job.requestId, span);
    if (inside) await assertVendorFree(tx, 'vendor', job, span);
    const booked = await repository.insertAppointment(tx, orderId, {
      startsAt: span.start,
      endsAt: span.end,
      status: inside ? 'confirmed' : 'proposed',
      proposedBy: 'vendor',
      reason: null,
      remindedDayBeforeAt: inside ? dayBeforeDone(span.start, now) : null,
      at: now,
    });
    if (!booked) throw appointmentsErrors.alreadyBooked();
    await tellOtherSide(tx, orderId, 'vendor', inside ? 'confirmed' : 'proposed', now);
  });
  return getVendorOrder(deps, vendorId, orderId);
}

/** The side that did not propose the time confirms it. */
async function confirmAppointment(
  { db, clock }: AppointmentsDeps,
  party: AppointmentParty,
  userId: string,
  id: string,
) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const job = await jobOf(tx, party, userId, id);
    const time = job.appointment;
    if (!time) throw appointmentsErrors.nothingBooked();
    if (time.status === 'confirmed') throw appointmentsErrors.nothingToConfirm('confirmed');
    if (time.proposedBy === party) throw appointmentsErrors.nothingToConfirm('own');
    const span = { start: time.startsAt, end: time.endsAt };
    assertAhead(span, now);
    await assertVendorFree(tx, party, job, span);
    const confirmed = await repository.confirmAppointment(tx, job.orderId, time.revision, {
      at: now,
      remindedDayBeforeAt: dayBeforeDone(span.start, now),
    });
    if (!confirmed) throw appointmentsErrors.changedMeanwhile();
    await tellOtherSide(tx, job.orderId, party, 'confirmed', now);
  });
}

/**
 * Either side proposes another time: a counter to a proposal, or a reschedule of a confirmed
 * time (at most three per job; with a reason within 24 hours of its start). The vendor's time
 * inside one of the resident's windows is confirmed at once.
 */
async function moveAppointment(
  { db, clock }: AppointmentsDeps,
  party: AppointmentParty,
  userId: string,
  id: string,
  body: MoveBody,
) {
  const span = spanOf(body);
  const now = clock.now();
  assertAhead(span, now);
  await db.transaction(async (tx) => {
    const job = await jobOf(tx, party, userId, id);
    const time = job.appointment;
    if (!time) throw appointmentsErrors.nothingBooked();
    const reschedule = time.status === 'confirmed';
    if (reschedule && time.reschedules >= MAX_RESCHEDULES)
      throw appointmentsErrors.tooManyReschedules();
    const soon = time.startsAt.getTime() - now.getTime() < RESCHEDULE_REASON_HOURS * HOUR_MS;
    if (reschedule && soon && !body.reason) throw appointmentsErrors.reasonNeeded();
    const inside =
      party === 'vendor' && (await repository.isInsideAvailability(tx, job.requestId, span));
    if (inside) await assertVendorFree(tx, party, job, span);
    const moved = await repository.updateAppointment(tx, job.orderId, time.revision, {
      startsAt: span.start,
      endsAt: span.end,
      status: inside ? 'confirmed' : 'proposed',
      proposedBy: party,
      reason: body.reason,
      remindedDayBeforeAt: inside ? dayBeforeDone(span.start, now) : null,
      reschedule,
      at: now,
    });
    if (!moved) throw appointmentsErrors.changedMeanwhile();
    await tellOtherSide(tx, job.orderId, party, inside ? 'confirmed' : 'proposed', now);
  });
}

/** Each side's answer after its change: the vendor's order, the resident's request. */
export async function confirmAsVendor(deps: AppointmentsDeps, vendorId: string, orderId: string) {
  await confirmAppointment(deps, 'vendor', vendorId, orderId);
  return getVendorOrder(deps, vendorId, orderId);
}

export async function confirmAsResident(
  deps: AppointmentsDeps,
  residentId: string,
  requestId: string,
) {
  await confirmAppointment(deps, 'resident', residentId, requestId);
  return getRequest(deps, residentId, requestId);
}

export async function moveAsVendor(
  deps: AppointmentsDeps,
  vendorId: string,
  orderId: string,
  body: MoveBody,
) {
  await moveAppointment(deps, 'vendor', vendorId, orderId, body);
  return getVendorOrder(deps, vendorId, orderId);
}

export async function moveAsResident(
  deps: AppointmentsDeps,
  residentId: string,
  requestId: string,
  body: MoveBody,
) {
  await moveAppointment(deps, 'resident', residentId, requestId, body);
  return getRequest(deps, residentId, requestId);
}

/**
 * The set-off rule of a job (`en_route`): a job with an appointment may set off only once it is
 * confirmed and on its day in the property's zone; an ETA is kept on it. A job nobody booked
 * (an emergency) sets off as before.
 */
export async function checkSetOff(
  tx: Executor,
  orderId: string,
  now: Date,
  etaMinutes: number | undefined,
) {
  const time = await repository.findAppointmentOfOrder(tx, orderId);
  if (!time) {
    if (etaMinutes !== undefined) throw appointmentsErrors.etaWithoutAppointment();
    return;
  }
  const day = (at: Date) => wallTimeOf(at, time.timezone).date;
  if (time.status !== 'confirmed' || day(time.startsAt) !== day(now))
    throw appointmentsErrors.notOnTheDay();
  if (etaMinutes !== undefined)
    await repository.setEta(tx, orderId, new Date(now.getTime() + etaMinutes * 60_000));
}

/** The vendor's confirmed appointments starting in [from, to), with addresses and map links. */
export async function listVendorAppointments(
  db: Database,
  vendorId: string,
  query: VendorAppointmentsQuery,
) {
  const { data, total } = await repository.listVendorAppointments(
    db,
    vendorId,
    { from: new Date(query.from), to: new Date(query.to) },
    query,
  );
  return listOf(
    data.map((row) => ({
      orderId: row.orderId,
      // Only jobs in the vendor's hands or completed are listed (the repository's condition).
      orderStatus: row.orderStatus as VendorAppointment['orderStatus'],
      title: row.title,
      serviceName: row.serviceName,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      timezone: row.timezone,
      address: addressOf(row),
      mapUrl: mapUrlOf(row),
      residentFirstName: row.residentFirstName,
      residentPhone: row.residentPhone,
    })),
    query,
    total,
  );
}
