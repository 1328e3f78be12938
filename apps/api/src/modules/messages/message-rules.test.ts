import { describe, expect, it } from 'vitest';
import { threadWindow } from './message-rules';

const completedAt = new Date('2026-03-01T10:00:00Z');
const daysAfter = (days: number) => new Date(completedAt.getTime() + days * 86_400_000);

describe('threadWindow', () => {
  it('is open while the job runs, with no end yet', () => {
    for (const orderStatus of ['accepted', 'en_route', 'in_progress'] as const) {
      expect(threadWindow({ orderStatus, completedAt: null }, daysAfter(400))).toEqual({
        open: true,
        closesAt: null,
      });
    }
  });

  it('stays open until 30 days after completion, then is read-only', () => {
    const job = { orderStatus: 'completed' as const, completedAt };
    expect(threadWindow(job, daysAfter(29.9))).toEqual({ open: true, closesAt: daysAfter(30) });
    expect(threadWindow(job, daysAfter(30)).open).toBe(false);
  });

  it('is read-only once the job is canceled', () => {
    expect(threadWindow({ orderStatus: 'canceled', completedAt: null }, completedAt).open).toBe(
      false,
    );
  });
});
