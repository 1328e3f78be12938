/**
 * The one way the app shows dates: in the viewer's locale and zone, the month in words
 * ("Jan 15, 2027"), never an ISO string. Times of an appointment, in the property's zone, are in
 * `appointment-time.ts`.
 */
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day. A date without a time (`2027-01-15`) is a calendar day, read as such rather than as UTC
 * midnight, which would show the day before west of Greenwich; an instant is its day here.
 */
export function formatDay(value: string): string {
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return dayFormat.format(date);
}

/** A moment, day and time, in the viewer's zone. */
export const formatDateTime = (iso: string) => momentFormat.format(new Date(iso));
