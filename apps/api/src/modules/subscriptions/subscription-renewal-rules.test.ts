import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterDeclinedCharge,
  dueRenewalStep,
  nextRenewalStep,
  RETRY_DAYS,
  UNPAID_CANCEL_DAYS,
  type RenewalState,
} from './subscription-renewal-rules';

const DAY = 86_400_000;
const periodEnd = fc.date({
  min: new Date('2000-01-01'),
  max: new Date('2090-01-01'),
  noInvalidDate: true,
});

/** Plays the rules forward from a declined renewal, declining every charge. */
function declinedForever(end: Date) {
  let state: RenewalState = {
    status: 'active',
    currentPeriodEnd: end,
    cancelAtPeriodEnd: false,
    renewalAttempts: 0,
  };
  const steps = [];
  for (let step = nextRenewalStep(state); step; step = nextRenewalStep(state)) {
    steps.push(step);
    state =
      step.kind === 'charge'
        ? { ...state, status: 'past_due', renewalAttempts: step.attempt }
        : { ...state, status: 'canceled' };
  }
  return steps;
}

describe('the renewal rules', () => {
  it('charge at the period end, retry on days 1, 3 and 5, end on day 7, for any period end', () => {
    fc.assert(
      fc.property(periodEnd, (end) => {
        const steps = declinedForever(end);
        const days = steps.map((step) => (step.at.getTime() - end.getTime()) / DAY);
        expect(days).toEqual([0, ...RETRY_DAYS, UNPAID_CANCEL_DAYS]);
        expect(steps.map((step) => step.kind)).toEqual([
          'charge',
          'charge',
          'charge',
          'charge',
          'cancel_unpaid',
        ]);
      }),
    );
  });

  it('end a subscription set to cancel at its period end, without a charge', () => {
    fc.assert(
      fc.property(periodEnd, (end) => {
        const step = nextRenewalStep({
          status: 'active',
          currentPeriodEnd: end,
          cancelAtPeriodEnd: true,
          renewalAttempts: 0,
        });
        expect(step).toEqual({ kind: 'end', at: end });
      }),
    );
  });

  it('do nothing before a step is due, and nothing for pending or canceled subscriptions', () => {
    fc.assert(
      fc.property(periodEnd, fc.integer({ min: 1, max: 10 * 365 * DAY }), (end, earlyBy) => {
        const active: RenewalState = {
          status: 'active',
          currentPeriodEnd: end,
          cancelAtPeriodEnd: false,
          renewalAttempts: 0,
        };
        expect(dueRenewalStep(active, new Date(end.getTime() - earlyBy))).toBeNull();
        expect(dueRenewalStep(active, end)).not.toBeNull();
        for (const status of ['pending', 'canceled'] as const) {
          expect(nextRenewalStep({ ...active, status })).toBeNull();
        }
      }),
    );
  });
});

describe('afterDeclinedCharge', () => {
  it('names the next retry day after the period end, then none, and the last day always', () => {
    fc.assert(
      fc.property(periodEnd, (end) => {
        const told = [1, 2, 3, 4].map((attempt) => afterDeclinedCharge(end, attempt));
        const days = (at: Date | null) => (at ? (at.getTime() - end.getTime()) / DAY : null);
        expect(told.map((t) => days(t.retryAt))).toEqual([...RETRY_DAYS, null]);
        expect(told.every((t) => days(t.endsAt) === UNPAID_CANCEL_DAYS)).toBe(true);
      }),
    );
  });
});
