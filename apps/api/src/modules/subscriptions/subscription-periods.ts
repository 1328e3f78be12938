import type { BILLING_INTERVALS } from '@homekeep/contracts/catalog';

export type BillingInterval = (typeof BILLING_INTERVALS)[number];

const MONTHS_PER_INTERVAL: Record<BillingInterval, number> = { month: 1, year: 12 };

const daysInMonth = (year: number, month: number) => {
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month + 1, 0);
  return lastDay.getUTCDate();
};

/**
 * `start` moved on by whole months on the UTC calendar, the way PostgreSQL adds an interval:
 * the time of day and the day of the month are kept, except that a day the target month does
 * not have becomes its last day (31 January + 1 month = 28 February, or 29 in a leap year).
 */
export function addMonths(start: Date, months: number): Date {
  const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const result = new Date(start.getTime());
  result.setUTCFullYear(year, month, Math.min(start.getUTCDate(), daysInMonth(year, month)));
  return result;
}

/** The end of a paid period that starts at `start`, one interval of the plan later. */
export const periodEnd = (start: Date, interval: BillingInterval) =>
  addMonths(start, MONTHS_PER_INTERVAL[interval]);
