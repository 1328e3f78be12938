/**
 * Appointments: the resident's availability, the time both sides of a job agree on, the vendor's
 * day and week, and each person's calendar feed. Every instant is ISO 8601 UTC; screens show it
 * in the property's time zone (`timezone`, an IANA name).
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { isStorableInstant, lineText, pageQuerySchema, uuidSchema } from './common';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const MAX_AVAILABILITY_WINDOWS = 5;
export const AVAILABILITY_HOURS = { min: 1, max: 12 } as const;
export const APPOINTMENT_HOURS = { min: 1, max: 8 } as const;
/** A window starts at least this long after now, and at most this many days ahead. */
export const AVAILABILITY_LEAD_HOURS = 2;
export const AVAILABILITY_HORIZON_DAYS = 60;
/** Within this many hours of its start, moving a confirmed appointment needs a reason. */
export const RESCHEDULE_REASON_HOURS = 24;
export const MAX_RESCHEDULES = 3;
export const MAX_ETA_MINUTES = 600;

/** True when `name` is a time zone this runtime knows (IANA: "America/Chicago"). */
export function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

export const timeZoneSchema = lineText('timezone', 64, { trim: true }).refine(isTimeZone, {
  message: 'timezone must be an IANA time zone such as America/New_York',
});

const instant = (field: string) =>
  z.iso
    .datetime({
      offset: true,
      message: `${field} must be a date and time such as 2030-01-31T09:00:00Z`,
    })
    .refine(isStorableInstant, `${field} must fall between the years 0001 and 9999`);

const hoursBetween = (window: { start: string; end: string }) =>
  (Date.parse(window.end) - Date.parse(window.start)) / HOUR_MS;

/** A span of time `{start, end}` lasting between `hours.min` and `hours.max` hours. */
const spanSchema = (what: string, hours: { min: number; max: number }) =>
  z
    .object({ start: instant('start'), end: instant('end') })
    .refine((span) => hoursBetween(span) > 0, { message: `${what} must end after it starts` })
    .refine((span) => hoursBetween(span) <= 0 || hoursBetween(span) >= hours.min, {
      message: `${what} must last at least ${hours.min} hour${hours.min === 1 ? '' : 's'}`,
    })
    .refine((span) => hoursBetween(span) <= hours.max, {
      message: `${what} must last at most ${hours.max} hours`,
    });

export const availabilityWindowSchema = spanSchema('a window', AVAILABILITY_HOURS);
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** The resident's windows on a new request: 1 to 5, each 1 to 12 hours. */
export const availabilitySchema = z
  .array(availabilityWindowSchema, { message: 'availability must be a list of {start, end}' })
  .min(1, 'availability must hold at least one window')
  .max(
    MAX_AVAILABILITY_WINDOWS,
    `availability may hold at most ${MAX_AVAILABILITY_WINDOWS} windows`,
  );

/**
 * What is wrong with windows offered at `now` (each starts at least 2 hours ahead and within 60
 * days), or null. The server judges by the product's clock; a form by the browser's.
 */
export function availabilityProblem(windows: AvailabilityWindow[], now: Date): string | null {
  const earliest = now.getTime() + AVAILABILITY_LEAD_HOURS * HOUR_MS;
  const latest = now.getTime() + AVAILABILITY_HORIZON_DAYS * DAY_MS;
  for (const window of windows) {
    const start = Date.parse(window.start);
    if (start < earliest)
      return `each window must start at least ${AVAILABILITY_LEAD_HOURS} hours from now`;
    if (start > latest)
      return `each window must start within ${AVAILABILITY_HORIZON_DAYS} days from now`;
  }
  return null;
}

/** The resident's windows given after the request was sent (a plan visit's, or new ones). */
export const setAvailabilityBodySchema = z.object({ availability: availabilitySchema });
export type SetAvailabilityBody = z.infer<typeof setAvailabilityBodySchema>;

export const APPOINTMENT_STATUSES = ['proposed', 'confirmed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_PARTIES = ['resident', 'vendor'] as const;
export type AppointmentParty = (typeof APPOINTMENT_PARTIES)[number];

/** The time of a job as both sides see it; `waitingFor` names who must answer a proposal. */
export const appointmentSchema = z.object({
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  proposedBy: z.enum(APPOINTMENT_PARTIES),
  waitingFor: z.enum(APPOINTMENT_PARTIES).nullable(),
  reschedules: z.number().int().nonnegative(),
  /** Why it was last moved, when a reason was given. */
  reason: z.string().nullable(),
  /** When the vendor on the way said they would arrive. */
  etaAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** `POST /vendor-orders/{id}/appointment`: the vendor books a time of 1 to 8 hours. */
export const bookAppointmentBodySchema = spanSchema('the appointment', APPOINTMENT_HOURS);
export type BookAppointmentBody = z.infer<typeof bookAppointmentBodySchema>;

/** `PUT .../appointment`: another time, with a reason (needed within 24 hours of the start). */
export const moveAppointmentBodySchema = z
  .object({
    start: instant('start'),
    end: instant('end'),
    reason: lineText('reason', 500, { trim: true })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((body, context) => {
    const parsed = bookAppointmentBodySchema.safeParse({ start: body.start, end: body.end });
    for (const issue of parsed.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: ['end'], message: issue.message });
  });
export type MoveAppointmentBody = z.input<typeof moveAppointmentBodySchema>;

/** `GET /vendor-appointments?from&to`: confirmed appointments starting in [from, to), at most 62 days. */
export const vendorAppointmentsQuerySchema = pageQuerySchema
  .extend({ from: instant('from'), to: instant('to') })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), {
    message: 'to must be after from',
    path: ['to'],
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 62 * DAY_MS, {
    message: 'from and to may be at most 62 days apart',
    path: ['to'],
  });
export type VendorAppointmentsQuery = z.infer<typeof vendorAppointmentsQuerySchema>;

export const vendorAppointmentSchema = z.object({
  orderId: uuidSchema,
  /** Where the job is now: in the vendor's hands, or completed. */
  orderStatus: z.enum(['accepted', 'en_route', 'in_progress', 'completed']),
  title: z.string(),
  serviceName: z.string(),
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  residentFirstName: z.string(),
  residentPhone: z.string().nullable(),
});
export type VendorAppointment = z.infer<typeof vendorAppointmentSchema>;

/** `GET /auth/calendar-feed`: the person's secret calendar address. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A feed's address ends in its secret and `.ics`; any other ending names no feed (404). */
export const CALENDAR_FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

export const calendarFeedParamsSchema = z.object({ token: z.string() });

/** `PUT /vendor-orders/update-status/{id}` with `en_route` may say when the vendor arrives. */
export const etaMinutesSchema = z
  .number({ message: 'etaMinutes must be a number of minutes' })
  .int('etaMinutes must be a whole number of minutes')
  .min(1, 'etaMinutes must be at least 1')
  .max(MAX_ETA_MINUTES, `etaMinutes must be at most ${MAX_ETA_MINUTES}`);

// ---- time-zone arithmetic (through @date-fns/tz, never by hand) ----

/** The instant of a wall-clock `date` (YYYY-MM-DD) and `time` (HH:mm) in `zone`, as ISO UTC. */
export function zonedInstant(date: string, time: string, zone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(
    new TZDate(year, month - 1, day, hours, minutes, 0, zone).getTime(),
  ).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) and wall time (HH:mm) of an instant in `zone`. */
export function wallTimeOf(at: string | Date, zone: string) {
  const local = new TZDate(new Date(at).getTime(), zone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** The hours of a preferred time window, as a resident means them. */
export const TIME_WINDOW_HOURS = {
  morning: ['08:00', '12:00'],
  afternoon: ['12:00', '17:00'],
  evening: ['17:00', '21:00'],
  any: ['08:00', '18:00'],
} as const satisfies Record<string, readonly [string, string]>;

/** The window a preferred date and time window make in the property's zone. */
export function windowOfPreference(
  date: string,
  window: keyof typeof TIME_WINDOW_HOURS,
  zone: string,
): AvailabilityWindow {
  const [from, to] = TIME_WINDOW_HOURS[window];
  return { start: zonedInstant(date, from, zone), end: zonedInstant(date, to, zone) };
}

/** " (America/New York time)" when the viewer's zone is another one, else nothing. */
export const zoneSuffix = (zone: string, viewerZone: string = zone) =>
  zone === viewerZone ? '' : ` (${zone.replaceAll('_', ' ')} time)`;

/** "Tue 3 Dec, 9:00 to 11:00", in `zone`; with the zone's name when the viewer's differs. */
export function formatSpan(
  span: { start: string; end: string },
  zone: string,
  viewerZone: string = zone,
) {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(span.start));
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const text = `${day.replace(',', '')}, ${time.format(new Date(span.start))} to ${time.format(new Date(span.end))}`;
  return `${text}${zoneSuffix(zone, viewerZone)}`;
}
