const YEAR_MS = 365.2425 * 86_400_000;

/**
 * The plan visit due most recently at `now` for a subscription started at `start` whose plan
 * brings `perYear` visits, spaced evenly over the year from the start (visit 0 at the start);
 * null before the start or for a plan without visits. Earlier visits are not made up: a visit is
 * for now, not for a past season.
 */
export function latestDueVisit(start: Date, perYear: number, now: Date) {
  if (perYear <= 0 || now.getTime() < start.getTime()) return null;
  const gap = YEAR_MS / perYear;
  const slot = Math.floor((now.getTime() - start.getTime()) / gap);
  return { slot, dueAt: new Date(start.getTime() + slot * gap) };
}

/**
 * When the next plan visit falls due after `now` for a subscription started at `start` whose plan
 * brings `perYear` visits; null for a plan without visits or before the start is known.
 */
export function nextVisitAfter(start: Date | null, perYear: number, now: Date) {
  if (!start || perYear <= 0) return null;
  const gap = YEAR_MS / perYear;
  const latest = latestDueVisit(start, perYear, now);
  return new Date(start.getTime() + ((latest?.slot ?? -1) + 1) * gap);
}

/** One key per visit of one subscription: the database refuses a second request for it. */
export const planVisitKey = (subscriptionId: string, slot: number) => `${subscriptionId}:${slot}`;
