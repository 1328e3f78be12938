import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  maintenancePlans,
  maintenanceRequests,
  orderStatusHistory,
  orders,
  products,
  states,
  transactionItems,
  transactions,
  users,
  vendorZipCodes,
  zipCodes,
} from '../../db/schema';

export interface Period {
  from: Date;
  to: Date;
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const within = (column: SQL | unknown, { from, to }: Period) =>
  sql`${column} >= ${at(from)} and ${column} < ${at(to)}`;

/** Requests made on each UTC day of the period, days without any included. */
export const requestsPerDay = (db: Executor, period: Period) =>
  rowsOf<{ day: string; count: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.count, 0)::int as count
      from generate_series(
        date_trunc('day', ${at(period.from)} at time zone 'UTC'),
        date_trunc('day', (${at(period.to)} - interval '1 microsecond') at time zone 'UTC'),
        interval '1 day'
      ) as d(day)
      left join (
        select date_trunc('day', ${maintenanceRequests.createdAt} at time zone 'UTC') as day,
          count(*) as count
        from ${maintenanceRequests}
        where ${within(maintenanceRequests.createdAt, period)}
        group by 1
      ) c on c.day = d.day
      order by d.day`,
  );

/** The median seconds from an order's creation to its first accept, over accepts in the period. */
export async function medianAcceptSeconds(db: Executor, period: Period) {
  const [row] = await rowsOf<{ median: number | null }>(
    db,
    sql`select percentile_cont(0.5) within group (
          order by extract(epoch from (a.accepted_at - ${orders.createdAt}))
        )::float8 as median
      from (
        select ${orderStatusHistory.orderId} as order_id,
          min(${orderStatusHistory.createdAt}) as accepted_at
        from ${orderStatusHistory}
        where ${orderStatusHistory.status} = 'accepted'
        group by 1
      ) a
      join ${orders} on ${orders.id} = a.order_id
      where ${within(sql`a.accepted_at`, period)}`,
  );
  return row?.median ?? null;
}

/** Of the orders created in the period: how many, and how many are completed. */
export async function completion(db: Executor, period: Period) {
  const [row] = await rowsOf<{ total: number; completed: number }>(
    db,
    sql`select count(*)::int as total,
        (count(*) filter (where ${orders.status} = 'completed'))::int as completed
      from ${orders}
      where ${within(orders.createdAt, period)}`,
  );
  return row ?? { total: 0, completed: 0 };
}

/** Paid money per UTC month of the period. */
export const revenueByMonth = (db: Executor, period: Period) =>
  rowsOf<{ month: string; amountCents: number }>(
    db,
    sql`select to_char(date_trunc('month', ${transactions.paidAt} at time zone 'UTC'), 'YYYY-MM') as month,
        sum(${transactions.amountCents})::float8 as "amountCents"
      from ${transactions}
      where ${transactions.status} = 'paid' and ${within(transactions.paidAt, period)}
      group by 1
      order by 1`,
  );

/** Paid money per maintenance plan in the period, largest first. */
export const revenueByPlan = (db: Executor, period: Period) =>
  rowsOf<{ planId: string; name: string; amountCents: number }>(
    db,
    sql`select ${maintenancePlans.id} as "planId", ${maintenancePlans.name} as name,
        sum(${transactionItems.quantity} * ${transactionItems.unitPriceCents})::float8 as "amountCents"
      from ${transactionItems}
      join ${transactions} on ${transactions.id} = ${transactionItems.transactionId}
      join ${products} on ${products.id} = ${transactionItems.productId}
      join ${maintenancePlans} on ${maintenancePlans.id} = ${products.maintenancePlanId}
      where ${transactions.status} = 'paid' and ${within(transactions.paidAt, period)}
      group by 1, 2
      order by 3 desc, 2`,
  );

/** Vendors who joined in the period, by each state their service area reaches. */
export const vendorsByState = (db: Executor, period: Period) =>
  rowsOf<{ state: string; count: number }>(
    db,
    sql`select coalesce(${states.code}, ${states.name}) as state,
        count(distinct ${users.id})::int as count
      from ${users}
      join ${vendorZipCodes} on ${vendorZipCodes.vendorId} = ${users.id}
      join ${zipCodes} on ${zipCodes.code} = ${vendorZipCodes.zipCode}
      join ${states} on ${states.id} = ${zipCodes.stateId}
      where ${users.role} = 'vendor' and ${within(users.createdAt, period)}
      group by 1
      order by 2 desc, 1`,
  );
