import { and, eq } from 'drizzle-orm';
import type { AvailabilityWindow } from '@homekeep/contracts/appointments';
import type { Executor } from '../../db/database';
import { maintenanceRequests, requestAvailability } from '../../db/schema';
import { insertAvailability } from './appointments.repository';

/** Locks the resident's own request for a change of its windows; undefined for anyone else's. */
export async function lockOwnRequest(db: Executor, residentId: string, requestId: string) {
  const [row] = await db
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.id, requestId), eq(maintenanceRequests.userId, residentId)))
    .for('update');
  return row;
}

/** The request's windows become `windows`, in their order. */
export async function replaceAvailability(
  db: Executor,
  requestId: string,
  windows: AvailabilityWindow[],
) {
  await db.delete(requestAvailability).where(eq(requestAvailability.requestId, requestId));
  await insertAvailability(db, requestId, windows);
}
