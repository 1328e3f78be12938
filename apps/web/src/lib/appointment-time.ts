import {
  formatSpan,
  TIME_WINDOW_HOURS,
  wallTimeOf,
  zonedInstant,
  zoneSuffix,
  type Appointment,
  type AppointmentParty,
} from '@homekeep/contracts/appointments';

/** The zone this browser shows times in. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Tue 3 Dec, 9:00 to 11:00", in the property's zone, naming it when the viewer's differs. */
export const spanText = (span: { start: string; end: string }, zone: string) =>
  formatSpan(span, zone, viewerZone());

/** "14:30" in the property's zone, naming it when the viewer's differs. */
export const timeText = (at: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(at),
  ) + zoneSuffix(zone, viewerZone());

/** A span as a form edits it: a day and two wall times in the property's zone. */
export type SpanValues = { date: string; from: string; to: string };

export const valuesOfSpan = (span: { start: string; end: string }, zone: string): SpanValues => {
  const start = wallTimeOf(span.start, zone);
  return { date: start.date, from: start.time, to: wallTimeOf(span.end, zone).time };
};

/** The instants a form's day and wall times mean in the property's zone. */
export const spanOfValues = (values: SpanValues, zone: string) => ({
  start: zonedInstant(values.date, values.from, zone),
  end: zonedInstant(values.date, values.to, zone),
});

/** A window on `date` (or tomorrow) with the hours of the preferred time window. */
export function defaultWindow(date: string, window: string): SpanValues {
  const hours =
    TIME_WINDOW_HOURS[window as keyof typeof TIME_WINDOW_HOURS] ?? TIME_WINDOW_HOURS.any;
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day =
    date ||
    `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  return { date: day, from: hours[0], to: hours[1] };
}

/** What the appointment asks of `me` now, in a sentence. */
export function appointmentState(appointment: Appointment, me: AppointmentParty, zone: string) {
  const when = spanText(appointment, zone);
  if (appointment.status === 'confirmed') return `Confirmed: ${when}`;
  if (appointment.waitingFor === me) return `Waiting for you to confirm ${when}`;
  const other = me === 'resident' ? 'the vendor' : 'the resident';
  return `Proposed ${when}: waiting for ${other} to confirm`;
}
