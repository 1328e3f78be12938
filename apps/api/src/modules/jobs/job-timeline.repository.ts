import { asc, inArray } from 'drizzle-orm';
import type { OrderStatus, StatusChange } from '@homekeep/contracts/jobs';
import type { Executor } from '../../db/database';
import { orderStatusHistory } from '../../db/schema';

/** Records one step of the job's timeline. */
export async function insertStatusChange(
  db: Executor,
  orderId: string,
  change: { status: OrderStatus; note?: string | null; at: Date },
) {
  await db.insert(orderStatusHistory).values({
    orderId,
    status: change.status,
    note: change.note ?? null,
    createdAt: change.at,
  });
}

/** Each order's timeline, oldest step first. */
export async function timelinesOf(db: Executor, orderIds: string[]) {
  const byOrder = new Map<string, StatusChange[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ status: row.status, note: row.note, at: row.createdAt.toISOString() });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
