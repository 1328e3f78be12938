import { availabilityProblem, type SetAvailabilityBody } from '@homekeep/contracts/appointments';
import { getRequest } from '../jobs/jobs.service';
import { tellVendorOfAvailability } from './appointment-notices';
import { appointmentsErrors } from './appointments.errors';
import type { AppointmentsDeps } from './appointments.service';
import { findJobOfResident } from './appointments.repository';
import { lockOwnRequest, replaceAvailability } from './availability.repository';

/** Until a vendor has a confirmed time, the resident may say when they are home. */
const OPEN_FOR_WINDOWS = ['pending', 'accepted'];

/**
 * The resident gives (or replaces) the windows when they are home: a plan visit's, made without
 * any, or new ones for a job not booked yet. The vendor's time inside one is confirmed at once.
 */
export async function setAvailabilityAsResident(
  deps: AppointmentsDeps,
  residentId: string,
  requestId: string,
  { availability }: SetAvailabilityBody,
) {
  const { db, clock } = deps;
  await db.transaction(async (tx) => {
    if (!(await lockOwnRequest(tx, residentId, requestId))) {
      throw appointmentsErrors.requestNotFound();
    }
    const job = (await findJobOfResident(tx, residentId, requestId))!;
    const booked = job.appointment?.status === 'confirmed';
    if (!OPEN_FOR_WINDOWS.includes(job.orderStatus) || booked) {
      throw appointmentsErrors.availabilityClosed(booked);
    }
    const problem = availabilityProblem(availability, clock.now());
    if (problem) throw appointmentsErrors.availability(problem);
    await replaceAvailability(tx, requestId, availability);
    await tellVendorOfAvailability(
      tx,
      job,
      { timezone: job.timezone, spans: availability },
      clock.now(),
    );
  });
  return getRequest(deps, residentId, requestId);
}
