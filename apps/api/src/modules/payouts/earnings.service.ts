import type { Earning, EarningsQuery } from '@homekeep/contracts/payouts';
import type { Database } from '../../db/database';
import { listMeta } from '../../lib/pagination';
import { csvField } from '../leads/lead-inbox.service';
import { totalsOf } from './payout-money';
import * as repository from './payouts.repository';

const toEarning = (row: repository.EarningRow): Earning => ({
  id: row.id,
  orderId: row.orderId,
  title: row.title,
  completedAt: row.completedAt.toISOString(),
  priceCents: row.priceCents,
  feeCents: row.feeCents,
  payoutCents: row.payoutCents,
  reversedCents: row.reversedCents,
  currency: row.currency,
  status: row.status,
  heldBecause: row.disputed ? 'dispute' : row.status === 'held' ? 'account' : null,
  availableAt: row.availableAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** A page of the vendor's earnings, with the totals of every status (all their earnings). */
export async function listEarnings(
  db: Database,
  vendorId: string,
  query: EarningsQuery,
  now: Date,
) {
  const [{ data, total }, sums] = await Promise.all([
    repository.listEarnings(db, vendorId, query, now),
    repository.sumEarnings(db, vendorId, now),
  ]);
  return {
    data: data.map(toEarning),
    meta: {
      ...listMeta(query, total, data.length),
      totals: totalsOf(sums),
      currency: sums[0]?.currency ?? data[0]?.currency ?? 'usd',
    },
  };
}

const CSV_HEADER = [
  'Completed',
  'Job',
  'Order',
  'Price',
  'Platform fee',
  'Payout',
  'Reversed',
  'Currency',
  'Status',
  'Available',
  'Paid',
];

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The vendor's earnings of the jobs completed in `year` (UTC), one line each, for their books. */
export async function earningsCsv(db: Database, vendorId: string, year: number, now: Date) {
  const rows = await repository.listEarningsBetween(
    db,
    vendorId,
    new Date(Date.UTC(year, 0, 1)),
    new Date(Date.UTC(year + 1, 0, 1)),
    now,
  );
  const lines = rows.map((row) =>
    [
      row.completedAt.toISOString().slice(0, 10),
      row.title,
      row.orderId,
      amount(row.priceCents),
      amount(row.feeCents),
      amount(row.payoutCents),
      amount(row.reversedCents),
      row.currency.toUpperCase(),
      row.status,
      row.availableAt.toISOString().slice(0, 10),
      row.paidAt?.toISOString().slice(0, 10) ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
