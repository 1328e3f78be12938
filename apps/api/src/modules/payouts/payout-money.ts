import {
  EARNING_STATUSES,
  type EarningStatus,
  type EarningTotals,
  type OrderEarnings,
} from '@homekeep/contracts/payouts';

/**
 * What a job of `priceCents` pays its vendor: the platform's fee, rounded once to the nearest
 * cent, and the payout being the rest, so fee + payout = price whatever the price.
 */
export function splitPrice(
  priceCents: number,
  feePercent: number,
  currency: string,
): OrderEarnings {
  const feeCents = Math.min(priceCents, Math.max(0, Math.round((priceCents * feePercent) / 100)));
  return { priceCents, feeCents, payoutCents: priceCents - feeCents, currency };
}

/** The price a job pays on: the resident's price, or the service's list price for a plan visit. */
export const payingPriceOf = (job: {
  source: 'resident' | 'plan';
  priceCents: number;
  listPriceCents: number;
}) => (job.source === 'plan' ? job.listPriceCents : job.priceCents);

/**
 * How much of a payout refunds take back once `refundedCents` of `paidCents` are refunded:
 * the same proportion, computed from the totals so that partial refunds never drift and a
 * whole refund takes back the whole payout.
 */
export function reversedPayoutCents(payoutCents: number, paidCents: number, refundedCents: number) {
  if (paidCents <= 0) return payoutCents;
  const refunded = Math.min(Math.max(refundedCents, 0), paidCents);
  return Math.round((payoutCents * refunded) / paidCents);
}

/** One status's sum as the database adds it: what earnings keep in it, and what was reversed. */
export interface StatusSum {
  status: EarningStatus;
  keptCents: number;
  reversedCents: number;
}

/**
 * Totals per status: each status what its earnings keep, and `reversed` everything refunds
 * took back (of reversed earnings and of partly refunded ones alike), so the totals add up to
 * every payout together.
 */
export function totalsOf(sums: readonly StatusSum[]): EarningTotals {
  const totals = Object.fromEntries(EARNING_STATUSES.map((status) => [status, 0])) as EarningTotals;
  for (const sum of sums) {
    totals[sum.status] += sum.keptCents;
    totals.reversed += sum.reversedCents;
  }
  return totals;
}
