import { badRequest, conflict, notFound } from '../../lib/app-error';

const invalid = (code: string, path: string, message: string) =>
  badRequest(code, message, [{ path, message }]);

export const appointmentsErrors = {
  requestNotFound: () =>
    notFound('maintenance_requests.not_found', 'This maintenance request does not exist.'),
  orderNotFound: () => notFound('orders.not_found', 'This order does not exist.'),
  availability: (message: string) => invalid('appointments.availability', 'availability', message),
  startsTooSoon: () =>
    invalid('appointments.starts_too_soon', 'start', 'start must be later than now'),
  reasonNeeded: () =>
    invalid(
      'appointments.reason_needed',
      'reason',
      'reason is needed to move an appointment less than 24 hours before it starts',
    ),
  jobNotBookable: () =>
    conflict(
      'appointments.job_not_bookable',
      'A time can be booked only while the job is accepted and not yet under way.',
    ),
  availabilityClosed: (booked: boolean) =>
    conflict(
      'appointments.availability_closed',
      booked
        ? 'This job already has a confirmed time: propose another time to move it.'
        : 'Availability can be given only until the work starts.',
    ),
  alreadyBooked: () =>
    conflict(
      'appointments.already_booked',
      'This job already has a time: propose another one to change it.',
    ),
  nothingBooked: () =>
    conflict('appointments.nothing_booked', 'No time has been proposed for this job yet.'),
  nothingToConfirm: (state: 'confirmed' | 'own') =>
    conflict(
      'appointments.nothing_to_confirm',
      state === 'confirmed'
        ? 'This appointment is already confirmed.'
        : 'You proposed this time: the other side confirms it.',
    ),
  tooManyReschedules: () =>
    conflict(
      'appointments.too_many_reschedules',
      'This appointment was already moved 3 times. Please contact support to move it again.',
    ),
  overlapsOwnJob: (title: string, when: string) =>
    conflict(
      'appointments.overlap',
      `This time overlaps your confirmed appointment for "${title}" (${when}).`,
    ),
  vendorBusy: () =>
    conflict(
      'appointments.vendor_busy',
      'The vendor is already booked at that time. Please propose another time.',
    ),
  changedMeanwhile: () =>
    conflict(
      'appointments.changed',
      'The appointment changed while you were answering: look at it again.',
    ),
  notOnTheDay: () =>
    conflict(
      'appointments.not_on_the_day',
      'You can set off only on the day of the confirmed appointment.',
    ),
  feedNotFound: () => notFound('calendar_feeds.not_found', 'This calendar address does not exist.'),
  etaWithoutAppointment: () =>
    invalid(
      'appointments.eta_without_appointment',
      'etaMinutes',
      'etaMinutes can be sent only when setting off to a booked appointment',
    ),
};
