import type { Metrics, MetricsQuery } from '@homekeep/contracts/admin';
import { adminErrors } from './admin.errors';
import * as repository from './admin-metrics.repository';
import type { AdminDeps } from './operator-changes';

const DAY_MS = 86_400_000;
export const DEFAULT_METRICS_DAYS = 30;
export const MAX_METRICS_DAYS = 1100;

/** The period asked for: by default the 30 days up to now; never longer than about 3 years. */
export function metricsPeriod(query: MetricsQuery, now: Date): repository.Period {
  const to = query.to ?? now;
  const from = query.from ?? new Date(to.getTime() - DEFAULT_METRICS_DAYS * DAY_MS);
  if (to.getTime() - from.getTime() > MAX_METRICS_DAYS * DAY_MS)
    throw adminErrors.periodTooLong(MAX_METRICS_DAYS);
  return { from, to };
}

/** How the business did over the period, each figure computed by SQL over the real tables. */
export async function businessMetrics(
  { db, clock }: AdminDeps,
  query: MetricsQuery,
): Promise<Metrics> {
  const period = metricsPeriod(query, clock.now());
  const [perDay, median, completion, byMonth, byPlan, byState] = await Promise.all([
    repository.requestsPerDay(db, period),
    repository.medianAcceptSeconds(db, period),
    repository.completion(db, period),
    repository.revenueByMonth(db, period),
    repository.revenueByPlan(db, period),
    repository.vendorsByState(db, period),
  ]);
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    requestsPerDay: perDay.map((row) => ({ day: row.day, count: Number(row.count) })),
    medianAcceptSeconds: median === null ? null : Number(median),
    completionRate: completion.total > 0 ? completion.completed / completion.total : null,
    revenueByMonth: byMonth.map((row) => ({
      month: row.month,
      amountCents: Math.round(Number(row.amountCents)),
    })),
    revenueByPlan: byPlan.map((row) => ({
      planId: row.planId,
      name: row.name,
      amountCents: Math.round(Number(row.amountCents)),
    })),
    vendorsByState: byState.map((row) => ({ state: row.state, count: Number(row.count) })),
  };
}
