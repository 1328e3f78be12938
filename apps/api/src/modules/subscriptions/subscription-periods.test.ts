import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, periodEnd } from './subscription-periods';

const at = (iso: string) => new Date(iso);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const anyInstant = fc.date({
  min: new Date('1971-01-01T00:00:00Z'),
  max: new Date('2400-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('periodEnd', () => {
  it('adds a month, keeping the day and the time of day', () => {
    expect(periodEnd(at('2031-03-14T09:26:53.589Z'), 'month')).toEqual(
      at('2031-04-14T09:26:53.589Z'),
    );
    expect(periodEnd(at('2031-12-15T00:00:00Z'), 'month')).toEqual(at('2032-01-15T00:00:00Z'));
  });

  it('ends a month that starts on a day the next month lacks on its last day', () => {
    expect(periodEnd(at('2023-01-31T10:00:00Z'), 'month')).toEqual(at('2023-02-28T10:00:00Z'));
    expect(periodEnd(at('2024-01-31T10:00:00Z'), 'month')).toEqual(at('2024-02-29T10:00:00Z'));
    expect(periodEnd(at('2100-01-29T10:00:00Z'), 'month')).toEqual(at('2100-02-28T10:00:00Z'));
    expect(periodEnd(at('2000-01-30T10:00:00Z'), 'month')).toEqual(at('2000-02-29T10:00:00Z'));
    expect(periodEnd(at('2031-03-31T23:59:59Z'), 'month')).toEqual(at('2031-04-30T23:59:59Z'));
    expect(periodEnd(at('2031-12-31T12:00:00Z'), 'month')).toEqual(at('2032-01-31T12:00:00Z'));
  });

  it('adds a year as twelve months: 29 February becomes 28 February', () => {
    expect(periodEnd(at('2024-02-29T23:30:00Z'), 'year')).toEqual(at('2025-02-28T23:30:00Z'));
    expect(periodEnd(at('2027-02-28T08:00:00Z'), 'year')).toEqual(at('2028-02-28T08:00:00Z'));
    expect(periodEnd(at('2031-06-30T08:00:00Z'), 'year')).toEqual(at('2032-06-30T08:00:00Z'));
  });

  it('for any instant: the next month, the same or the last day, the same time of day', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 1, max: 36 }), (start, months) => {
        const end = addMonths(start, months);
        const target = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
        expect(end.getUTCFullYear() * 12 + end.getUTCMonth()).toBe(target);
        const lastDay = daysIn(end.getUTCFullYear(), end.getUTCMonth());
        expect(end.getUTCDate()).toBe(Math.min(start.getUTCDate(), lastDay));
        expect(end.getTime() % 86_400_000).toBe(start.getTime() % 86_400_000);
      }),
    );
  });

  it('never ends a period before it starts, nor more than 31 days (a month) later', () => {
    fc.assert(
      fc.property(anyInstant, (start) => {
        const days = (periodEnd(start, 'month').getTime() - start.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
      }),
    );
  });
});
