import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { maintenanceRequests, orders } from '../../db/schema';

const partyColumns = {
  orderId: orders.id,
  requestId: maintenanceRequests.id,
  title: maintenanceRequests.title,
  residentId: maintenanceRequests.userId,
  vendorId: orders.vendorId,
  completedAt: maintenanceRequests.completedAt,
};

/**
 * The job of the resident's request or of the vendor's order, its order row locked for the rest
 * of the transaction (what happens to the job's two sides at once is then decided in turn);
 * undefined when the job is not that person's.
 */
export async function lockJobOfParty(
  tx: Executor,
  party: { role: 'resident' | 'vendor'; userId: string; jobId: string },
) {
  const mine =
    party.role === 'resident'
      ? and(eq(maintenanceRequests.id, party.jobId), eq(maintenanceRequests.userId, party.userId))
      : and(eq(orders.id, party.jobId), eq(orders.vendorId, party.userId));
  const [row] = await tx
    .select(partyColumns)
    .from(orders)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, orders.requestId))
    .where(mine)
    .for('update', { of: orders });
  return row;
}
