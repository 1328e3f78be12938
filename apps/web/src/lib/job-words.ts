import type { MaintenanceRequest } from '@homekeep/contracts/jobs';

type Urgency = MaintenanceRequest['urgency'];
type TimeWindow = MaintenanceRequest['preferredTimeWindow'];

export const URGENCY_LABELS: Record<Urgency, string> = {
  low: 'Low urgency',
  normal: 'Normal urgency',
  high: 'High urgency',
  emergency: 'Emergency',
};

const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  any: 'any time of day',
};

/**
 * A day in the viewer's own format. A date without a time (`2026-12-05`) is a calendar day, read
 * as such rather than as UTC midnight, which would show the day before west of Greenwich.
 */
export function formatDay(value: string): string {
  const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = calendarDay
    ? new Date(Number(calendarDay[1]), Number(calendarDay[2]) - 1, Number(calendarDay[3]))
    : new Date(value);
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}

/** "Dec 5, 2026, in the morning". */
export const preferredTime = (date: string, window: TimeWindow) =>
  `${formatDay(date)}, ${TIME_WINDOW_LABELS[window]}`;
