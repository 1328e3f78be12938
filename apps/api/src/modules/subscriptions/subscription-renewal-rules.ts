/** Days after a period's end on which a declined renewal is tried again. */
export const RETRY_DAYS = [1, 3, 5] as const;
/** Days after a period's end at which a subscription still unpaid ends. */
export const UNPAID_CANCEL_DAYS = 7;

const DAY_MS = 86_400_000;

export interface RenewalState {
  status: 'pending' | 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Failed charges since the period's end. */
  renewalAttempts: number;
}

export type RenewalStep =
  | { kind: 'end'; at: Date }
  | { kind: 'charge'; at: Date; attempt: number }
  | { kind: 'cancel_unpaid'; at: Date };

/**
 * The next thing that happens to a subscription, and when: at the period's end it ends (when
 * asked to) or is charged; a declined charge is tried again 1, 3 and 5 days after the period's
 * end; 7 days after it, still unpaid, it ends. Null for a subscription that nothing awaits.
 */
export function nextRenewalStep(state: RenewalState): RenewalStep | null {
  const end = state.currentPeriodEnd;
  if (!end) return null;
  const daysAfter = (days: number) => new Date(end.getTime() + days * DAY_MS);
  if (state.status === 'active') {
    return state.cancelAtPeriodEnd
      ? { kind: 'end', at: end }
      : { kind: 'charge', at: end, attempt: 1 };
  }
  if (state.status !== 'past_due') return null;
  const retry = RETRY_DAYS[state.renewalAttempts - 1];
  if (retry !== undefined) {
    return { kind: 'charge', at: daysAfter(retry), attempt: state.renewalAttempts + 1 };
  }
  return { kind: 'cancel_unpaid', at: daysAfter(UNPAID_CANCEL_DAYS) };
}

/** The step that is due by `now`, if any. */
export function dueRenewalStep(state: RenewalState, now: Date): RenewalStep | null {
  const step = nextRenewalStep(state);
  return step && step.at.getTime() <= now.getTime() ? step : null;
}

/**
 * What a resident is told after the `attempt`-th charge of a renewal is declined: the day the
 * card is tried again (null after the last retry) and the day the plan ends if still unpaid.
 */
export function afterDeclinedCharge(periodEnd: Date, attempt: number) {
  const next = nextRenewalStep({
    status: 'past_due',
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    renewalAttempts: attempt,
  });
  return {
    retryAt: next?.kind === 'charge' ? next.at : null,
    endsAt: new Date(periodEnd.getTime() + UNPAID_CANCEL_DAYS * DAY_MS),
  };
}
